import type { StaticDataRouteOption } from '@tanstack/react-router';
import type { MenuRoute, RouteMenuMeta } from './types.js';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** How the route appears in the menu, the breadcrumbs and the page title. */
    menu?: RouteMenuMeta;
  }
}

/** The parts of a TanStack Router route the menu reads. */
export interface RouteTreeNode {
  /** Set when a router is created with the tree. */
  fullPath: string;
  options: { staticData?: StaticDataRouteOption };
  children?: unknown;
}

function childrenOf(route: RouteTreeNode): RouteTreeNode[] {
  const { children } = route;
  if (!children) return [];
  return (Array.isArray(children) ? children : Object.values(children)) as RouteTreeNode[];
}

/** `/crud-table/` as `/crud-table`: how the router names an index route, and how the menu does. */
export function withoutTrailingSlash(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

function collect(routes: readonly RouteTreeNode[]): MenuRoute[] {
  const collected: MenuRoute[] = [];
  for (const node of routes) {
    const staticData = node.options.staticData;
    const meta = staticData?.menu;
    const children = collect(childrenOf(node));
    if (!meta) {
      // Pathless layouts and unnamed routes: their children belong to the parent's list.
      collected.push(...children);
      continue;
    }
    const { links, ...rest } = meta;
    const linkRoutes = (links ?? []).map(({ name, href, icon }) => ({ name, href, icon }));
    collected.push({
      ...rest,
      path: withoutTrailingSlash(node.fullPath),
      access: staticData?.access,
      children: [...children, ...linkRoutes],
    });
  }
  // Array sort is stable: routes without an order keep the order they are declared in.
  return collected.sort(
    (a, b) => (a.order ?? Number.MAX_SAFE_INTEGER) - (b.order ?? Number.MAX_SAFE_INTEGER),
  );
}

/**
 * The menu's description from a TanStack Router router's routes: every route with
 * `staticData.menu` becomes an entry, with its `staticData.access` flag, nested as the routes
 * are; routes without one (pathless layouts) pass their children up. It takes the router, not
 * the bare tree, because routes learn their full paths when a router is created with them.
 *
 * @example
 * const router = createRouter({ routeTree });
 * const menu = menuFromRouter(router);
 * <AdminLayout menu={menu}>…</AdminLayout>
 */
export function menuFromRouter(router: { routeTree: RouteTreeNode }): MenuRoute[] {
  return collect(childrenOf(router.routeTree));
}
