import { isSlowNetwork, type NavigatorLike } from './is-slow-network.js';

/** When a load counts as slow, so the UI can say it is still working. */
export interface LoadingSlowOptions {
  /** Milliseconds of loading before it counts as slow. Default 3000. */
  threshold?: number;
  /** The same on a slow network (2g or slow-2g). Default 5000. */
  slowNetworkThreshold?: number;
}

/**
 * How long a load may take before it counts as slow: `threshold`, or `slowNetworkThreshold`
 * when the browser reports a slow network, where every load is expected to take longer.
 *
 * @param navigatorLike Where to read the network type from. Default: the global `navigator`.
 */
export function loadingSlowAfterMs(
  options: LoadingSlowOptions = {},
  navigatorLike?: NavigatorLike,
): number {
  const { threshold = 3000, slowNetworkThreshold = 5000 } = options;
  return isSlowNetwork(navigatorLike) ? slowNetworkThreshold : threshold;
}
