import type { AdminRouterContext } from '@org/admin-shell';

/**
 * What every route's beforeLoad and loader receive: the shell's router context (the query
 * client, the data provider, the preferences, the access flags and the user), which
 * `useAdminRouterContext()` provides. The router is mounted only once the session has loaded.
 */
export type RouterContext = AdminRouterContext;
