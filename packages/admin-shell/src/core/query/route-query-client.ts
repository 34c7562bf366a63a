import type { QueryClient } from '@tanstack/react-query';
import type { AnyRouter } from '@tanstack/react-router';
import { afterRootBeforeLoad } from '../app/after-root-before-load.js';
import type { QueryClientSource } from './query-client-source.js';

const prepared = new WeakSet<AnyRouter>();

/**
 * Makes the router's root `beforeLoad` (after its own) wait for the query client before every
 * page but the sign-in page, and hand it to the routes below through their context: someone who
 * leaves the sign-in page before the client's code has come waits for it there. Once per
 * router, however often it is called.
 */
export function loadQueryClientBeforeEachPage(router: AnyRouter, source: QueryClientSource): void {
  afterRootBeforeLoad(router, prepared, async (options, own) => {
    if (!source.neededAt(options.location.pathname)) return own;
    const given = options.context.queryClient as QueryClient | undefined;
    const queryClient = given ?? (await source.load());
    return { ...(own as object | undefined), queryClient };
  });
}
