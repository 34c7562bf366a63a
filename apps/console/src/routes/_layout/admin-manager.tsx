import { requireAccess } from '@org/admin-shell';
import { IconCrown } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { AdminManagerPage } from './-components/AdminManagerPage';

export const Route = createFileRoute('/_layout/admin-manager')({
  staticData: {
    ...requireAccess('isAdmin'),
    menu: { name: 'menu.adminManager', icon: IconCrown, order: 3 },
  },
  component: AdminManagerPage,
});
