import { useMediaQuery } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';

/** Below Mantine's `sm` (768 px) the menu is a drawer (decisions §6). */
export const phoneQuery = '(max-width: 47.99em)';
/** From `sm` to below `md` (768–991 px) the side menu starts collapsed. */
export const tabletQuery = '(min-width: 48em) and (max-width: 61.99em)';

export interface SiderCollapse {
  /** The viewport is phone-sized: the menu lives in a drawer. */
  isPhone: boolean;
  /** The side menu shows icons only (64 px). */
  collapsed: boolean;
  setCollapsed(collapsed: boolean): void;
}

/**
 * The side menu's collapsed state: collapsed on tablet widths, expanded above, re-decided
 * whenever the viewport crosses into another range; the person's toggle holds until then.
 * `defaultCollapsed` decides the first state instead of the viewport.
 */
export function useSiderCollapse(defaultCollapsed?: boolean): SiderCollapse {
  const options = { getInitialValueInEffect: false };
  const isPhone = useMediaQuery(phoneQuery, undefined, options);
  const isTablet = useMediaQuery(tabletQuery, undefined, options);
  const [collapsed, setCollapsed] = useState(defaultCollapsed ?? isTablet);
  const crossed = useRef(isTablet);
  useEffect(() => {
    if (crossed.current === isTablet) return;
    crossed.current = isTablet;
    setCollapsed(isTablet);
  }, [isTablet]);
  return { isPhone, collapsed, setCollapsed };
}
