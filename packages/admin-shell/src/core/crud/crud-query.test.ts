import { keepPreviousData, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CrudPageQuery } from './crud-definition.js';
import { crudListQueryOptions, crudQueryKey } from './crud-query.js';
import { fullApi, pageOf, type UserListQuery, user, usersCrud } from './test-doubles.js';

const firstPage: CrudPageQuery<UserListQuery> = { current: 1, pageSize: 10 };
const secondPage: CrudPageQuery<UserListQuery> = { current: 2, pageSize: 10, status: 'active' };

let client: QueryClient;
afterEach(() => client?.clear());

describe('crudQueryKey', () => {
  it('names every query of one table under the table id', () => {
    expect(crudQueryKey('users')).toEqual(['crud', 'users']);
  });
});

describe('crudListQueryOptions', () => {
  it('keys each page by the table and its query', () => {
    const options = crudListQueryOptions(usersCrud(), secondPage);
    expect(options.queryKey).toEqual(['crud', 'users', 'list', secondPage]);
  });

  it('keeps the previous page on screen while the next one loads', () => {
    expect(crudListQueryOptions(usersCrud(), firstPage).placeholderData).toBe(keepPreviousData);
  });

  it('fetches the page with the query and a signal that cancels it', async () => {
    const rows = [user()];
    const list = vi.fn(async (query: CrudPageQuery<UserListQuery>, _signal?: AbortSignal) =>
      pageOf(rows, query),
    );
    client = new QueryClient();
    const page = await client.fetchQuery(
      crudListQueryOptions(usersCrud({ ...fullApi(), list }), secondPage),
    );
    expect(page.total).toBe(1);
    expect(list).toHaveBeenCalledTimes(1);
    expect(list.mock.calls[0]?.[0]).toEqual(secondPage);
    expect(list.mock.calls[0]?.[1]).toBeInstanceOf(AbortSignal);
  });

  it('refreshes every page of the table after a write, and no other table', async () => {
    client = new QueryClient();
    const users = usersCrud();
    const articles = { ...usersCrud(), id: 'articles' };
    await client.fetchQuery(crudListQueryOptions(users, firstPage));
    await client.fetchQuery(crudListQueryOptions(users, secondPage));
    await client.fetchQuery(crudListQueryOptions(articles, firstPage));

    await client.invalidateQueries({ queryKey: crudQueryKey('users'), refetchType: 'none' });

    const invalidated = (query: CrudPageQuery<UserListQuery>, id = 'users') =>
      client.getQueryState(crudListQueryOptions({ ...users, id }, query).queryKey)?.isInvalidated;
    expect(invalidated(firstPage)).toBe(true);
    expect(invalidated(secondPage)).toBe(true);
    expect(invalidated(firstPage, 'articles')).toBe(false);
  });
});
