import type { AnyRouter } from '@tanstack/react-router';

/** What the router's root `beforeLoad` is given, as far as the shell reads it. */
export interface RootBeforeLoadOptions {
  location: { pathname: string };
  context: Record<string, unknown>;
}

/**
 * Has the router's root `beforeLoad` run `after` once its own has, given what that returned;
 * what `after` returns is the root's context. Once per router and `wrapped` set, however often
 * it is called.
 */
export function afterRootBeforeLoad(
  router: AnyRouter,
  wrapped: WeakSet<AnyRouter>,
  after: (options: RootBeforeLoadOptions, own: unknown) => Promise<unknown>,
): void {
  if (wrapped.has(router)) return;
  wrapped.add(router);
  const root = router.routeTree;
  const ownBeforeLoad = root.options.beforeLoad as
    | ((options: RootBeforeLoadOptions) => unknown)
    | undefined;
  // The router reads `beforeLoad` at every load, as `guardRouteAccess` relies on too.
  Object.assign(root.options, {
    beforeLoad: async (options: RootBeforeLoadOptions) =>
      after(options, await ownBeforeLoad?.(options)),
  });
}
