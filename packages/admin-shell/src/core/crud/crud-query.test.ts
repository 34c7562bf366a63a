import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CrudPageQuery } from './crud-definition.js';
import { crudListParams, crudListQueryOptions, crudQueryKey } from './crud-query.js';
import { type UserListQuery, user, usersCrud, usersProvider } from './test-doubles.js';

const firstPage: CrudPageQuery<UserListQuery> = { current: 1, pageSize: 10 };
const secondPage: CrudPageQuery<UserListQuery> = { current: 2, pageSize: 10, status: 'active' };
const provider = usersProvider();

let client: QueryClient;
afterEach(() => client?.clear());

describe('crudQueryKey', () => {
  it('names every query of one table under the table id', () => {
    expect(crudQueryKey('users')).toEqual(['crud', 'users']);
  });
});

describe('crudListParams', () => {
  it('asks the data provider for the page, the sort, the filters and the keyword', () => {
    expect(
      crudListParams<UserListQuery>('users', {
        current: 3,
        pageSize: 20,
        sortField: 'username',
        sortOrder: 'descend',
        keyword: 'ali',
        status: 'active',
        teamId: 4,
      }),
    ).toEqual({
      resource: 'users',
      pagination: { page: 3, perPage: 20 },
      sort: { field: 'username', order: 'desc' },
      filters: { status: 'active', teamId: 4 },
      search: 'ali',
    });
  });

  it('leaves out a sort without its direction, and an empty keyword', () => {
    expect(crudListParams<UserListQuery>('users', { ...firstPage, sortField: 'id' })).toEqual({
      resource: 'users',
      pagination: { page: 1, perPage: 10 },
      filters: {},
    });
  });
});

describe('crudListQueryOptions', () => {
  it('keys each page by the table and its query', () => {
    const options = crudListQueryOptions(usersCrud(), secondPage, provider);
    expect(options.queryKey).toEqual(['crud', 'users', 'list', secondPage]);
  });

  it('keeps the previous page on screen while the next one loads', async () => {
    const data = usersProvider([user()]);
    client = new QueryClient();
    const table = new QueryObserver(client, crudListQueryOptions(usersCrud(), firstPage, data));
    const stop = table.subscribe(() => undefined);
    try {
      await vi.waitFor(() => expect(table.getCurrentResult().isSuccess).toBe(true));
      const shown = table.getCurrentResult().data;
      let answer: () => void = () => undefined;
      vi.spyOn(data, 'getList').mockImplementationOnce(
        () => new Promise((resolve) => (answer = () => resolve({ data: [], total: 0 }))),
      );
      table.setOptions(crudListQueryOptions(usersCrud(), secondPage, data));
      expect(table.getCurrentResult()).toMatchObject({ data: shown, isPlaceholderData: true });
      answer();
      await vi.waitFor(() => expect(table.getCurrentResult().data?.total).toBe(0));
      expect(table.getCurrentResult().isPlaceholderData).toBe(false);
    } finally {
      stop();
    }
  });

  it('fetches the page from the data provider with a signal that cancels it', async () => {
    const data = usersProvider([user()]);
    const getList = vi.spyOn(data, 'getList');
    client = new QueryClient();
    const page = await client.fetchQuery(crudListQueryOptions(usersCrud(), secondPage, data));
    expect(page.total).toBe(1);
    expect(getList).toHaveBeenCalledTimes(1);
    expect(getList.mock.calls[0]?.[0]).toMatchObject(crudListParams('users', secondPage));
    expect(getList.mock.calls[0]?.[0].signal).toBeInstanceOf(AbortSignal);
  });

  it('refreshes every page of the table after a write, and no other table', async () => {
    client = new QueryClient();
    const users = usersCrud();
    const articles = { ...usersCrud(), id: 'articles' };
    await client.fetchQuery(crudListQueryOptions(users, firstPage, provider));
    await client.fetchQuery(crudListQueryOptions(users, secondPage, provider));
    await client.fetchQuery(crudListQueryOptions(articles, firstPage, provider));

    await client.invalidateQueries({ queryKey: crudQueryKey('users'), refetchType: 'none' });

    const invalidated = (query: CrudPageQuery<UserListQuery>, id = 'users') =>
      client.getQueryState(crudListQueryOptions({ ...users, id }, query, provider).queryKey)
        ?.isInvalidated;
    expect(invalidated(firstPage)).toBe(true);
    expect(invalidated(secondPage)).toBe(true);
    expect(invalidated(firstPage, 'articles')).toBe(false);
  });
});
