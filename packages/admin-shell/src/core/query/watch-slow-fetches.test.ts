import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { watchSlowFetches } from './watch-slow-fetches.js';

/** A query function that answers after `ms` of (fake) time. */
const answerAfter = (ms: number) => () =>
  new Promise<string>((resolve) => setTimeout(() => resolve('done'), ms));

const wait = (ms: number) => vi.advanceTimersByTimeAsync(ms);

let client: QueryClient;
beforeEach(() => {
  vi.useFakeTimers();
  client = new QueryClient();
});
afterEach(() => {
  client.clear();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** Watches the client's cache; `latest()` is the last state reported. */
function watch(options?: Parameters<typeof watchSlowFetches>[2]) {
  const onChange = vi.fn<(slow: boolean) => void>();
  const stop = watchSlowFetches(client.getQueryCache(), onChange, options);
  return { onChange, stop, latest: () => onChange.mock.lastCall?.[0] };
}

describe('watchSlowFetches', () => {
  it('reports not slow at once, slow after 3 s of fetching, and not slow when it ends', async () => {
    const { onChange, latest } = watch();
    expect(onChange).toHaveBeenCalledWith(false);
    void client.prefetchQuery({ queryKey: ['users'], queryFn: answerAfter(4000) });
    await wait(2999);
    expect(latest()).toBe(false);
    await wait(1);
    expect(latest()).toBe(true);
    await wait(1000);
    expect(latest()).toBe(false);
    expect(onChange.mock.calls).toEqual([[false], [true], [false]]);
  });

  it('times each query on its own: overlapping quick fetches are not a slow one', async () => {
    const { onChange } = watch();
    void client.prefetchQuery({ queryKey: ['a'], queryFn: answerAfter(2000) });
    await wait(1500);
    void client.prefetchQuery({ queryKey: ['b'], queryFn: answerAfter(2500) });
    await wait(10_000);
    expect(onChange.mock.calls).toEqual([[false]]);
  });

  it('stays slow while another slow query is still fetching', async () => {
    const { latest } = watch();
    void client.prefetchQuery({ queryKey: ['a'], queryFn: answerAfter(4000) });
    await wait(1000);
    void client.prefetchQuery({ queryKey: ['b'], queryFn: answerAfter(5000) });
    await wait(2000);
    expect(latest()).toBe(true);
    await wait(1000); // a ends at 4 s; b, started at 1 s, has been fetching for 3 s
    expect(latest()).toBe(true);
    await wait(2000);
    expect(latest()).toBe(false);
  });

  it('waits 5 s on a slow network', async () => {
    vi.stubGlobal('navigator', { connection: { effectiveType: '2g' } });
    const { latest } = watch();
    void client.prefetchQuery({ queryKey: ['users'], queryFn: answerAfter(6000) });
    await wait(4999);
    expect(latest()).toBe(false);
    await wait(1);
    expect(latest()).toBe(true);
  });

  it('takes the thresholds it is given', async () => {
    const { latest } = watch({ threshold: 1000 });
    void client.prefetchQuery({ queryKey: ['users'], queryFn: answerAfter(6000) });
    await wait(1000);
    expect(latest()).toBe(true);
  });

  it('counts a query already fetching from when the watch starts', async () => {
    void client.prefetchQuery({ queryKey: ['users'], queryFn: answerAfter(10_000) });
    await wait(2000);
    const { latest } = watch();
    await wait(2999);
    expect(latest()).toBe(false);
    await wait(1);
    expect(latest()).toBe(true);
  });

  it('forgets a query removed while fetching', async () => {
    const { latest } = watch();
    void client.prefetchQuery({ queryKey: ['users'], queryFn: answerAfter(10_000) });
    await wait(3000);
    expect(latest()).toBe(true);
    client.removeQueries({ queryKey: ['users'] });
    expect(latest()).toBe(false);
  });

  it('reports nothing after it is stopped', async () => {
    const { onChange, stop } = watch();
    stop();
    void client.prefetchQuery({ queryKey: ['users'], queryFn: answerAfter(4000) });
    await wait(5000);
    expect(onChange.mock.calls).toEqual([[false]]);
  });
});
