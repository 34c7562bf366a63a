import { describe, expect, it, vi } from 'vitest';
import { deferred } from '../crud/test-doubles.js';
import { deleteEach } from './delete-each.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const items = (count: number) => Array.from({ length: count }, (_, index) => ({ id: index + 1 }));
type Item = { id: number };

/** A remove that takes `ms(item)` and counts the removals under way at once. */
function timedRemove(ms: (item: Item) => number) {
  const load = { now: 0, max: 0, started: [] as number[] };
  const remove = async (item: Item) => {
    load.started.push(item.id);
    load.now++;
    load.max = Math.max(load.max, load.now);
    await sleep(ms(item));
    load.now--;
  };
  return { remove, load };
}

describe('deleteEach', () => {
  it('removes every record once and reports them all deleted', async () => {
    const remove = vi.fn(async (_item: Item) => undefined);
    const result = await deleteEach(items(7), remove);
    expect(remove).toHaveBeenCalledTimes(7);
    expect(new Set(remove.mock.calls.map(([item]) => item.id))).toEqual(
      new Set([1, 2, 3, 4, 5, 6, 7]),
    );
    expect(result).toEqual({ deleted: [1, 2, 3, 4, 5, 6, 7], failed: [] });
  });

  it('lists the outcome in the order given, however the removals finish', async () => {
    // Later records finish first.
    const { remove } = timedRemove((item) => (7 - item.id) * 3);
    const result = await deleteEach(items(6), remove, 3);
    expect(result.deleted).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('goes on after a refusal and keeps the reason of each failure', async () => {
    const adminInUse = new Error('在用的管理员不能删除');
    const gone = new Error('记录不存在');
    const remove = async (item: Item) => {
      if (item.id === 2) throw adminInUse;
      if (item.id === 4) throw gone;
    };
    const result = await deleteEach(items(5), remove);
    expect(result.deleted).toEqual([1, 3, 5]);
    expect(result.failed).toEqual([
      { id: 2, error: adminInUse },
      { id: 4, error: gone },
    ]);
  });

  it('reports a removal that throws at once like one that rejects', async () => {
    const refused = new Error('no access');
    const remove = (item: Item): Promise<unknown> => {
      if (item.id === 1) throw refused;
      return Promise.resolve();
    };
    const result = await deleteEach(items(2), remove);
    expect(result).toEqual({ deleted: [2], failed: [{ id: 1, error: refused }] });
  });

  it('never has more removals under way than the limit, and uses the limit', async () => {
    const { remove, load } = timedRemove((item) => (item.id % 3) * 2 + 1);
    const result = await deleteEach(items(12), remove, 3);
    expect(load.max).toBe(3);
    expect(load.started).toHaveLength(12);
    expect(result.deleted).toHaveLength(12);
  });

  it('removes four records at a time by default', async () => {
    const { remove, load } = timedRemove(() => 2);
    await deleteEach(items(10), remove);
    expect(load.max).toBe(4);
  });

  it('sends one removal at a time when asked to', async () => {
    const { remove, load } = timedRemove(() => 1);
    await deleteEach(items(4), remove, 1);
    expect(load.max).toBe(1);
    expect(load.started).toEqual([1, 2, 3, 4]);
  });

  it('starts the next record as soon as any removal ends, not a batch at a time', async () => {
    const pending = new Map(items(3).map((item) => [item.id, deferred()]));
    const started: number[] = [];
    const remove = (item: Item) => {
      started.push(item.id);
      return pending.get(item.id)?.promise ?? Promise.resolve();
    };
    const done = deleteEach(items(3), remove, 2);
    expect(started).toEqual([1, 2]);

    pending.get(2)?.resolve();
    await vi.waitFor(() => expect(started).toEqual([1, 2, 3]));

    pending.get(1)?.resolve();
    pending.get(3)?.resolve();
    expect((await done).deleted).toEqual([1, 2, 3]);
  });

  it('does nothing for an empty selection', async () => {
    const remove = vi.fn(async () => undefined);
    expect(await deleteEach([], remove)).toEqual({ deleted: [], failed: [] });
    expect(remove).not.toHaveBeenCalled();
  });
});
