import { Drawer } from '@mantine/core';
import type { ReactNode } from 'react';
import { useI18n } from '../../core/i18n/i18n-context.js';
import { SideMenu } from './SideMenu.js';
import type { LayoutMenu } from './use-layout-menu.js';

interface NavigationDrawerProps {
  menu: LayoutMenu;
  opened: boolean;
  onClose(): void;
  /** The brand at the drawer's top. */
  title: ReactNode;
}

/**
 * The side menu as a drawer, for phone widths. A module of its own: the drawer brings Mantine's
 * modal, focus trap and scroll lock, which wider screens never need.
 */
export function NavigationDrawer({ menu, opened, onClose, title }: NavigationDrawerProps) {
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
    </Drawer>
  );
}
