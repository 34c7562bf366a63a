import { describe, expect, it, vi } from 'vitest';
import { type Anchors, ListAnchors } from './list-anchors.js';

const order = 'sys_users.created_at.desc';

/** A row named by its position. */
const row = (position: number) => ({ sortKey: `row ${position}`, id: position });

/** Anchors of `count` rows every `step`; none when no row lies past the first step. */
function anchorsOf(count: number, step: number, generation = '7'): Anchors | undefined {
  const keys = Array.from({ length: Math.floor(count / step) }, (_, i) => row((i + 1) * step - 1));
  if (keys.length === 0) return undefined;
  return { generation, total: count, nearStart: row(9), last: row(count - 1), shift: 0, keys };
}

function clocked(options: ConstructorParameters<typeof ListAnchors>[0] = {}) {
  let time = 0;
  const anchors = new ListAnchors({
    step: 10,
    rebuildAfterMs: 1000,
    demand: 1,
    now: () => time,
    ...options,
  });
  return {
    anchors,
    advance(ms: number) {
      time += ms;
    },
  };
}

describe('ListAnchors', () => {
  it('reads the anchors of an order once enough deep pages of it have been asked for', async () => {
    const { anchors } = clocked({ demand: 3 });
    const read = vi.fn(async () => anchorsOf(50, 10));
    anchors.refresh(order, read);
    anchors.refresh(order, read);
    expect(read).not.toHaveBeenCalled();
    anchors.refresh(order, read);
    await anchors.idle();
    expect(read).toHaveBeenCalledTimes(1);
    expect(anchors.startOf(order, 20)).toMatchObject({ after: { id: 19 } });
  });

  it('starts a page after the nearest anchor before it, with the rows left to skip', async () => {
    const { anchors } = clocked();
    anchors.refresh(order, async () => anchorsOf(95, 10));
    await anchors.idle();
    expect(anchors.startOf(order, 9)).toBeUndefined();
    expect(anchors.startOf(order, 10)).toEqual({
      anchors: anchorsOf(95, 10),
      after: { sortKey: 'row 9', id: 9 },
      skip: 0,
    });
    expect(anchors.startOf(order, 37)).toMatchObject({ after: { id: 29 }, skip: 7 });
    // Past the last anchor, from the last one.
    expect(anchors.startOf(order, 500)).toMatchObject({ after: { id: 89 }, skip: 410 });
    expect(anchors.isDeep(9)).toBe(false);
    expect(anchors.isDeep(10)).toBe(true);
  });

  it('picks the anchor before a page as the last page found the rows added in front', async () => {
    const { anchors, advance } = clocked();
    const read = anchorsOf(95, 10);
    anchors.refresh(order, async () => read);
    await anchors.idle();
    const held = anchors.startOf(order, 37)?.anchors;
    if (!held) throw new Error('no anchors');
    expect(held).toBe(read);
    // Four rows added before the first: the row at position 29 is now at 33.
    const moved = { ...held, total: 99, nearStart: row(5), shift: 4 };
    anchors.rebase(order, held, moved);
    expect(anchors.startOf(order, 37)).toEqual({ anchors: moved, after: row(29), skip: 3 });
    expect(anchors.startOf(order, 33)).toMatchObject({ after: { id: 19 }, skip: 9 });
    expect(anchors.startOf(order, 13)).toBeUndefined();
    // A page that began from the anchors before changes nothing.
    anchors.rebase(order, held, { ...held, shift: 9 });
    expect(anchors.startOf(order, 33)).toMatchObject({ anchors: moved, after: { id: 19 } });
    // Anchors read again start unshifted.
    anchors.forget(order);
    // Stale before serving ten pages: read again after twice the wait.
    advance(2000);
    anchors.refresh(order, async () => anchorsOf(95, 10));
    await anchors.idle();
    expect(anchors.startOf(order, 33)).toMatchObject({ after: { id: 29 }, skip: 3 });
  });

  it('reads the anchors again once a step of rows has been added in front of them, serving meanwhile', async () => {
    const { anchors, advance } = clocked();
    const first = anchorsOf(95, 10);
    anchors.refresh(order, async () => first);
    await anchors.idle();
    if (!first) throw new Error('no anchors');
    const read = vi.fn(async () => anchorsOf(107, 10));
    const moved = { ...first, total: 104, shift: 9 };
    anchors.rebase(order, first, moved);
    advance(1000);
    anchors.refresh(order, read);
    expect(read).not.toHaveBeenCalled();

    const drifted = { ...first, total: 107, shift: 12 };
    anchors.rebase(order, moved, drifted);
    anchors.refresh(order, read);
    expect(read).toHaveBeenCalledTimes(1);
    // Until the new ones are in, the first 22 rows lie before the first anchor.
    expect(anchors.startOf(order, 25)).toMatchObject({
      anchors: drifted,
      after: { id: 9 },
      skip: 3,
    });
    await anchors.idle();
    expect(anchors.startOf(order, 25)).toMatchObject({ after: { id: 19 }, skip: 5 });
    expect(anchors.startOf(order, 25)?.anchors.shift).toBe(0);
  });

  it('reads the anchors once while held, and again only after the wait once forgotten', async () => {
    const { anchors, advance } = clocked();
    const read = vi.fn(async () => anchorsOf(50, 10));
    anchors.refresh(order, read);
    anchors.refresh(order, read);
    await anchors.idle();
    anchors.refresh(order, read);
    expect(read).toHaveBeenCalledTimes(1);

    for (let i = 0; i < 10; i += 1) anchors.startOf(order, 20);
    anchors.forget(order);
    expect(anchors.startOf(order, 20)).toBeUndefined();
    anchors.refresh(order, read);
    expect(read).toHaveBeenCalledTimes(1);
    advance(1000);
    anchors.refresh(order, read);
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('waits twice as long each time anchors go stale before serving ten pages, up to the longest wait', async () => {
    const { anchors, advance } = clocked({ longestWaitMs: 3000 });
    const read = vi.fn(async () => anchorsOf(50, 10));
    const readsAfter = async (ms: number) => {
      advance(ms);
      anchors.refresh(order, read);
      await anchors.idle();
      return read.mock.calls.length;
    };
    expect(await readsAfter(0)).toBe(1);
    anchors.forget(order);
    expect(await readsAfter(1999)).toBe(1);
    expect(await readsAfter(1)).toBe(2);
    anchors.forget(order);
    expect(await readsAfter(3000)).toBe(3);
    anchors.forget(order);
    expect(await readsAfter(3000)).toBe(4);
    // Anchors that served ten pages before going stale: back to the shortest wait.
    for (let i = 0; i < 10; i += 1) anchors.startOf(order, 20);
    anchors.forget(order);
    expect(await readsAfter(1000)).toBe(5);
  });

  it('tries a failed reading again only after the wait, and never holds empty anchors', async () => {
    const { anchors, advance } = clocked();
    anchors.refresh(order, async () => {
      throw new Error('connection lost');
    });
    await anchors.idle();
    expect(anchors.startOf(order, 20)).toBeUndefined();
    const read = vi.fn(async () => anchorsOf(5, 10));
    anchors.refresh(order, read);
    expect(read).not.toHaveBeenCalled();
    advance(1000);
    anchors.refresh(order, read);
    await anchors.idle();
    expect(anchors.startOf(order, 20)).toBeUndefined();
    // Fewer rows than a step: read again, after the wait, once the list has grown.
    read.mockImplementation(async () => anchorsOf(30, 10));
    advance(1000);
    anchors.refresh(order, read);
    await anchors.idle();
    expect(anchors.startOf(order, 20)).toMatchObject({ after: { id: 19 }, skip: 0 });
  });
});
