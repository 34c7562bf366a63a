// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usePageLoaded } from './use-page-loaded.js';

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

  it('stops waiting when unmounted', () => {
    setReadyState('complete');
    fakeIdleCallbacks();
    const { unmount } = renderHook(() => usePageLoaded());
    unmount();
    expect(window.cancelIdleCallback).toHaveBeenCalledTimes(1);
  });
});
