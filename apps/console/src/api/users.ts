import type { SysUser, UserListQuery } from '@org/api/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from './client';

/** One page of users, as the list endpoint takes its query (paging, sorting, keyword). */
export const userListQueryOptions = (query: UserListQuery) =>
  queryOptions({
    queryKey: ['sys_users', 'list', query],
    queryFn: ({ signal }) => api.page<SysUser>('/api/sys_users/list', { ...query }, { signal }),
    // Keep the current page on screen while the next one loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });
