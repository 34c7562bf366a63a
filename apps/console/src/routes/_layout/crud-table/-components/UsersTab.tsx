import './crud-styles';

import { type CrudPermissions, CrudTable, useAccess, useSession } from '@org/admin-shell';
import type { SysUser } from '@org/api/contract';
import { getRouteApi } from '@tanstack/react-router';
import { useMemo } from 'react';
import { RecordHistory } from '../../system/-components/RecordHistory';
import { userCrud } from './user-crud';

const route = getRouteApi('/_layout/crud-table/');

/** Users: each write as the person's permissions allow (the server enforces them too); nobody deletes themselves. */
export function UsersTab() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const access = useAccess();
  const mayCreate = access['users.create'];
  const mayUpdate = access['users.update'];
  const mayDelete = access['users.delete'];
  const mayReadAudit = access['audit.read'];
  const { user } = useSession();
  const permissions = useMemo<CrudPermissions<SysUser>>(
    () => ({
      create: mayCreate,
      update: mayUpdate,
      remove: mayDelete ? (row) => row.id !== user?.id : false,
    }),
    [mayCreate, mayUpdate, mayDelete, user?.id],
  );
  return (
    <CrudTable
      definition={userCrud}
      search={search}
      onSearchChange={(next, change) => void navigate({ search: next, replace: change?.replace })}
      permissions={permissions}
      renderRecordExtra={
        mayReadAudit ? (row) => <RecordHistory resource="users" recordId={row.id} /> : undefined
      }
    />
  );
}
