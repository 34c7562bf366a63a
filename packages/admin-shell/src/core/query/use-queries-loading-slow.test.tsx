// @vitest-environment jsdom
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useQueriesLoadingSlow } from './use-queries-loading-slow.js';

const answerAfter = (ms: number) => () =>
  new Promise<string>((resolve) => setTimeout(() => resolve('done'), ms));

const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

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

const withClient = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={client}>{children}</QueryClientProvider>
);

describe('useQueriesLoadingSlow', () => {
  it('is true while a query of the provided client has fetched for over 3 s', async () => {
    const { result } = renderHook(
      () => {
        useQuery({ queryKey: ['users'], queryFn: answerAfter(4000) });
        return useQueriesLoadingSlow();
      },
      { wrapper: withClient },
    );
    expect(result.current).toBe(false);
    await wait(2999);
    expect(result.current).toBe(false);
    await wait(1);
    expect(result.current).toBe(true);
    await wait(1000);
    expect(result.current).toBe(false);
  });

  it('watches the client it is given, with the thresholds it is given', async () => {
    const { result } = renderHook(() => useQueriesLoadingSlow({ threshold: 500 }, client));
    void client.prefetchQuery({ queryKey: ['users'], queryFn: answerAfter(4000) });
    await wait(499);
    expect(result.current).toBe(false);
    await wait(1);
    expect(result.current).toBe(true);
  });

  it('starts over when the thresholds change', async () => {
    const { result, rerender } = renderHook(
      (props) => useQueriesLoadingSlow({ threshold: props.threshold }, client),
      { initialProps: { threshold: 500 } },
    );
    void client.prefetchQuery({ queryKey: ['users'], queryFn: answerAfter(10_000) });
    await wait(500);
    expect(result.current).toBe(true);
    rerender({ threshold: 3000 });
    await wait(0);
    expect(result.current).toBe(false);
    await wait(3000);
    expect(result.current).toBe(true);
  });
});
