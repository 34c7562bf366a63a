export {
  type AdminQueryClientOptions,
  createAdminQueryClient,
} from './create-admin-query-client.js';
export { isRetryableError } from './is-retryable-error.js';
export { isSlowNetwork, type NavigatorLike } from './is-slow-network.js';
export { type LoadingSlowOptions, loadingSlowAfterMs } from './loading-slow-after-ms.js';
export { useLoadingSlow } from './use-loading-slow.js';
export { useQueriesLoadingSlow } from './use-queries-loading-slow.js';
export { watchSlowFetches } from './watch-slow-fetches.js';
