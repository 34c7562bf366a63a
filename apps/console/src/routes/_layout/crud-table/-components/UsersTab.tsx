import './crud-styles';

import { type CrudPermissions, CrudTable, useAccess, useSession } from '@org/admin-shell';
import type { SysUser } from '@org/api/contract';
import { getRouteApi } from '@tanstack/react-router';
import { useMemo } from 'react';
import { userCrud } from './user-crud';

const route = getRouteApi('/_layout/crud-table/');

/** Users: only admins write (the server enforces it too), and nobody deletes themselves. */
export function UsersTab() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const { isAdmin } = useAccess();
  const { user } = useSession();
  const permissions = useMemo<CrudPermissions<SysUser>>(
    () =>
      isAdmin
        ? { update: true, remove: (row) => row.id !== user?.id }
        : { create: false, update: false, remove: false },
    [isAdmin, user?.id],
  );
  return (
    <CrudTable
      definition={userCrud}
      search={search}
      onSearchChange={(next, change) => void navigate({ search: next, replace: change?.replace })}
      permissions={permissions}
    />
  );
}
