import type { MenuIcon, MenuItem } from '../menu/types.js';
import type { PaletteEntry } from './types.js';

/**
 * The pages of the menu as the person sees it (already without what they may not open): every
 * internal leaf, described by its groups from the top of the menu, with the nearest icon.
 * Links to other sites are left out: they are not pages of the app.
 */
export function pageEntries(
  items: readonly MenuItem[],
  open: (path: string) => void,
  trail: readonly string[] = [],
  icon?: MenuIcon,
): PaletteEntry[] {
  return items.flatMap((item): PaletteEntry[] => {
    const itemIcon = item.icon ?? icon;
    if (item.children.length > 0) {
      return pageEntries(item.children, open, [...trail, item.label], itemIcon);
    }
    const { path } = item;
    if (path === undefined) return [];
    return [
      {
        id: `page:${path}`,
        label: item.label,
        description: trail.length > 0 ? trail.join(' / ') : undefined,
        icon: itemIcon,
        run: () => open(path),
      },
    ];
  });
}
