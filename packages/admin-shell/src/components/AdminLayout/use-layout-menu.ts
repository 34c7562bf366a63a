import { useRouterState } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useAccess } from '../../core/access/AccessProvider.js';
import { isAllowed } from '../../core/access/flags.js';
import { useI18n } from '../../core/i18n/i18n-context.js';
import { buildMenu, type MenuContext } from '../../core/menu/build-menu.js';
import { routeTrail } from '../../core/menu/route-trail.js';
import type { MenuItem, MenuRoute, RouteTrailStep } from '../../core/menu/types.js';

export interface LayoutMenu {
  items: MenuItem[];
  /** From the top of the menu to the current page. */
  trail: RouteTrailStep[];
  /** The visible entry that stands for the current page (itself or its nearest ancestor). */
  activeKey: string | undefined;
  /** Groups on the way to the current page, open by default. */
  trailKeys: ReadonlySet<string>;
}

function collectKeys(items: readonly MenuItem[], keys: Set<string>): Set<string> {
  for (const item of items) {
    keys.add(item.key);
    collectKeys(item.children, keys);
  }
  return keys;
}

/** What the menu is built with: the person's flags and language. */
export function useMenuContext(): MenuContext {
  const flags = useAccess();
  const { t, locale } = useI18n();
  return useMemo(
    () => ({
      can: (flag) => isAllowed(flags, flag),
      translate: (name) => (typeof name === 'string' ? t(name) : name[locale]),
    }),
    [flags, t, locale],
  );
}

/** The menu, trail and active entry for the current person and location. */
export function useLayoutMenu(menu: readonly MenuRoute[]): LayoutMenu {
  const context = useMenuContext();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  return useMemo(() => {
    const items = buildMenu(menu, context);
    const trail = routeTrail(menu, pathname, context);
    const visible = collectKeys(items, new Set());
    const activeKey = trail.findLast((step) => visible.has(step.path))?.path;
    return { items, trail, activeKey, trailKeys: new Set(trail.map((step) => step.path)) };
  }, [menu, context, pathname]);
}
