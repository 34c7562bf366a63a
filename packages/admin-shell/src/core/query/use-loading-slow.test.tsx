// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LoadingSlowOptions } from './loading-slow-after-ms.js';
import { useLoadingSlow } from './use-loading-slow.js';

const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

/** Renders the hook; `rendered` holds every render's loading flag and answer. */
function renderLoading(isLoading: boolean, options?: LoadingSlowOptions) {
  const rendered: [isLoading: boolean, slow: boolean][] = [];
  const hook = renderHook(
    (props) => {
      const slow = useLoadingSlow(props.isLoading, props.options);
      rendered.push([props.isLoading, slow]);
      return slow;
    },
    { initialProps: { isLoading, options } },
  );
  return { ...hook, rendered };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('useLoadingSlow', () => {
  it('turns true after 3 s of loading and false when loading ends', async () => {
    const { result, rerender, rendered } = renderLoading(true);
    expect(result.current).toBe(false);
    await wait(2999);
    expect(result.current).toBe(false);
    await wait(1);
    expect(result.current).toBe(true);
    rerender({ isLoading: false, options: undefined });
    expect(result.current).toBe(false);
    // Not even for the one render before the reset.
    expect(rendered.filter(([isLoading, slow]) => !isLoading && slow)).toEqual([]);
  });

  it('starts a new clock for the next load', async () => {
    const { result, rerender } = renderLoading(true);
    await wait(3000);
    rerender({ isLoading: false, options: undefined });
    rerender({ isLoading: true, options: undefined });
    expect(result.current).toBe(false);
    await wait(2999);
    expect(result.current).toBe(false);
    await wait(1);
    expect(result.current).toBe(true);
  });

  it('never turns true for a load shorter than the threshold', async () => {
    const { result, rerender } = renderLoading(true);
    await wait(2000);
    rerender({ isLoading: false, options: undefined });
    await wait(5000);
    expect(result.current).toBe(false);
  });

  it('waits 5 s on a slow network', async () => {
    vi.stubGlobal('navigator', { connection: { effectiveType: 'slow-2g' } });
    const { result } = renderLoading(true);
    await wait(4999);
    expect(result.current).toBe(false);
    await wait(1);
    expect(result.current).toBe(true);
  });

  it('keeps its clock when re-rendered with equal options', async () => {
    const { result, rerender } = renderLoading(true, { threshold: 1000 });
    await wait(600);
    rerender({ isLoading: true, options: { threshold: 1000 } });
    await wait(400);
    expect(result.current).toBe(true);
  });
});
