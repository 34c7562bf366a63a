import type { AnyRoute } from '@tanstack/react-router';
import { type AccessFlagName, type AccessFlags, isAllowed } from './flags.js';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** The access flag a person needs to open this route; routes without one are open. */
    access?: AccessFlagName;
  }
}

/**
 * Declares the flag a route needs, in its `staticData`: the one place the menu and the route
 * guard ({@link guardRouteAccess}) read it. The flag name is checked at compile time.
 *
 * @example
 * export const Route = createFileRoute('/admin-manager')({
 *   staticData: { ...requireAccess('isAdmin') },
 *   component: AdminManager,
 * });
 */
export function requireAccess(flag: AccessFlagName): { access: AccessFlagName } {
  return { access: flag };
}

/** Thrown by a guarded route's `beforeLoad` for a person without its flag: the 403 page. */
export class ForbiddenError extends Error {
  override readonly name = 'ForbiddenError';
  constructor(readonly flag: AccessFlagName) {
    super(`The access flag "${flag}" is required`);
  }
}

function flagsIn(context: unknown): AccessFlags {
  const access = (context as { access?: AccessFlags } | undefined)?.access;
  if (!access) {
    throw new Error(
      'guardRouteAccess needs `access` in the router context: pass useAdminRouterContext()',
    );
  }
  return access;
}

/**
 * Makes every route that declares a flag (`staticData.access`) check it in `beforeLoad`,
 * before its own `beforeLoad`: a person without it gets a `ForbiddenError`, which the route's
 * error component shows as the 403 page inside the layout, and neither the route's loader nor
 * any loader below it runs. The flags come from the router context's `access`. Returns the
 * tree it was given, so it wraps `createRouter({ routeTree })`.
 *
 * @example
 * const router = createRouter({ routeTree: guardRouteAccess(routeTree), … });
 */
export function guardRouteAccess<Tree extends AnyRoute>(routeTree: Tree): Tree {
  const pending: AnyRoute[] = [routeTree];
  for (let route = pending.pop(); route; route = pending.pop()) {
    const children: unknown = route.children;
    if (children && typeof children === 'object') {
      pending.push(...(Object.values(children) as AnyRoute[]));
    }
    const flag = route.options.staticData?.access;
    if (flag === undefined) continue;
    const ownBeforeLoad = route.options.beforeLoad as
      | ((options: { context: unknown }) => unknown)
      | undefined;
    // The router reads `beforeLoad` at every load, so a change before the first one holds;
    // `route.update` types only what it expects to change later.
    Object.assign(route.options, {
      beforeLoad: (options: { context: unknown }) => {
        if (!isAllowed(flagsIn(options.context), flag)) throw new ForbiddenError(flag);
        return ownBeforeLoad?.(options);
      },
    });
  }
  return routeTree;
}
