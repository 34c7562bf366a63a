import { useMediaQuery } from '@mantine/hooks';
import { useEffect, useRef } from 'react';
import { useLayoutSettings } from '../use-layout-settings/use-layout-settings.js';

/** Below Mantine's `sm` (768 px) the menu is a drawer (decisions §6). */
export const phoneQuery = '(max-width: 47.99em)';
/** From `sm` to below `md` (768–991 px) the side menu starts collapsed. */
export const tabletQuery = '(min-width: 48em) and (max-width: 61.99em)';

export interface SiderCollapse {
  /** The viewport is phone-sized: the menu lives in a drawer. */
  isPhone: boolean;
  /** The side menu shows icons only (64 px). */
  collapsed: boolean;
  /** Collapses or expands the side menu, and remembers the choice in the layout preferences. */
  setCollapsed(collapsed: boolean): void;
}

/**
 * The side menu's collapsed state: the person's last choice, kept in the layout preferences so
 * it survives a reload; without one, `defaultCollapsed`, or collapsed on tablet widths and
 * expanded above. Crossing into another viewport range forgets the choice, so the new range's
 * default applies (and still does after a reload).
 */
export function useSiderCollapse(defaultCollapsed?: boolean): SiderCollapse {
  const options = { getInitialValueInEffect: false };
  const isPhone = useMediaQuery(phoneQuery, undefined, options);
  const isTablet = useMediaQuery(tabletQuery, undefined, options);
  const { settings, update } = useLayoutSettings();
  const chosen = settings.collapsed;
  const crossed = useRef(isTablet);
  useEffect(() => {
    if (crossed.current === isTablet) return;
    crossed.current = isTablet;
    if (chosen !== undefined) update({ collapsed: undefined });
  }, [isTablet, chosen, update]);
  return {
    isPhone,
    collapsed: chosen ?? defaultCollapsed ?? isTablet,
    setCollapsed: (collapsed) => update({ collapsed }),
  };
}
