import { IconTable } from '@tabler/icons-react';
import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';

export const Route = createFileRoute('/_layout/crud-table')({
  staticData: {
    menu: { name: 'menu.crudTable', icon: IconTable, order: 2, hideChildrenInMenu: true },
  },
  component: lazyRouteComponent(
    () => import('./crud-table/-components/CrudTableLayout'),
    'CrudTableLayout',
  ),
});
