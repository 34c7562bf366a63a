import type { Query, QueryCache } from '@tanstack/react-query';
import { type LoadingSlowOptions, loadingSlowAfterMs } from './loading-slow-after-ms.js';

/**
 * Tells `onChange` whether any query in `queryCache` has been fetching for longer than the
 * loading-slow threshold: once at the start, then on every change. A query counts from the
 * moment its fetch starts until it settles, retries and offline pauses included, because the
 * person is still waiting; queries already fetching when the watch starts count from then.
 *
 * @returns A function that stops watching.
 */
export function watchSlowFetches(
  queryCache: QueryCache,
  onChange: (slow: boolean) => void,
  options: LoadingSlowOptions = {},
): () => void {
  // The moment each fetching query's fetch becomes slow. The threshold is read when the fetch
  // starts, so it suits the network the fetch started on.
  const slowAt = new Map<Query, number>();
  let reported: boolean | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const report = (slow: boolean) => {
    if (slow !== reported) onChange(slow);
    reported = slow;
  };

  const track = (query: Query) => {
    if (query.state.fetchStatus === 'idle') slowAt.delete(query);
    else if (!slowAt.has(query)) slowAt.set(query, Date.now() + loadingSlowAfterMs(options));
  };

  const update = () => {
    clearTimeout(timer);
    const firstSlowAt = Math.min(...slowAt.values());
    const wait = firstSlowAt - Date.now();
    report(wait <= 0);
    // Infinity when nothing is fetching: there is nothing to wait for.
    if (wait > 0 && Number.isFinite(wait)) timer = setTimeout(update, wait);
  };

  for (const query of queryCache.getAll()) track(query);
  update();
  const unsubscribe = queryCache.subscribe((event) => {
    if (event.type === 'removed') slowAt.delete(event.query);
    else track(event.query);
    update();
  });

  return () => {
    unsubscribe();
    clearTimeout(timer);
  };
}
