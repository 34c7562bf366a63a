import { Menu } from '@mantine/core';
import { Fragment } from 'react';
import type { MenuItem } from '../../core/menu/types.js';
import { MenuIconOf, MenuLabel } from './MenuLabel.js';
import { menuLinkProps } from './menu-entries.js';
import type { LayoutMenu } from './use-layout-menu.js';

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
