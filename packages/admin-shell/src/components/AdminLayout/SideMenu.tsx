import { NavLink } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useI18n } from '../../core/i18n/i18n-context.js';
import type { MenuItem } from '../../core/menu/types.js';
import { DeferredMenu } from '../DeferredOverlays/DeferredMenu.js';
import { DeferredTooltip } from '../DeferredOverlays/DeferredTooltip.js';
import { MenuIconOf, MenuLabel } from './MenuLabel.js';
import { menuLinkProps } from './menu-entries.js';
import { handleMenuKeyDown } from './menu-keyboard.js';
import type { LayoutMenu } from './use-layout-menu.js';

/** Collapsed entries name themselves after this pause (spec §9). */
export const SIDER_TOOLTIP_DELAY_MS = 400;

interface SideMenuProps {
  menu: LayoutMenu;
  /** Icons only, 64 px wide; groups open as a flyout. */
  collapsed: boolean;
  /** Called after an entry is chosen: the drawer closes itself with it. */
  onNavigate?: () => void;
}

function ExpandedEntries({
  items,
  menu,
  open,
  toggle,
  onNavigate,
}: {
  items: readonly MenuItem[];
  menu: LayoutMenu;
  open: ReadonlySet<string>;
  toggle: (key: string) => void;
  onNavigate?: () => void;
}) {
  return items.map((item) =>
    item.children.length > 0 ? (
      <div key={item.key} data-menu-group>
        <NavLink
          component="button"
          type="button"
          data-menu-item
          label={item.label}
          leftSection={<MenuIconOf item={item} />}
          opened={open.has(item.key)}
          onChange={() => toggle(item.key)}
          active={
            menu.activeKey !== item.key && menu.trailKeys.has(item.key) && !open.has(item.key)
          }
          variant="subtle"
          childrenOffset={28}
        >
          <ExpandedEntries
            items={item.children}
            menu={menu}
            open={open}
            toggle={toggle}
            onNavigate={onNavigate}
          />
        </NavLink>
      </div>
    ) : (
      <NavLink
        key={item.key}
        data-menu-item
        label={<MenuLabel item={item} />}
        leftSection={<MenuIconOf item={item} />}
        active={menu.activeKey === item.key}
        aria-current={menu.activeKey === item.key ? 'page' : undefined}
        {...menuLinkProps(item, onNavigate)}
      />
    ),
  );
}

function CollapsedEntries({ menu }: { menu: LayoutMenu }) {
  return menu.items.map((item) => {
    const onTrail = menu.trailKeys.has(item.key);
    if (item.children.length === 0) {
      return (
        <DeferredTooltip
          key={item.key}
          label={item.label}
          position="right"
          openDelay={SIDER_TOOLTIP_DELAY_MS}
          withArrow
        >
          <NavLink
            data-menu-item
            className="admin-shell-collapsed-entry"
            aria-label={item.label}
            label={null}
            leftSection={<MenuIconOf item={item} fallbackToLetter />}
            active={menu.activeKey === item.key}
            aria-current={menu.activeKey === item.key ? 'page' : undefined}
            {...menuLinkProps(item)}
          />
        </DeferredTooltip>
      );
    }
    return (
      <DeferredMenu
        key={item.key}
        position="right-start"
        trigger="click-hover"
        openDelay={100}
        closeDelay={200}
        withinPortal
        offset={4}
        target={
          <NavLink
            component="button"
            type="button"
            data-menu-item
            className="admin-shell-collapsed-entry"
            aria-label={item.label}
            label={null}
            leftSection={<MenuIconOf item={item} fallbackToLetter />}
            active={onTrail}
          />
        }
        dropdown={({ Menu, DropdownEntries }) => (
          <>
            <Menu.Label>{item.label}</Menu.Label>
            <DropdownEntries items={item.children} menu={menu} />
          </>
        )}
      />
    );
  });
}

/**
 * The vertical menu of the sider and the phone drawer: groups open along the current page's
 * path, arrow keys move between entries, and collapsed it shows icons with delayed tooltips.
 */
export function SideMenu({ menu, collapsed, onNavigate }: SideMenuProps) {
  const { t } = useI18n();
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(menu.trailKeys));
  // Arriving at a page opens the groups above it; groups the person opened stay open.
  useEffect(() => {
    setOpen((current) => new Set([...current, ...menu.trailKeys]));
  }, [menu.trailKeys]);
  const toggle = (key: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(key)) next.add(key);
      return next;
    });

  return (
    <nav
      aria-label={t('layout.mainMenu')}
      className="admin-shell-side-menu"
      data-collapsed={collapsed || undefined}
      onKeyDown={handleMenuKeyDown}
    >
      {collapsed ? (
        <CollapsedEntries menu={menu} />
      ) : (
        <ExpandedEntries
          items={menu.items}
          menu={menu}
          open={open}
          toggle={toggle}
          onNavigate={onNavigate}
        />
      )}
    </nav>
  );
}
