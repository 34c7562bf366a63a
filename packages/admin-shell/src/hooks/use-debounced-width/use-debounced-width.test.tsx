// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDebouncedWidth } from './use-debounced-width.js';

/** A ResizeObserver the test drives: `resize(width)` reports a new size of what it observes. */
class ControlledResizeObserver {
  static current: ControlledResizeObserver | undefined;
  observed: Element[] = [];
  disconnected = false;

  constructor(private readonly callback: ResizeObserverCallback) {
    ControlledResizeObserver.current = this;
  }

  observe(element: Element) {
    this.observed.push(element);
  }

  unobserve() {}

  disconnect() {
    this.disconnected = true;
  }

  resize(width: number) {
    const entries = this.observed.map(
      (target) => ({ target, contentRect: new DOMRect(0, 0, width, 40) }) as ResizeObserverEntry,
    );
    act(() => this.callback(entries, this as unknown as ResizeObserver));
  }
}

function resizeObserver(): ControlledResizeObserver {
  const observer = ControlledResizeObserver.current;
  if (!observer) throw new Error('Nothing observes a size');
  return observer;
}

function Measured() {
  const ref = useRef<HTMLDivElement>(null);
  const width = useDebouncedWidth(ref);
  return <div ref={ref}>{width === undefined ? 'unmeasured' : `${width}px`}</div>;
}

const originalResizeObserver = globalThis.ResizeObserver;

beforeEach(() => {
  vi.useFakeTimers();
  globalThis.ResizeObserver = ControlledResizeObserver as unknown as typeof ResizeObserver;
  // jsdom lays nothing out; the element starts 300 px wide.
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(
    new DOMRect(0, 0, 300, 40),
  );
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  globalThis.ResizeObserver = originalResizeObserver;
  ControlledResizeObserver.current = undefined;
});

describe('useDebouncedWidth', () => {
  it("starts with the element's width", () => {
    render(<Measured />);
    expect(screen.getByText('300px')).toBeTruthy();
  });

  it('takes a new width only once resizing has been quiet for 160 ms', () => {
    render(<Measured />);
    resizeObserver().resize(500);
    act(() => vi.advanceTimersByTime(159));
    expect(screen.getByText('300px')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText('500px')).toBeTruthy();
  });

  it('waits out a whole drag, then takes its last width', () => {
    render(<Measured />);
    for (const width of [400, 450, 520]) {
      resizeObserver().resize(width);
      act(() => vi.advanceTimersByTime(100));
    }
    expect(screen.getByText('300px')).toBeTruthy();
    act(() => vi.advanceTimersByTime(60));
    expect(screen.getByText('520px')).toBeTruthy();
  });

  it('stops observing when unmounted, dropping a pending width', () => {
    const { unmount } = render(<Measured />);
    const observer = resizeObserver();
    observer.resize(500);
    unmount();
    expect(observer.disconnected).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });
});
