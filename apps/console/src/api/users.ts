import type { SysUser } from '@org/api/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from './client';

const pickerSize = 10;

/**
 * The users a picker offers for what was typed (username, name or email). Silent: a person
 * who may not list users sees an empty picker, not a toast at every keystroke.
 */
export const userSearchQueryOptions = (keyword: string) =>
  queryOptions({
    queryKey: ['users', 'search', keyword],
    queryFn: ({ signal }) =>
      api.page<SysUser>(
        '/api/sys_users/list',
        { keyword, pageSize: pickerSize },
        { signal, silent: true },
      ),
  });

/** One user, for a picker's chosen value; silent, since the user may have been deleted since. */
export const userQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['users', 'one', id],
    queryFn: ({ signal }) =>
      api.get<SysUser>(`/api/sys_users/${id}`, undefined, { signal, silent: true }),
  });
