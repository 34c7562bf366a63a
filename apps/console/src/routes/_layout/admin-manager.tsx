import { requireAccess } from '@org/admin-shell';
import { IconCrown } from '@tabler/icons-react';
import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';

export const Route = createFileRoute('/_layout/admin-manager')({
  staticData: {
    ...requireAccess('isAdmin'),
    menu: { name: 'menu.adminManager', icon: IconCrown, order: 3 },
  },
  component: lazyRouteComponent(() => import('./-components/AdminManagerPage'), 'AdminManagerPage'),
});
