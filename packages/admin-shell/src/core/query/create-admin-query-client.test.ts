import { focusManager, MutationObserver, QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EnvelopeError, RequestError } from '../client/errors.js';
import { createAdminQueryClient } from './create-admin-query-client.js';

const clients: ReturnType<typeof createAdminQueryClient>[] = [];

/** A mounted client (so it hears focus events) that is cleaned up after the test. */
function mountedClient(...args: Parameters<typeof createAdminQueryClient>) {
  const client = createAdminQueryClient(...args);
  client.mount();
  clients.push(client);
  return client;
}

/** What a component using the query does on mount: subscribe an observer. */
function mountQuery(
  client: ReturnType<typeof createAdminQueryClient>,
  queryFn: () => Promise<unknown>,
) {
  const observer = new QueryObserver(client, { queryKey: ['users'], queryFn });
  return observer.subscribe(() => undefined);
}

/** Lets settled promises run and advances the fake clock. */
const wait = (ms: number) => vi.advanceTimersByTimeAsync(ms);

/** Leaves the window and comes back, as the browser's focus events would report it. */
async function refocus() {
  focusManager.setFocused(false);
  focusManager.setFocused(true);
  await wait(0);
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  for (const client of clients.splice(0)) {
    client.unmount();
    client.clear();
  }
  focusManager.setFocused(undefined);
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('createAdminQueryClient: freshness', () => {
  it('answers the same query from the cache for 2 s, then refetches on mount', async () => {
    const client = mountedClient();
    const queryFn = vi.fn(() => Promise.resolve(['ada']));
    mountQuery(client, queryFn);
    await wait(1999);
    mountQuery(client, queryFn);
    await wait(0);
    expect(queryFn).toHaveBeenCalledTimes(1);

    await wait(1);
    mountQuery(client, queryFn);
    await wait(0);
    expect(queryFn).toHaveBeenCalledTimes(2);
  });

  it('refetches a mounted query when it is invalidated, even while fresh', async () => {
    const client = mountedClient();
    const queryFn = vi.fn(() => Promise.resolve(['ada']));
    mountQuery(client, queryFn);
    await wait(500);
    await client.invalidateQueries({ queryKey: ['users'] });
    expect(queryFn).toHaveBeenCalledTimes(2);
  });

  it('lets the app choose another fresh time', async () => {
    const client = mountedClient({ staleTime: 10_000 });
    const queryFn = vi.fn(() => Promise.resolve(['ada']));
    mountQuery(client, queryFn);
    await wait(9000);
    mountQuery(client, queryFn);
    await wait(0);
    expect(queryFn).toHaveBeenCalledTimes(1);
  });
});

describe('createAdminQueryClient: focus', () => {
  it('refetches a stale query on focus at most once per 5 s', async () => {
    const client = mountedClient();
    const queryFn = vi.fn(() => Promise.resolve(['ada']));
    mountQuery(client, queryFn);
    await wait(3000);
    await refocus();
    // Stale (past 2 s) but answered 3 s ago: held back.
    expect(queryFn).toHaveBeenCalledTimes(1);

    await wait(2000);
    await refocus();
    expect(queryFn).toHaveBeenCalledTimes(2);

    await wait(4999);
    await refocus();
    expect(queryFn).toHaveBeenCalledTimes(2);
    await wait(1);
    await refocus();
    expect(queryFn).toHaveBeenCalledTimes(3);
  });

  it('throttles a query that failed at once just the same', async () => {
    const client = mountedClient();
    const queryFn = vi.fn(() => Promise.reject(new RequestError('Not found', 404, undefined)));
    mountQuery(client, queryFn);
    await wait(3000);
    await refocus();
    expect(queryFn).toHaveBeenCalledTimes(1);
    await wait(2000);
    await refocus();
    expect(queryFn).toHaveBeenCalledTimes(2);
  });

  it('lets the app choose another throttle', async () => {
    const client = mountedClient({ focusRefetchThrottle: 2000 });
    const queryFn = vi.fn(() => Promise.resolve(['ada']));
    mountQuery(client, queryFn);
    await wait(2000);
    await refocus();
    expect(queryFn).toHaveBeenCalledTimes(2);
  });
});

describe('createAdminQueryClient: retries', () => {
  /** Call times, in ms from the start, of a query that always fails with `error`. */
  async function callTimesOfFailing(
    error: Error,
    ...args: Parameters<typeof createAdminQueryClient>
  ) {
    const client = mountedClient(...args);
    const calls: number[] = [];
    const start = Date.now();
    mountQuery(client, () => {
      calls.push(Date.now() - start);
      return Promise.reject(error);
    });
    await wait(120_000);
    expect(client.getQueryState(['users'])?.status).toBe('error');
    return calls;
  }

  it('retries 3 times, 5 s apart', async () => {
    const calls = await callTimesOfFailing(new RequestError('Bad gateway', 502, undefined));
    expect(calls).toEqual([0, 5000, 10_000, 15_000]);
  });

  it('waits 10 s between retries on a slow network', async () => {
    vi.stubGlobal('navigator', { connection: { effectiveType: 'slow-2g' } });
    const calls = await callTimesOfFailing(new RequestError('Bad gateway', 502, undefined));
    expect(calls).toEqual([0, 10_000, 20_000, 30_000]);
  });

  it('keeps 5 s on a fast network', async () => {
    vi.stubGlobal('navigator', { connection: { effectiveType: '4g' } });
    const calls = await callTimesOfFailing(new RequestError('Bad gateway', 502, undefined));
    expect(calls).toEqual([0, 5000, 10_000, 15_000]);
  });

  it.each([
    ['a 500', new RequestError('Internal error', 500, undefined)],
    ['a network failure', new RequestError('fetch failed', undefined, undefined)],
    ['any other error', new TypeError('Failed to fetch')],
  ])('retries %s', async (_name, error) => {
    expect(await callTimesOfFailing(error)).toHaveLength(4);
  });

  it.each([
    ['a 400', new RequestError('Invalid', 400, undefined)],
    ['a 401', new RequestError('Sign in', 401, undefined)],
    ['a 499', new RequestError('Closed', 499, undefined)],
    ['an envelope error', new EnvelopeError({ code: 1001, data: null, message: 'Wrong password' })],
  ])('does not retry %s', async (_name, error) => {
    expect(await callTimesOfFailing(error)).toEqual([0]);
  });

  it('lets the app choose the retry count and delays', async () => {
    const error = new RequestError('Bad gateway', 502, undefined);
    expect(await callTimesOfFailing(error, { retry: 1, retryDelay: 100 })).toEqual([0, 100]);
  });

  it('lets the app choose the slow-network delay', async () => {
    vi.stubGlobal('navigator', { connection: { effectiveType: '2g' } });
    const error = new RequestError('Bad gateway', 502, undefined);
    expect(await callTimesOfFailing(error, { retry: 2, slowNetworkRetryDelay: 7000 })).toEqual([
      0, 7000, 14_000,
    ]);
  });

  it('never retries a mutation', async () => {
    const client = mountedClient();
    const mutationFn = vi.fn(() => Promise.reject(new RequestError('Bad gateway', 502, undefined)));
    const settled = new MutationObserver(client, { mutationFn }).mutate().catch(() => 'failed');
    await wait(60_000);
    await expect(settled).resolves.toBe('failed');
    expect(mutationFn).toHaveBeenCalledTimes(1);
  });
});
