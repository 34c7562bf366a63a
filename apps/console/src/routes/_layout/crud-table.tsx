import { IconTable } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { CrudTableLayout } from './crud-table/-components/CrudTableLayout';

export const Route = createFileRoute('/_layout/crud-table')({
  staticData: {
    menu: { name: 'menu.crudTable', icon: IconTable, order: 2, hideChildrenInMenu: true },
  },
  component: CrudTableLayout,
});
