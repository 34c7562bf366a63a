import { type AnyRouter, RouterProvider } from '@tanstack/react-router';
import { type ReactNode, startTransition, useEffect, useState } from 'react';
import { type AdminRouterContext, useAdminRouterContext } from '../../core/app/router-context.js';
import { loadAllWordsBeforeEachPage } from '../../core/i18n/all-words.js';
import { useI18nProvider } from '../../core/i18n/i18n-context.js';
import { useQueryClientSource } from '../../core/query/QueryClientSourceProvider.js';
import { loadQueryClientBeforeEachPage } from '../../core/query/route-query-client.js';
import { useSession } from '../../core/session/SessionProvider.js';
import { useHoldPageLoad } from '../../hooks/use-page-loaded/use-page-loaded.js';
import { FullScreenLoader } from '../FullScreenLoader/FullScreenLoader.js';

export interface AdminRouterProviderProps {
  /** The app's router, made by `createRouter` with an {@link AdminRouterContext}. */
  router: AnyRouter;
  /** Shown until the first page is ready. Default: {@link FullScreenLoader}. */
  pending?: ReactNode;
}

/** Each router's first load, once, however often the provider mounts (StrictMode mounts twice). */
const firstLoads = new WeakMap<AnyRouter, Promise<void>>();

function loadFirstPage(router: AnyRouter, context: AdminRouterContext): Promise<void> {
  let load = firstLoads.get(router);
  if (!load) {
    router.update({ ...router.options, context: { ...router.options.context, ...context } });
    // A failed loader or guard is kept in the router's state: the page shows it once mounted.
    load = router.load().catch(() => undefined);
    firstLoads.set(router, load);
  }
  return load;
}

/**
 * TanStack Router's `RouterProvider` for an admin app: given `useAdminRouterContext()`, and
 * mounted once the session is known, so a route's guard decides on a settled answer and no
 * loader asks the API for data before it is known who is signed in. Every page but the sign-in
 * page waits for the query client, when the shell's default one has not loaded yet, and for
 * the words the sign-in page goes without (`AppCatalogue`'s `rest`).
 *
 * The first page is loaded (its guard, code and loaders) before the router mounts, and then
 * drawn in a transition: React renders the layout and the page in slices, answering a tap
 * between them, where drawing them on the router's own first load took one task (60–130 ms on
 * a 4× throttled phone, the longest of the home page's load).
 *
 * Until that page has been painted the app does not count as loaded (`usePageLoaded`), so
 * what waits for that does not delay it.
 */
export function AdminRouterProvider({
  router,
  pending = <FullScreenLoader />,
}: AdminRouterProviderProps) {
  const { loading } = useSession();
  const context = useAdminRouterContext();
  const [loaded, setLoaded] = useState(false);
  const queryClients = useQueryClientSource();
  const i18n = useI18nProvider();
  useEffect(() => loadQueryClientBeforeEachPage(router, queryClients), [router, queryClients]);
  useEffect(
    () => loadAllWordsBeforeEachPage(router, i18n, queryClients.neededAt),
    [router, i18n, queryClients],
  );
  useEffect(() => {
    if (loading || loaded) return;
    let mounted = true;
    void loadFirstPage(router, context).then(() => {
      if (mounted) startTransition(() => setLoaded(true));
    });
    return () => {
      mounted = false;
    };
  }, [router, loading, loaded, context]);
  useHoldPageLoad(!loaded);
  if (!loaded) return pending;
  return <RouterProvider router={router} context={context} />;
}
