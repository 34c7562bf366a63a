import type { Db } from '../db/database.js';

/** One row's place in a list's order: its sort value as PostgreSQL writes it, and its id. */
export interface OrderKey {
  sortKey: string;
  id: number;
}

/**
 * Every `step`-th row of one order, and the order as a page last found it, in one snapshot: its
 * generation, its rows' total, a row near its start and its last row, and how many rows had
 * been added in front since the keys were read.
 */
export interface Anchors {
  /** The order's generation (`list_order_generations`, summed, as text): the keys' own. */
  generation: string;
  /** The rows in the order. */
  total: number;
  /**
   * A row a few in from its start ({@link ListAnchors.nearStartOffset}), and its last row:
   * rows added before the one or after the other move every key back, or none.
   */
  nearStart: OrderKey;
  last: OrderKey;
  /** Rows added before `nearStart` since the keys were read, which moved every key back. */
  shift: number;
  /** The rows at positions step - 1 + shift, 2 step - 1 + shift, …, in order: one at least. */
  keys: OrderKey[];
}

/**
 * Where a deep page starts: `skip` rows past `after`, less the rows added before
 * `anchors.nearStart` since (which the page counts), if the order is still at
 * `anchors.generation` and every row added since lies before `anchors.nearStart` or after
 * `anchors.last`.
 */
export interface PageStart {
  anchors: Anchors;
  after: OrderKey;
  skip: number;
}

interface Held {
  anchors: Anchors | undefined;
  building: Promise<void> | undefined;
  lastBuiltAt: number;
  /** Pages started from these anchors so far. */
  uses: number;
  /** The least time from this reading to the next. */
  waitMs: number;
  /** Deep pages asked for without anchors since the last reading. */
  asked: number;
}

export interface ListAnchorsOptions {
  /** Rows between two anchors: the most a deep page walks past its anchor. */
  step?: number;
  /**
   * The most rows added at an order's ends since the page before that a page follows: it
   * walks them all, so past these the anchors are read again.
   * Five steps by default.
   */
  mostAdded?: number;
  /**
   * The least time between two readings of one order's anchors; doubled, up to
   * `longestWaitMs`, each time anchors go stale before serving {@link worthwhileUses} pages.
   */
  rebuildAfterMs?: number;
  longestWaitMs?: number;
  /**
   * Deep pages of an order asked for without anchors before they are read: a reading walks
   * the whole order (about 40 ms for 100,000 rows), worth it only for an order paged often.
   */
  demand?: number;
  /** Milliseconds from any fixed point: the waits' clock. */
  now?: () => number;
}

/** Pages a reading of anchors must serve to be read again as soon as `rebuildAfterMs`. */
const worthwhileUses = 10;

/**
 * Remembered positions in the orders of long lists, so that page 2,500 of 100,000 users starts
 * from a known row rather than walking 50,000 index entries: measured on the realistic mix,
 * PostgreSQL spent a third of its time walking to deep pages of users, and a random deep page
 * of 100,000 users cost 4.7-5.0 ms from an anchor-less start against 1.5 ms from one (PGlite
 * 5.5-6.1 against 2.1).
 *
 * Anchors are read in one statement, with the order's generation, total, a row near its start
 * and its last row in the same snapshot. A page read from one states them, and PostgreSQL
 * answers nothing if the order has changed since (a row deleted or a sort value set moves the
 * generation), unless every row added since lies before the row near the start or after the
 * last, as new articles newest first do: the page then counts those in front and walks that
 * many fewer past its anchor. The caller reads a page PostgreSQL refused the long way, and the
 * anchors are read again, in the background and at most every `rebuildAfterMs`, so an order
 * that keeps changing costs one reading now and then. Each instance keeps its own: the
 * generation and the counters are in the database, whoever wrote.
 */
export class ListAnchors {
  readonly step: number;
  readonly mostAdded: number;
  /**
   * How far in from the start of an order lies the row that rows added in front are counted
   * against: before the first key, however many rows come in front. A row's creation time is
   * its transaction's start, so concurrent creates may commit a few rows out of order: on the
   * realistic mix, counted against the very first row, a new article landing just behind the
   * newest made the newest-first anchors stale 19 times in 20 s.
   */
  readonly nearStartOffset: number;
  private readonly rebuildAfterMs: number;
  private readonly longestWaitMs: number;
  private readonly demand: number;
  private readonly now: () => number;
  private readonly held = new Map<string, Held>();

