import type { CrudPageQuery } from '@org/admin-shell';
import type { SysUser, UserCreateBody, UserListQuery, UserUpdateBody } from '@org/api/contract';
import { api } from './client';

/**
 * The user calls of the CRUD table. All are silent: the table shows their failures itself
 * (an alert over the list, errors on the form's fields, a delete summary).
 */
export const usersApi = {
  list: (query: CrudPageQuery<UserListQuery>, signal?: AbortSignal) =>
    api.page<SysUser>('/api/sys_users/list', { ...query }, { signal, silent: true }),
  create: (body: UserCreateBody) =>
    api.post<SysUser>('/api/sys_users/create', body, { silent: true }),
  update: (id: number, body: UserUpdateBody) =>
    api.post<SysUser>(`/api/sys_users/update/${id}`, body, { silent: true }),
  remove: (id: number) =>
    api.post<null>(`/api/sys_users/deleted/${id}`, undefined, { silent: true }),
};
