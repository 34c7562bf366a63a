import { crudRouteOptions } from '@org/admin-shell';
import { createFileRoute } from '@tanstack/react-router';
import { UsersTab } from './-components/UsersTab';
import { userCrud } from './-components/user-crud';

export const Route = createFileRoute('/_layout/crud-table/')({
  ...crudRouteOptions(userCrud),
  component: UsersTab,
});
