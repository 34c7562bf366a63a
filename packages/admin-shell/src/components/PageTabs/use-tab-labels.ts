import { useMemo } from 'react';
import type { MenuContext } from '../../core/menu/build-menu.js';
import { routeTrail } from '../../core/menu/route-trail.js';
import type { MenuIcon, MenuRoute } from '../../core/menu/types.js';
import { type OpenTab, pathnameOf } from '../../core/tabs/tab-model.js';

/** What a tab shows of its page. */
export interface TabLabel {
  label: string;
  /** The way from the top of the menu to the page (`CRUD 表格 / 用户`), for a tooltip. */
  path: string;
  icon?: MenuIcon;
}

/** A tab's page as the menu names it: its route's name and icon, else its address. */
export function tabLabel(menu: readonly MenuRoute[], context: MenuContext, tab: OpenTab): TabLabel {
  const pathname = pathnameOf(tab.href);
  const trail = routeTrail(menu, pathname, context);
  const page = trail.at(-1);
  if (!page) return { label: pathname, path: pathname };
  return { label: page.label, path: trail.map((step) => step.label).join(' / '), icon: page.icon };
}

/** Every open tab's label, by key. */
export function useTabLabels(
  menu: readonly MenuRoute[],
  context: MenuContext,
  tabs: readonly OpenTab[],
): ReadonlyMap<string, TabLabel> {
  return useMemo(
    () => new Map(tabs.map((tab) => [tab.key, tabLabel(menu, context, tab)])),
    [menu, context, tabs],
  );
}
