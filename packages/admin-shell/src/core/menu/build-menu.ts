import type { MenuItem, MenuName, MenuRoute } from './types.js';

/** How {@link buildMenu} and the trail functions learn what the current person may see. */
export interface MenuContext {
  /** Whether the person holds the flag; called only for routes that declare one. */
  can(flag: NonNullable<MenuRoute['access']>): boolean;
  /** The label in the current language. */
  translate(name: MenuName): string;
}

/** Routes a person may open; the others lose their name (spec §2), so nothing shows them. */
export function isAccessible(route: MenuRoute, context: MenuContext): boolean {
  return route.access === undefined || context.can(route.access);
}

/**
 * The menu the current person sees: without hidden routes, routes they cannot access, and
 * groups left with no visible child. A route with `hideChildrenInMenu` becomes a single entry.
 */
export function buildMenu(routes: readonly MenuRoute[], context: MenuContext): MenuItem[] {
  const items: MenuItem[] = [];
  for (const route of routes) {
    if (route.hidden || !isAccessible(route, context)) continue;
    const isGroup = (route.children?.length ?? 0) > 0 && !route.hideChildrenInMenu;
    const children = isGroup ? buildMenu(route.children ?? [], context) : [];
    if (isGroup && children.length === 0) continue;
    const key = route.path ?? route.href;
    if (key === undefined) continue;
    items.push({
      key,
      label: context.translate(route.name),
      icon: route.icon,
      path: route.path,
      href: route.href,
      children,
    });
  }
  return items;
}
