import type { QueryClient } from '@tanstack/react-query';
import type { AnyRouter } from '@tanstack/react-router';
import type { QueryClientSource } from './query-client-source.js';

interface RootBeforeLoadOptions {
  location: { pathname: string };
  context: { queryClient?: QueryClient | undefined };
}

const prepared = new WeakSet<AnyRouter>();

/**
 * Makes the router's root `beforeLoad` (after its own) wait for the query client before every
 * page but the sign-in page, and hand it to the routes below through their context: someone who
 * leaves the sign-in page before the client's code has come waits for it there. Once per
 * router, however often it is called.
 */
export function loadQueryClientBeforeEachPage(router: AnyRouter, source: QueryClientSource): void {
  if (prepared.has(router)) return;
  prepared.add(router);
  const root = router.routeTree;
  const ownBeforeLoad = root.options.beforeLoad as
    | ((options: RootBeforeLoadOptions) => unknown)
    | undefined;
  // The router reads `beforeLoad` at every load, as `guardRouteAccess` relies on too.
  Object.assign(root.options, {
    beforeLoad: async (options: RootBeforeLoadOptions) => {
      const own = await ownBeforeLoad?.(options);
      if (!source.neededAt(options.location.pathname)) return own;
      const queryClient = options.context.queryClient ?? (await source.load());
      return { ...(own as object | undefined), queryClient };
    },
  });
}
