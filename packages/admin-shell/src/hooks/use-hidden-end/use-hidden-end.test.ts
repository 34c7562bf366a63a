// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hiddenEndOf, useHiddenEndMark } from './use-hidden-end.js';

describe('hiddenEndOf', () => {
  it('sees content beyond the right edge until the scroller reaches its end', () => {
    expect(hiddenEndOf({ scrollWidth: 1200, clientWidth: 800, scrollLeft: 0 })).toBe(true);
    expect(hiddenEndOf({ scrollWidth: 1200, clientWidth: 800, scrollLeft: 398 })).toBe(true);
    expect(hiddenEndOf({ scrollWidth: 1200, clientWidth: 800, scrollLeft: 399.5 })).toBe(false);
    expect(hiddenEndOf({ scrollWidth: 800, clientWidth: 800, scrollLeft: 0 })).toBe(false);
  });
});

/** A ResizeObserver whose reports the test sends, as the browser does after laying out. */
function stubResizeObserver() {
  const reports: (() => void)[] = [];
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(private readonly report: () => void) {}
      observe() {
        reports.push(() => this.report());
      }
      disconnect() {}
    },
  );
  return () => {
    for (const report of reports) report();
  };
}

/** A scroller 800 pixels wide holding 1,200, whose width reads are counted. */
function wideScroller() {
  const element = document.createElement('div');
  element.appendChild(document.createElement('table'));
  const scrollWidth = vi.fn(() => 1200);
  Object.defineProperty(element, 'scrollWidth', { get: scrollWidth });
  Object.defineProperty(element, 'clientWidth', { get: () => 800 });
  return { element, scrollWidth };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('useHiddenEndMark', () => {
  it('measures only once the browser has laid the scroller out, never while it mounts', () => {
    const layOut = stubResizeObserver();
    const { element, scrollWidth } = wideScroller();
    let renders = 0;
    renderHook(() => {
      renders += 1;
      useHiddenEndMark({ current: element });
    });
    // Reading a size mid-commit would make the browser lay the page out there and then.
    expect(scrollWidth).not.toHaveBeenCalled();
    expect(element.hasAttribute('data-hidden-end')).toBe(false);
    act(layOut);
    expect(element.hasAttribute('data-hidden-end')).toBe(true);
    // A shadow's mark, not a re-render of the table.
    expect(renders).toBe(1);
  });

  it('follows the scrolling to the end and back', () => {
    const layOut = stubResizeObserver();
    const { element } = wideScroller();
    renderHook(() => useHiddenEndMark({ current: element }));
    act(layOut);
    act(() => {
      element.scrollLeft = 400;
      element.dispatchEvent(new Event('scroll'));
    });
    expect(element.hasAttribute('data-hidden-end')).toBe(false);
    act(() => {
      element.scrollLeft = 100;
      element.dispatchEvent(new Event('scroll'));
    });
    expect(element.hasAttribute('data-hidden-end')).toBe(true);
  });
});
