import { useEffect, useState } from 'react';
import { type LoadingSlowOptions, loadingSlowAfterMs } from './loading-slow-after-ms.js';

/**
 * Whether a load has lasted long enough for the UI to say it is still working: true once
 * `isLoading` has been true for 3 s (5 s on a slow network; see {@link LoadingSlowOptions}),
 * false as soon as it turns false.
 *
 * @example
 * const { isPending } = useQuery(usersQueryOptions());
 * const loadingSlow = useLoadingSlow(isPending);
 * return loadingSlow ? <Text>Still loading…</Text> : null;
 */
export function useLoadingSlow(isLoading: boolean, options: LoadingSlowOptions = {}): boolean {
  const [slow, setSlow] = useState(false);
  // Depend on the numbers, not on the options object, which is new on every render and would
  // restart the clock each time.
  const { threshold, slowNetworkThreshold } = options;

  useEffect(() => {
    if (!isLoading) return;
    const timer = setTimeout(
      () => setSlow(true),
      loadingSlowAfterMs({ threshold, slowNetworkThreshold }),
    );
    return () => {
      clearTimeout(timer);
      setSlow(false);
    };
  }, [isLoading, threshold, slowNetworkThreshold]);

  // `slow` is reset only after the render in which loading ends; do not show it in that render.
  return isLoading && slow;
}
