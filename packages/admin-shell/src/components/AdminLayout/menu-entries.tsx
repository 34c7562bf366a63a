import { Link } from '@tanstack/react-router';
import type { MouseEvent } from 'react';
import type { MenuItem } from '../../core/menu/types.js';

type RootProps = Record<string, unknown> & { onClick?: (event: MouseEvent) => void };

/**
 * What makes a Mantine element (NavLink, Menu.Item, Button) an entry's link: a new tab for an
 * external address, else a router Link that is current only on its own page (a Link would
 * otherwise mark every ancestor of the page as current). `onNavigate` runs after the
 * element's own click handler, which a menu item needs to close its dropdown.
 */
export function menuLinkProps(item: MenuItem, onNavigate?: () => void) {
  if (item.href !== undefined) {
    return {
      component: 'a',
      href: item.href,
      target: '_blank',
      rel: 'noopener noreferrer',
    } as const;
  }
  return {
    renderRoot: ({ onClick, ...props }: RootProps) => (
      <Link
        to={item.path}
        activeOptions={{ exact: true }}
        {...props}
        onClick={(event: MouseEvent) => {
          onClick?.(event);
          onNavigate?.();
        }}
      />
    ),
  };
}
