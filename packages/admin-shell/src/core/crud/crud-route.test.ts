import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CrudPageQuery } from './crud-definition.js';
import { crudListQueryOptions } from './crud-query.js';
import { crudRouteOptions } from './crud-route.js';
import { deferred, type UserListQuery, user, usersCrud, usersProvider } from './test-doubles.js';

let queryClient: QueryClient;
afterEach(() => queryClient?.clear());

describe('crudRouteOptions', () => {
  it('validates the address into the table state', () => {
    const { validateSearch } = crudRouteOptions(usersCrud());
    expect(
      validateSearch({ current: '2', pageSize: '10', sortField: 'nope', sortOrder: 'ascend' }),
    ).toEqual({ current: 2 });
  });

  it('depends on the page query, with page and size filled in', () => {
    const { loaderDeps } = crudRouteOptions(usersCrud());
    expect(loaderDeps({ search: { keyword: 'ali' } })).toStrictEqual({
      keyword: 'ali',
      current: 1,
      pageSize: 10,
    });
  });

  it('starts loading the list into the cache the table reads', async () => {
    const rows = [user(), user({ id: 2, username: 'bob' })];
    const dataProvider = usersProvider(rows);
    const getList = vi.spyOn(dataProvider, 'getList');
    const users = usersCrud();
    const { loader, loaderDeps, validateSearch } = crudRouteOptions(users);
    queryClient = new QueryClient();
    const deps = loaderDeps({ search: validateSearch({ status: 'active' }) });

    loader({ context: { queryClient, dataProvider }, deps });

    expect(getList).toHaveBeenCalledTimes(1);
    expect(getList.mock.calls[0]?.[0]).toMatchObject({
      resource: 'users',
      pagination: { page: 1, perPage: 10 },
      filters: { status: 'active' },
    });
    const key = crudListQueryOptions(users, deps, dataProvider).queryKey;
    await vi.waitFor(() => expect(queryClient.getQueryData(key)?.data).toEqual(rows));
  });

  it('does not hold the page back while the list loads', () => {
    const pending = deferred<never>();
    const dataProvider = usersProvider();
    vi.spyOn(dataProvider, 'getList').mockReturnValue(pending.promise);
    queryClient = new QueryClient();
    const { loader } = crudRouteOptions(usersCrud());
    expect(
      loader({ context: { queryClient, dataProvider }, deps: { current: 1, pageSize: 10 } }),
    ).toBeUndefined();
  });

  it('leaves a failed prefetch to the table instead of failing the route', async () => {
    const dataProvider = usersProvider();
    vi.spyOn(dataProvider, 'getList').mockRejectedValue(new Error('offline'));
    queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const users = usersCrud();
    const deps: CrudPageQuery<UserListQuery> = { current: 1, pageSize: 10 };
    expect(() =>
      crudRouteOptions(users).loader({ context: { queryClient, dataProvider }, deps }),
    ).not.toThrow();
    const key = crudListQueryOptions(users, deps, dataProvider).queryKey;
    await vi.waitFor(() => expect(queryClient.getQueryState(key)?.status).toBe('error'));
  });
});
