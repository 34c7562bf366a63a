import { Menu } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { Fragment, type MouseEvent } from 'react';
import type { MenuItem } from '../../core/menu/types.js';
import { MenuIconOf, MenuLabel } from './MenuLabel.js';
import type { LayoutMenu } from './use-layout-menu.js';

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

/** A group's pages as dropdown items, nested groups as labels: for flyouts and "more" menus. */
export function DropdownEntries({ items, menu }: { items: readonly MenuItem[]; menu: LayoutMenu }) {
  return items.map((item) =>
    item.children.length > 0 ? (
      <Fragment key={item.key}>
        <Menu.Label>{item.label}</Menu.Label>
        <DropdownEntries items={item.children} menu={menu} />
      </Fragment>
    ) : (
      <Menu.Item
        key={item.key}
        leftSection={<MenuIconOf item={item} />}
        data-active={menu.activeKey === item.key || undefined}
        aria-current={menu.activeKey === item.key ? 'page' : undefined}
        {...menuLinkProps(item)}
      >
        <MenuLabel item={item} />
      </Menu.Item>
    ),
  );
}