  constructor(options: ListAnchorsOptions = {}) {
    this.step = options.step ?? 100;
    this.mostAdded = options.mostAdded ?? this.step * 5;
    this.nearStartOffset = Math.min(20, this.step - 1);
    this.rebuildAfterMs = options.rebuildAfterMs ?? 5_000;
    this.longestWaitMs = options.longestWaitMs ?? 300_000;
    this.demand = options.demand ?? 20;
    this.now = options.now ?? (() => performance.now());
  }

  private entry(order: string): Held {
    let held = this.held.get(order);
    if (!held) {
      held = {
        anchors: undefined,
        building: undefined,
        lastBuiltAt: -Infinity,
        uses: 0,
        waitMs: this.rebuildAfterMs,
        asked: 0,
      };
      this.held.set(order, held);
    }
    return held;
  }

  /** Whether a page at `offset` lies past the first anchor, where anchors can help. */
  isDeep(offset: number): boolean {
    return offset >= this.step;
  }

  /**
   * Where the page at `offset` of `order` starts, from the nearest anchor before it as the last
   * page found the order (rows added in front move every anchor back); none known.
   */
  startOf(order: string, offset: number): PageStart | undefined {
    const held = this.held.get(order);
    const anchors = held?.anchors;
    if (!held || !anchors) return undefined;
    const index = Math.min(
      Math.floor((offset - anchors.shift) / this.step) - 1,
      anchors.keys.length - 1,
    );
    const after = anchors.keys[index];
    if (!after) return undefined;
    held.uses++;
    return { anchors, after, skip: offset - (index + 1) * this.step - anchors.shift };
  }

  /**
   * A page of `order` started from `from` found the order as `to` says (rows added at its ends
   * since): later pages start from that, and count only the rows added after it. Ignored once
   * the anchors held are others (read again, or already moved on by another page).
   */
  rebase(order: string, from: Anchors, to: Anchors): void {
    const held = this.held.get(order);
    if (held?.anchors === from) held.anchors = to;
  }

  /** The order changed since its anchors were read: forget them. */
  forget(order: string): void {
    const held = this.held.get(order);
    if (!held?.anchors) return;
    held.anchors = undefined;
    // An order that changes faster than its anchors serve pages is read less and less often.
    held.waitMs =
      held.uses < worthwhileUses
        ? Math.min(held.waitMs * 2, this.longestWaitMs)
        : this.rebuildAfterMs;
  }

  /**
   * Counts a deep page of `order` asked for without an anchor before it, and reads the anchors
   * with `read` in the background once `demand` have been, unless they are being read or were
   * read too recently (`rebuildAfterMs`, longer for an order that changes often). Anchors held
   * are read again only once a step of rows or more has been added in front of them, where no
   * page finds an anchor; they serve meanwhile. A failed reading is retried no sooner. `read`
   * finds none in an order with no row past the first step: they are read again, as late, once
   * pages past it are asked for.
   */
  refresh(order: string, read: (step: number) => Promise<Anchors | undefined>): void {
    const held = this.entry(order);
    if (held.building || (held.anchors && held.anchors.shift < this.step)) return;
    held.asked += 1;
    const now = this.now();
    if (held.asked < this.demand || now - held.lastBuiltAt < held.waitMs) return;
    held.lastBuiltAt = now;
    held.asked = 0;
    held.building = read(this.step).then(
      (anchors) => {
        held.anchors = anchors;
        held.uses = 0;
        held.building = undefined;
      },
      () => {
        held.building = undefined;
      },
    );
  }

  /** Resolves once no anchors are being read (tests; a reading in flight at shutdown). */
  async idle(): Promise<void> {
    await Promise.all([...this.held.values()].map((held) => held.building));
  }
}

const byDatabase = new WeakMap<Db, ListAnchors>();

/** The anchors of `db`'s lists: one set per database handle. */
export function listAnchorsOf(db: Db): ListAnchors {
  let anchors = byDatabase.get(db);
  if (!anchors) {
    anchors = new ListAnchors();
    byDatabase.set(db, anchors);
  }
  return anchors;
}

/** Gives `db` anchors of its own (a shorter step, in tests). */
export function useListAnchors(db: Db, anchors: ListAnchors): void {
  byDatabase.set(db, anchors);
}
