import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DataProvider, GetListParams, GetListResult } from '../contracts.js';
import { recordGroups } from './record-entries.js';
import { createRecordSearch } from './record-search.js';
import type { PaletteRecordSource } from './types.js';

interface Person {
  id: number;
  name: string;
}

const source = (id: string, limit?: number): PaletteRecordSource<Person> => ({
  id,
  resource: id,
  heading: { 'zh-CN': id, 'en-US': id },
  path: `/${id}`,
  limit,
  rowKey: (person) => person.id,
  label: (person) => person.name,
});

/** A data provider whose lists answer only when the test says, request by request. */
function pendingProvider() {
  const requests: {
    params: GetListParams;
    answer(rows: Person[]): void;
    fail(): void;
  }[] = [];
  const getList = vi.fn(
    (params: GetListParams) =>
      new Promise<GetListResult<Person>>((resolve, reject) => {
        requests.push({
          params,
          answer: (rows) => resolve({ data: rows, total: rows.length }),
          fail: () => reject(new Error('offline')),
        });
      }),
  );
  return { provider: { getList } as unknown as DataProvider, getList, requests };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('createRecordSearch', () => {
  it('searches every source once the text has rested, first page only', () => {
    const { provider, getList } = pendingProvider();
    const search = createRecordSearch({
      dataProvider: provider,
      sources: [source('users', 3), source('articles')],
      delayMs: 200,
    });
    search.setQuery('a');
    search.setQuery('al');
    search.setQuery(' ali ');
    vi.advanceTimersByTime(199);
    expect(getList).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(getList.mock.calls.map(([params]) => params)).toMatchObject([
      { resource: 'users', search: 'ali', pagination: { page: 1, perPage: 3 }, filters: {} },
      { resource: 'articles', search: 'ali', pagination: { page: 1, perPage: 5 } },
    ]);
  });

  it('shows each answer as it arrives, and one source failing leaves the others', async () => {
    const { provider, requests } = pendingProvider();
    const search = createRecordSearch({
      dataProvider: provider,
      sources: [source('users'), source('articles')],
    });
    search.setQuery('ali');
    expect(search.getState().groups.map((group) => group.status)).toEqual(['loading', 'loading']);
    vi.runAllTimers();
    requests[1]?.fail();
    requests[0]?.answer([{ id: 7, name: 'alice' }]);
    await vi.waitFor(() =>
      expect(search.getState().groups.map((group) => group.status)).toEqual(['done', 'failed']),
    );
    expect(search.getState().query).toBe('ali');
    expect(search.getState().groups[0]?.rows).toEqual([{ id: 7, name: 'alice' }]);
  });

  it('aborts the requests of text that has changed, and never shows their answers', async () => {
    const { provider, requests } = pendingProvider();
    const search = createRecordSearch({ dataProvider: provider, sources: [source('users')] });
    search.setQuery('ali');
    vi.runAllTimers();
    search.setQuery('bob');
    expect(requests[0]?.params.signal?.aborted).toBe(true);
    requests[0]?.answer([{ id: 1, name: 'alice' }]);
    await Promise.resolve();
    expect(search.getState().groups[0]?.status).toBe('loading');
    vi.runAllTimers();
    requests[1]?.answer([{ id: 2, name: 'bob' }]);
    await vi.waitFor(() => expect(search.getState().groups[0]?.status).toBe('done'));
    expect(search.getState().groups[0]?.rows).toEqual([{ id: 2, name: 'bob' }]);
  });

  it('keeps the previous rows on screen while the next text loads', async () => {
    const { provider, requests } = pendingProvider();
    const search = createRecordSearch({ dataProvider: provider, sources: [source('users')] });
    search.setQuery('al');
    vi.runAllTimers();
    requests[0]?.answer([{ id: 1, name: 'alice' }]);
    await vi.waitFor(() => expect(search.getState().groups[0]?.status).toBe('done'));
    search.setQuery('ali');
    expect(search.getState().groups[0]).toMatchObject({ status: 'loading', rows: [{ id: 1 }] });
  });

  it('searches nothing for empty text, and stops a search under way', () => {
    const { provider, getList, requests } = pendingProvider();
    const search = createRecordSearch({ dataProvider: provider, sources: [source('users')] });
    search.setQuery('   ');
    vi.runAllTimers();
    expect(getList).not.toHaveBeenCalled();
    search.setQuery('ali');
    vi.runAllTimers();
    search.setQuery('');
    expect(requests[0]?.params.signal?.aborted).toBe(true);
    expect(search.getState()).toEqual({ query: '', groups: [] });
  });

  it('tells its listeners, and after dispose starts again from nothing', () => {
    const { provider, getList, requests } = pendingProvider();
    const search = createRecordSearch({ dataProvider: provider, sources: [source('users')] });
    const listener = vi.fn();
    search.subscribe(listener);
    search.setQuery('ali');
    expect(listener).toHaveBeenCalled();
    vi.runAllTimers();
    search.dispose();
    expect(requests[0]?.params.signal?.aborted).toBe(true);
    search.setQuery('ali');
    vi.runAllTimers();
    expect(getList).toHaveBeenCalledTimes(2);
  });
});

describe('recordGroups', () => {
  it('turns the answers into groups of entries that open their record; found nothing, a group is left out', () => {
    const open = vi.fn();
    const users = source('users');
    const groups = recordGroups(
      {
        query: 'ali',
        groups: [
          { source: users, status: 'done', rows: [{ id: 7, name: 'alice' }] },
          { source: source('articles'), status: 'done', rows: [] },
          { source: source('teams'), status: 'failed', rows: [] },
        ],
      },
      (found) => `Heading ${found.id}`,
      open,
    );
    expect(groups.map((group) => [group.heading, group.status])).toEqual([
      ['Heading users', 'done'],
      ['Heading teams', 'failed'],
    ]);
    expect(groups[0]?.entries[0]).toMatchObject({ id: 'record:users:7', label: 'alice' });
    groups[0]?.entries[0]?.run();
    expect(open).toHaveBeenCalledWith(users, { id: 7, name: 'alice' });
  });
});

describe('createRecordSearch with a back end of fixed page sizes', () => {
  it('shows no more than the source asks for', async () => {
    const { provider, requests } = pendingProvider();
    const search = createRecordSearch({ dataProvider: provider, sources: [source('users', 2)] });
    search.setQuery('a');
    vi.runAllTimers();
    requests[0]?.answer([1, 2, 3].map((id) => ({ id, name: `a${id}` })));
    await vi.waitFor(() => expect(search.getState().groups[0]?.rows).toHaveLength(2));
  });
});
