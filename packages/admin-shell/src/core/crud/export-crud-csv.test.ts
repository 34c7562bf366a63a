import { describe, expect, it, vi } from 'vitest';
import type { GetListResult } from '../contracts.js';
import type { CrudPageQuery } from './crud-definition.js';
import { exportCrudCsv, exportPageSize } from './export-crud-csv.js';
import { manyUsers, pageOf, type User, type UserListQuery, user } from './test-doubles.js';

type Query = CrudPageQuery<UserListQuery>;

/** The table's query as shown: page 3 of 20, filtered and sorted. */
const shown: Query = {
  current: 3,
  pageSize: 20,
  keyword: 'user',
  status: 'active',
  sortField: 'id',
  sortOrder: 'descend',
};

const header = ['ID', 'Username'];
const cells = (row: User) => [String(row.id), row.username];

/** A list over `rows` that records the queries it is asked. */
function listOver(rows: readonly User[]) {
  return vi.fn(async (query: Query, _signal?: AbortSignal) => pageOf(rows, query));
}

/** The file's text, BOM included (Blob.text() would drop it). */
async function fileText(blob: Blob) {
  return new TextDecoder('utf-8', { ignoreBOM: true }).decode(await blob.arrayBuffer());
}

describe('exportCrudCsv', () => {
  it('writes every row of the filter, a page of 100 at a time', async () => {
    const rows = manyUsers(250);
    const list = listOver(rows);
    const { blob, rows: written } = await exportCrudCsv({ query: shown, list, header, cells });

    expect(written).toBe(250);
    expect(list.mock.calls.map(([query]) => query)).toEqual([
      { ...shown, current: 1, pageSize: 100 },
      { ...shown, current: 2, pageSize: 100 },
      { ...shown, current: 3, pageSize: 100 },
    ]);
    const text = await fileText(blob);
    expect(text.startsWith('\uFEFFID,Username\r\n1,user1\r\n2,user2\r\n')).toBe(true);
    expect(text.endsWith('250,user250\r\n')).toBe(true);
    expect(text.split('\r\n')).toHaveLength(1 + 250 + 1);
    expect(exportPageSize).toBe(100);
  });

  it('makes a UTF-8 CSV file that spreadsheet programs open as such', async () => {
    const { blob } = await exportCrudCsv({
      query: shown,
      list: listOver([user({ username: '张三' })]),
      header,
      cells,
    });
    expect(blob.type).toBe('text/csv;charset=utf-8');
    expect([...new Uint8Array(await blob.arrayBuffer()).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(await fileText(blob)).toBe('\uFEFFID,Username\r\n1,张三\r\n');
  });

  it('escapes what the cells hold', async () => {
    const { blob } = await exportCrudCsv({
      query: shown,
      list: listOver([user({ username: '=cmd|"/c calc"!A0' })]),
      header: ['ID', 'Name, full'],
      cells,
    });
    expect(await fileText(blob)).toBe(`\uFEFFID,"Name, full"\r\n1,"'=cmd|""/c calc""!A0"\r\n`);
  });

  it('writes the header alone for an empty list, after one request', async () => {
    const list = listOver([]);
    const onProgress = vi.fn();
    const result = await exportCrudCsv({ query: shown, list, header, cells, onProgress });
    expect(result.rows).toBe(0);
    expect(await fileText(result.blob)).toBe('\uFEFFID,Username\r\n');
    expect(list).toHaveBeenCalledTimes(1);
    expect(onProgress.mock.calls).toEqual([[0, 0]]);
  });

  it('stops at the total without asking for an empty page', async () => {
    const list = listOver(manyUsers(200));
    const result = await exportCrudCsv({ query: shown, list, header, cells });
    expect(result.rows).toBe(200);
    expect(list).toHaveBeenCalledTimes(2);
  });

  it('stops at a short page, even when the total promised more', async () => {
    // Rows deleted during the export: the list still reports the old total.
    const rows = manyUsers(130);
    const list = vi.fn(async (query: Query): Promise<GetListResult<User>> => {
      // An export that ignored the short page would ask for empty pages up to the total.
      if (query.current > 2) throw new Error(`asked for page ${query.current}`);
      return { ...pageOf(rows, query), total: 500 };
    });
    const result = await exportCrudCsv({ query: shown, list, header, cells });
    expect(result.rows).toBe(130);
    expect(list).toHaveBeenCalledTimes(2);
  });

  it('stops at the total even when the pages keep coming full', async () => {
    const rows = manyUsers(400);
    const list = vi.fn(
      async (query: Query): Promise<GetListResult<User>> => ({
        ...pageOf(rows, query),
        total: 200,
      }),
    );
    const result = await exportCrudCsv({ query: shown, list, header, cells });
    expect(result.rows).toBe(200);
    expect(list).toHaveBeenCalledTimes(2);
  });

  it('tells the progress after each page', async () => {
    const onProgress = vi.fn();
    await exportCrudCsv({
      query: shown,
      list: listOver(manyUsers(250)),
      header,
      cells,
      onProgress,
    });
    expect(onProgress.mock.calls).toEqual([
      [100, 250],
      [200, 250],
      [250, 250],
    ]);
  });

  it('passes the signal on to every request, so a cancel stops the one in flight', async () => {
    const controller = new AbortController();
    const list = listOver(manyUsers(150));
    await exportCrudCsv({ query: shown, list, header, cells, signal: controller.signal });
    expect(list.mock.calls.map(([, signal]) => signal)).toEqual([
      controller.signal,
      controller.signal,
    ]);
  });

  it('stops asking for pages once cancelled', async () => {
    const controller = new AbortController();
    const list = listOver(manyUsers(1000));
    const cancelled = exportCrudCsv({
      query: shown,
      list,
      header,
      cells,
      signal: controller.signal,
      onProgress: (done) => {
        if (done === 200) controller.abort();
      },
    });
    await expect(cancelled).rejects.toMatchObject({ name: 'AbortError' });
    expect(list).toHaveBeenCalledTimes(2);
  });

  it('asks for nothing when cancelled before it starts', async () => {
    const list = listOver(manyUsers(10));
    const reason = new Error('closed');
    await expect(
      exportCrudCsv({ query: shown, list, header, cells, signal: AbortSignal.abort(reason) }),
    ).rejects.toBe(reason);
    expect(list).not.toHaveBeenCalled();
  });

  it('fails with the error of the page that failed, asking for no more', async () => {
    const rows = manyUsers(500);
    const failure = new Error('500 Internal Server Error');
    const list = vi.fn(async (query: Query) => {
      if (query.current === 2) throw failure;
      return pageOf(rows, query);
    });
    const onProgress = vi.fn();
    await expect(exportCrudCsv({ query: shown, list, header, cells, onProgress })).rejects.toBe(
      failure,
    );
    expect(list).toHaveBeenCalledTimes(2);
    expect(onProgress.mock.calls).toEqual([[100, 500]]);
  });
});
