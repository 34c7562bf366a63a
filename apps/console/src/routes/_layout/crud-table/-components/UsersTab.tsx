import './crud-styles';

import { type CrudPermissions, CrudTable, useAccess, useSession } from '@org/admin-shell';
import type { SysUser } from '@org/api/contract';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useMemo } from 'react';
import { roleListQueryOptions } from '../../../../api/roles';
import { RecordHistoryOnView } from '../../system/-components/RecordHistoryOnView';
import { userCrud, userCrudAssigningRoles } from './user-crud';

const route = getRouteApi('/_layout/crud-table/');

/**
 * Users: each write as the person's permissions allow (the server enforces them too); nobody
 * deletes themselves. The form assigns roles for whoever may (`roles.manage`), once the roles
 * are listed.
 */
export function UsersTab() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const access = useAccess();
  const mayCreate = access['users.create'];
  const mayUpdate = access['users.update'];
  const mayDelete = access['users.delete'];
  const mayReadAudit = access['audit.read'];
  const { user } = useSession();
  const roles = useQuery({ ...roleListQueryOptions(), enabled: access['roles.manage'] });
  const definition = useMemo(
    () => (roles.data ? userCrudAssigningRoles(roles.data) : userCrud),
    [roles.data],
  );
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
      definition={definition}
      search={search}
      onSearchChange={(next, change) => void navigate({ search: next, replace: change?.replace })}
      permissions={permissions}
      renderRecordExtra={
        mayReadAudit
          ? (row) => <RecordHistoryOnView resource="users" recordId={row.id} />
          : undefined
      }
    />
  );
}
