import { liveQueryMeta } from '@org/admin-shell';
import type { Role, RoleCreateBody, RoleUpdateBody, SysUser } from '@org/api/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from './client';
import { dataProvider } from './data-provider';
import { keepPreviousPage } from './keep-previous-page';

/** Every query of roles and their holders, to refresh them all after a change. */
export const rolesQueryKey = ['roles'] as const;

/** Every role, the built-in ones first: the roles screen and the user form's role picker. */
export const roleListQueryOptions = () =>
  queryOptions({
    queryKey: [...rolesQueryKey, 'list'],
    queryFn: ({ signal }) => api.get<Role[]>('/api/roles/list', undefined, { signal }),
    // Each role counts its holders.
    meta: liveQueryMeta({ liveResources: ['roles', 'users'] }),
  });

/** One page of the users holding a role; the page shown stays while the next one loads. */
export const roleUsersQueryOptions = (roleId: number, current: number, pageSize: number) =>
  queryOptions({
    queryKey: [...rolesQueryKey, roleId, 'users', { current, pageSize }],
    queryFn: ({ signal }) =>
      api.page<SysUser>(`/api/roles/${roleId}/users`, { current, pageSize }, { signal }),
    placeholderData: keepPreviousPage,
    meta: liveQueryMeta({ liveResources: ['roles', 'users'] }),
  });

// Writes go through the data provider, which turns a stale version into a ConflictError and a
// taken name into FieldErrors; other refusals (403) keep the API's message.

export const createRole = (data: RoleCreateBody) =>
  dataProvider.create<Role>({ resource: 'roles', data });

export const updateRole = (role: Role, data: RoleUpdateBody) =>
  dataProvider.update<Role>({ resource: 'roles', id: role.id, data, previousData: role });

export const deleteRole = (role: Role) =>
  dataProvider.delete<Role>({ resource: 'roles', id: role.id, previousData: role });
