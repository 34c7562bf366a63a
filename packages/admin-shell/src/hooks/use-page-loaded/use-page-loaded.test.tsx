// @vitest-environment jsdom
import { act, render, renderHook } from '@testing-library/react';
import { Profiler } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The page loads once per module: each test gets the hook of a page of its own.
let usePageLoaded: typeof import('./use-page-loaded.js').usePageLoaded;
let afterPageLoad: typeof import('./use-page-loaded.js').afterPageLoad;
let useHoldPageLoad: typeof import('./use-page-loaded.js').useHoldPageLoad;
beforeEach(async () => {
  vi.resetModules();
  ({ usePageLoaded, afterPageLoad, useHoldPageLoad } = await import('./use-page-loaded.js'));
});

function Loaded() {
  return <span>{usePageLoaded() ? 'loaded' : 'loading'}</span>;
}

function setReadyState(state: DocumentReadyState) {
  Object.defineProperty(document, 'readyState', { configurable: true, get: () => state });
}

function fakeIdleCallbacks() {
  const pending: IdleRequestCallback[] = [];
  vi.stubGlobal(
    'requestIdleCallback',
    vi.fn((callback: IdleRequestCallback) => pending.push(callback)),
  );
  vi.stubGlobal('cancelIdleCallback', vi.fn());
  return {
    runAll: () =>
      act(() => {
        for (const callback of pending.splice(0)) {
          callback({ didTimeout: false, timeRemaining: () => 50 });
        }
      }),
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  // jsdom's own getter comes back once the instance property is gone.
  Reflect.deleteProperty(document, 'readyState');
});

describe('usePageLoaded', () => {
  it('waits for the load event, then for an idle moment', () => {
    setReadyState('interactive');
    const idle = fakeIdleCallbacks();
    const { result } = renderHook(() => usePageLoaded());
    expect(result.current).toBe(false);

    idle.runAll();
    expect(result.current).toBe(false);

    setReadyState('complete');
    act(() => {
      window.dispatchEvent(new Event('load'));
    });
    expect(result.current).toBe(false);
    idle.runAll();
    expect(result.current).toBe(true);
  });

  it('on a page loaded already, waits for an idle moment only', () => {
    setReadyState('complete');
    const idle = fakeIdleCallbacks();
    const { result } = renderHook(() => usePageLoaded());
    expect(result.current).toBe(false);
    idle.runAll();
    expect(result.current).toBe(true);
  });

  it('without requestIdleCallback (Safari), answers shortly after load', () => {
    setReadyState('complete');
    vi.stubGlobal('requestIdleCallback', undefined);
    vi.useFakeTimers();
    const { result } = renderHook(() => usePageLoaded());
    expect(result.current).toBe(false);
    act(() => {
      vi.advanceTimersByTime(250);
    });
    expect(result.current).toBe(true);
  });

  it('tells every caller in one commit, and one mounted later at once', () => {
    setReadyState('complete');
    const idle = fakeIdleCallbacks();
    const commits = vi.fn();
    const { container } = render(
      <Profiler id="page" onRender={commits}>
        <Loaded />
        <Loaded />
        <Loaded />
      </Profiler>,
    );
    expect(window.requestIdleCallback).toHaveBeenCalledTimes(1);
    commits.mockClear();
    idle.runAll();
    expect(container.textContent).toBe('loadedloadedloaded');
    expect(commits).toHaveBeenCalledTimes(1);

    const { result } = renderHook(() => usePageLoaded());
    expect(result.current).toBe(true);
    expect(window.requestIdleCallback).toHaveBeenCalledTimes(1);
  });

  it('calls afterPageLoad back in the same moment, and at once once the page has loaded', () => {
    setReadyState('complete');
    const idle = fakeIdleCallbacks();
    const { result } = renderHook(() => usePageLoaded());
    const first = vi.fn();
    afterPageLoad(first);
    const cancelled = vi.fn();
    afterPageLoad(cancelled)();
    idle.runAll();
    expect(first).toHaveBeenCalledTimes(1);
    expect(cancelled).not.toHaveBeenCalled();
    expect(result.current).toBe(true);
    const late = vi.fn();
    afterPageLoad(late);
    expect(late).toHaveBeenCalledTimes(1);
    expect(window.requestIdleCallback).toHaveBeenCalledTimes(1);
  });

  it('waits while a stand-in for the first screen holds it, then until that screen is still', async () => {
    setReadyState('complete');
    const idle = fakeIdleCallbacks();
    const { result } = renderHook(() => usePageLoaded());
    const { rerender } = renderHook(({ holding }) => useHoldPageLoad(holding), {
      initialProps: { holding: true },
    });
    idle.runAll();
    expect(result.current).toBe(false);

    rerender({ holding: false });
    idle.runAll();
    expect(result.current).toBe(false);
    // Painted and still: 100 ms and three frames without a change to the DOM.
    await act(() => new Promise((resolve) => setTimeout(resolve, 250)));
    idle.runAll();
    expect(result.current).toBe(true);
  });
});
