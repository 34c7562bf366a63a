import { describe, expect, it, vi } from 'vitest';
import { deleteEach } from './delete-each.js';
import { deferred, manyUsers, type User } from './test-doubles.js';

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : 'unknown');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const ids = (rows: readonly User[]) => rows.map((row) => row.id);

/** A remove that takes `ms(row)` and counts the removals under way at once. */
function timedRemove(ms: (row: User) => number) {
  const load = { now: 0, max: 0, started: [] as number[] };
  const remove = async (row: User) => {
    load.started.push(row.id);
    load.now++;
    load.max = Math.max(load.max, load.now);
    await sleep(ms(row));
    load.now--;
  };
  return { remove, load };
}

describe('deleteEach', () => {
  it('removes every selected row once and reports them all deleted', async () => {
    const rows = manyUsers(7);
    const remove = vi.fn(async (_row: User) => undefined);
    const summary = await deleteEach(rows, remove, reasonOf);
    expect(remove).toHaveBeenCalledTimes(7);
    expect(new Set(remove.mock.calls.map(([row]) => row))).toEqual(new Set(rows));
    expect(summary).toEqual({ deleted: rows, failed: [] });
  });

  it('lists the outcome in the order of the selection, however the removals finish', async () => {
    const rows = manyUsers(6);
    // Later rows finish first.
    const { remove } = timedRemove((row) => (7 - row.id) * 3);
    const summary = await deleteEach(rows, remove, reasonOf, 3);
    expect(ids(summary.deleted)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('goes on after a refusal and says why each failed row was kept', async () => {
    const rows = manyUsers(5);
    const remove = async (row: User) => {
      if (row.id === 2) throw new Error('在用的管理员不能删除');
      if (row.id === 4) throw new Error('记录不存在');
    };
    const summary = await deleteEach(rows, remove, reasonOf);
    expect(ids(summary.deleted)).toEqual([1, 3, 5]);
    expect(summary.failed).toEqual([
      { row: rows[1], reason: '在用的管理员不能删除' },
      { row: rows[3], reason: '记录不存在' },
    ]);
  });

  it('reports a removal that throws at once like one that rejects', async () => {
    const rows = manyUsers(2);
    const remove = (row: User): Promise<unknown> => {
      if (row.id === 1) throw new Error('no access');
      return Promise.resolve();
    };
    const summary = await deleteEach(rows, remove, reasonOf);
    expect(summary.failed).toEqual([{ row: rows[0], reason: 'no access' }]);
    expect(summary.deleted).toEqual([rows[1]]);
  });

  it('words each failure with the reason function, whatever was thrown', async () => {
    const reason = vi.fn((error: unknown) => `failed: ${String(error)}`);
    const summary = await deleteEach(manyUsers(1), () => Promise.reject('gone'), reason);
    expect(reason).toHaveBeenCalledWith('gone');
    expect(summary.failed[0]?.reason).toBe('failed: gone');
  });

  it('never has more removals under way than the limit, and uses the limit', async () => {
    const { remove, load } = timedRemove((row) => (row.id % 3) * 2 + 1);
    const summary = await deleteEach(manyUsers(12), remove, reasonOf, 3);
    expect(load.max).toBe(3);
    expect(load.started).toHaveLength(12);
    expect(summary.deleted).toHaveLength(12);
  });

  it('removes four rows at a time by default', async () => {
    const { remove, load } = timedRemove(() => 2);
    await deleteEach(manyUsers(10), remove, reasonOf);
    expect(load.max).toBe(4);
  });

  it('sends one removal at a time when asked to', async () => {
    const { remove, load } = timedRemove(() => 1);
    await deleteEach(manyUsers(4), remove, reasonOf, 1);
    expect(load.max).toBe(1);
    expect(load.started).toEqual([1, 2, 3, 4]);
  });

  it('starts the next row as soon as any removal ends, not a batch at a time', async () => {
    const rows = manyUsers(3);
    const pending = new Map(rows.map((row) => [row.id, deferred()]));
    const started: number[] = [];
    const remove = (row: User) => {
      started.push(row.id);
      return pending.get(row.id)?.promise ?? Promise.resolve();
    };
    const done = deleteEach(rows, remove, reasonOf, 2);
    expect(started).toEqual([1, 2]);

    pending.get(2)?.resolve();
    await vi.waitFor(() => expect(started).toEqual([1, 2, 3]));

    pending.get(1)?.resolve();
    pending.get(3)?.resolve();
    expect(ids((await done).deleted)).toEqual([1, 2, 3]);
  });

  it('does nothing for an empty selection', async () => {
    const remove = vi.fn(async () => undefined);
    expect(await deleteEach([], remove, reasonOf)).toEqual({ deleted: [], failed: [] });
    expect(remove).not.toHaveBeenCalled();
  });
});
