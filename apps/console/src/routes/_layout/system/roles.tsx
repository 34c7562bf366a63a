import { requireAccess } from '@org/admin-shell';
import { IconUserShield } from '@tabler/icons-react';
import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { roleListQueryOptions } from '../../../api/roles';
import { validateRolesSearch } from './-components/roles-search';

export const Route = createFileRoute('/_layout/system/roles')({
  validateSearch: validateRolesSearch,
  staticData: {
    ...requireAccess('roles.manage'),
    menu: { name: 'menu.roles', icon: IconUserShield, order: 1 },
  },
  // Not awaited: the page draws its skeleton while the roles arrive.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(roleListQueryOptions());
  },
  component: lazyRouteComponent(() => import('./-components/RolesPage'), 'RolesPage'),
});
