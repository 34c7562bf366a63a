import { crudRouteOptions, requireAccess } from '@org/admin-shell';
import { createFileRoute } from '@tanstack/react-router';
import { UsersTab } from './-components/UsersTab';
import { userCrud } from './-components/user-crud';

export const Route = createFileRoute('/_layout/crud-table/')({
  // Named like the articles tab, so both show the same breadcrumbs and a title of their own.
  staticData: { ...requireAccess('users.read'), menu: { name: 'menu.crudUsers' } },
  ...crudRouteOptions(userCrud),
  component: UsersTab,
});
