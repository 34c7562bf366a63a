import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CrudPageQuery } from './crud-definition.js';
import { crudListQueryOptions } from './crud-query.js';
import { crudRouteOptions } from './crud-route.js';
import { deferred, fullApi, pageOf, type UserListQuery, user, usersCrud } from './test-doubles.js';

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
    const list = vi.fn(async (query: CrudPageQuery<UserListQuery>) => pageOf(rows, query));
    const users = usersCrud({ ...fullApi(), list });
    const { loader, loaderDeps, validateSearch } = crudRouteOptions(users);
    queryClient = new QueryClient();
    const deps = loaderDeps({ search: validateSearch({ status: 'active' }) });

    loader({ context: { queryClient }, deps });

    expect(list).toHaveBeenCalledTimes(1);
    expect(list.mock.calls[0]?.[0]).toEqual({ status: 'active', current: 1, pageSize: 10 });
    await vi.waitFor(() =>
      expect(queryClient.getQueryData(crudListQueryOptions(users, deps).queryKey)?.list).toEqual(
        rows,
      ),
    );
  });

  it('does not hold the page back while the list loads', () => {
    const pending = deferred<never>();
    const users = usersCrud({ ...fullApi(), list: () => pending.promise });
    queryClient = new QueryClient();
    const { loader } = crudRouteOptions(users);
    expect(
      loader({ context: { queryClient }, deps: { current: 1, pageSize: 10 } }),
    ).toBeUndefined();
  });

  it('leaves a failed prefetch to the table instead of failing the route', async () => {
    const list = vi.fn(async () => {
      throw new Error('offline');
    });
    queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const users = usersCrud({ ...fullApi(), list });
    const deps: CrudPageQuery<UserListQuery> = { current: 1, pageSize: 10 };
    expect(() => crudRouteOptions(users).loader({ context: { queryClient }, deps })).not.toThrow();
    await vi.waitFor(() =>
      expect(queryClient.getQueryState(crudListQueryOptions(users, deps).queryKey)?.status).toBe(
        'error',
      ),
    );
  });
});
