export { buildMenu, isAccessible, type MenuContext } from './build-menu.js';
export { matchesWholePath, matchRoutePath } from './match-route-path.js';
export { menuFromRouter, type RouteTreeNode } from './menu-from-router.js';
export { breadcrumbSteps, documentTitle, routeTrail } from './route-trail.js';
export type {
  MenuIcon,
  MenuItem,
  MenuLink,
  MenuName,
  MenuRoute,
  RouteMenuMeta,
  RouteTrailStep,
} from './types.js';
