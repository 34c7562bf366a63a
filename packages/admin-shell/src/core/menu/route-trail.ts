import { isAccessible, type MenuContext } from './build-menu.js';
import { matchesWholePath, matchRoutePath } from './match-route-path.js';
import type { MenuRoute, RouteTrailStep } from './types.js';

function trailTo(
  routes: readonly MenuRoute[],
  pathname: string,
): { route: MenuRoute; score: number; ancestors: MenuRoute[] } | undefined {
  let best: ReturnType<typeof trailTo>;
  for (const route of routes) {
    const deeper = trailTo(route.children ?? [], pathname);
    if (deeper && (!best || deeper.score > best.score)) {
      best = { ...deeper, ancestors: [route, ...deeper.ancestors] };
    }
    if (route.path === undefined || !matchesWholePath(route.path, pathname)) continue;
    const score = matchRoutePath(route.path, pathname) ?? 0;
    if (!best || score > best.score) best = { route, score, ancestors: [] };
  }
  return best;
}

/**
 * The named routes from the top of the menu down to the page at `pathname` (hidden routes
 * included, inaccessible ones left out): what breadcrumbs and the page title are built from.
 * Empty when no route matches.
 */
export function routeTrail(
  routes: readonly MenuRoute[],
  pathname: string,
  context: MenuContext,
): RouteTrailStep[] {
  const found = trailTo(routes, pathname);
  if (!found) return [];
  return [...found.ancestors, found.route]
    .filter((route) => route.path !== undefined && isAccessible(route, context))
    .map((route) => ({
      path: route.path ?? '',
      label: context.translate(route.name),
      icon: route.icon,
    }));
}

/** Breadcrumbs are shown only when they have at least two steps (spec §2). */
export function breadcrumbSteps(trail: readonly RouteTrailStep[]): readonly RouteTrailStep[] {
  return trail.length >= 2 ? trail : [];
}

/** The page title: the route's name, then the product's title; the title alone without one. */
export function documentTitle(trail: readonly RouteTrailStep[], productTitle: string): string {
  const page = trail.at(-1);
  return page ? `${page.label} - ${productTitle}` : productTitle;
}
