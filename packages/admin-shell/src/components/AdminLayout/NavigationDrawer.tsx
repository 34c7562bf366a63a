import { Drawer } from '@mantine/core';
import type { ReactNode } from 'react';
import { useI18n } from '../../core/i18n/i18n-context.js';
import type { MenuRoute } from '../../core/menu/types.js';
import { OpenTabsList } from '../PageTabs/OpenTabsList.js';
import { SideMenu } from './SideMenu.js';
import type { LayoutMenu } from './use-layout-menu.js';

interface NavigationDrawerProps {
  menu: LayoutMenu;
  /** The menu's description, which names the open tabs listed under the menu. */
  routes: readonly MenuRoute[];
  opened: boolean;
  onClose(): void;
  /** The brand at the drawer's top. */
  title: ReactNode;
}

/**
 * The side menu as a drawer, for phone widths, with the open tabs under it when the tab bar is on. A module of its own: the drawer brings Mantine's
 * modal, focus trap and scroll lock, which wider screens never need.
 */
export function NavigationDrawer({ menu, routes, opened, onClose, title }: NavigationDrawerProps) {
  const { t } = useI18n();
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      size={280}
      padding="xs"
      title={title}
      closeButtonProps={{ 'aria-label': t('layout.closeNavigation') }}
    >
      <SideMenu menu={menu} collapsed={false} onNavigate={onClose} />
      <OpenTabsList menu={routes} onNavigate={onClose} />
    </Drawer>
  );
}
