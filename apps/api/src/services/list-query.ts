import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableName,
  ilike,
  type Placeholder,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { PgColumn, PgTable, SelectedFieldsFlat } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import { limits } from '../contract/limits.js';
import type { PageResult, SortOrder } from '../contract/schemas.js';
import type { Db } from '../db/database.js';
import { prepareOnce } from '../db/prepared.js';
import { listOrderGenerations } from '../db/schema.js';
import { cachedRead } from '../db/single-process-cache.js';
import { type Anchors, type ListAnchors, listAnchorsOf } from './list-anchors.js';
import { likePattern, normalizePage } from './paging.js';

/**
 * From this offset on, a page without a keyword picks its ids first. A page read by offset
 * computes every column of the rows it skips, the scalar subqueries too (a user's roles, an
 * article's author), which PostgreSQL evaluates below the limit. Measured over 10,000 users,
 * PostgreSQL then PGlite, a page of 20 cost by offset / ids first: at 20 rows 0.59 / 0.94 and
 * 0.99 / 1.29 ms, at 100 rows 0.97 / 0.91 and 1.36 / 1.26 ms, at 500 rows 1.91 / 0.95 and
 * 3.37 / 1.25 ms, at 900 rows 3.01 / 0.87 and 5.42 / 1.27 ms.
 */
const idsFirstFromOffset = 100;

/** A list the API pages through: what it reads, what it filters, searches and sorts by. */
export interface ListSource<
  Columns extends SelectedFieldsFlat,
  Filter extends string,
  Sort extends string,
> {
  /** Prefix of the prepared statements' names (with the shape, at most 63 characters). */
  name: string;
  table: PgTable;
  /** The other tables a page reads (its counters, scalar subqueries), for the query cache. */
  alsoReads: PgTable[];
  id: PgColumn;
  /** A row as the list returns it: the table's columns, and scalar subqueries for others. */
  columns: Columns;
  /** Equality filters, by query parameter. */
  filters: Record<Filter, PgColumn>;
  /** What a keyword is looked for in (ILIKE), the very expression a trigram index is built on. */
  searchText: SQL;
  sorts: Record<Sort, PgColumn>;
  defaultSort: Sort;
  /**
   * The total without a keyword from something kept up to date (trigger-kept counters), given
   * the filters present and their placeholders; without it the matching rows are counted.
   */
  totalWithoutKeyword?(db: Db, filters: Partial<Record<Filter, Placeholder>>): SQL<number>;
  /**
   * The table's `list_order_bump` triggers (migration 0010) count the changes of every sort
   * column's order, so a deep page without filters or keyword may start from a remembered
   * position ({@link ListAnchors}). Only with those triggers: without, a remembered position
   * would never be known to be stale.
   */
  ordersTracked?: boolean;
}

export interface ListQuery<Filter extends string, Sort extends string> {
  current?: number | undefined;
  pageSize?: number | undefined;
  sortField?: Sort | undefined;
  sortOrder?: SortOrder | undefined;
  keyword?: string | undefined;
  filters: Partial<Record<Filter, string | number | undefined>>;
}

interface ListShape<Filter extends string, Sort extends string> {
  filters: Filter[];
  keyword: boolean;
  sort: Sort;
  ascending: boolean;
  /** Pick the page's ids first, then read their rows; always so with a keyword. */
  idsFirst: boolean;
  /**
   * Pick the ids of a deep page from whichever end of the order is nearer, knowing the exact
   * total from the counters: only without a keyword, and only where they are kept.
   */
  eitherEnd: boolean;
}

/**
 * The two statements of one list shape (which filters are present, which sort, how the page is
 * picked), with their values as placeholders. Without a keyword the total comes from the
 * counters or a count inside the page query itself: one round trip, however large the table.
 *
 * Picking ids first reads the rows that match as id and sort key only (the `matches` CTE),
 * sorts and cuts those, then reads the page's rows by primary key:
 *
 * - Without a keyword PostgreSQL inlines `matches` (it is read once), so skipping 50,000 rows
 *   walks a sort index without visiting the table (an index-only scan, once vacuum has marked
 *   the pages all-visible).
 * - Without a keyword, where counters give the exact total in the same snapshot, a page past
 *   the middle is read from the other end: the rows at offset o of n in one order are those at
 *   n - o - limit in the reverse order (the order ends on the id, so it has no ties). Both
 *   ends are in the statement, one of them cut to no rows (PostgreSQL then never reads it), so
 *   the choice is made on the same total the page is counted against. Skipping half as many
 *   rows on average halves the time of a deep page: 100,000 users are never walked further
 *   than 50,000.
 * - With a keyword `matches` is read twice, for the page and the total, so PostgreSQL computes
 *   it once: one search of the trigram index serves both. Sorting the matches also keeps the
 *   planner from walking a whole sort index in the hope of meeting a page of matches early,
 *   which for a keyword whose matches sort last read all 100,000 users (5 s a page at 50
 *   connections).
 *
 * On a single-process database pages are served from the query cache until the next write to
 * the tables they read, keyed by the statement's name and values.
 */
function listStatements<
  Columns extends SelectedFieldsFlat,
  Filter extends string,
  Sort extends string,
>(db: Db, source: ListSource<Columns, Filter, Sort>, shape: ListShape<Filter, Sort>) {
  const name = [
    source.name,
    shape.filters.join(''),
    shape.keyword ? 'k' : '',
    shape.eitherEnd ? 'e' : shape.idsFirst ? 'i' : '',
    shape.sort,
    shape.ascending ? 'asc' : 'desc',
  ].join('_');
  return prepareOnce(db, name, () => {
    const value = sql.placeholder;
    const placeholders: Partial<Record<Filter, Placeholder>> = {};
    for (const filter of shape.filters) placeholders[filter] = value(filter);
    const where = and(
      ...shape.filters.map((filter) => eq(source.filters[filter], value(filter))),
      shape.keyword ? ilike(source.searchText, value('pattern')) : undefined,
    );
    const direction = shape.ascending ? asc : desc;
    const order = shape.ascending ? sql`asc` : sql`desc`;
    const sortColumn = source.sorts[shape.sort];
    const matches = db.$with('matches').as(
      db
        .select({ id: source.id, sortKey: sql`${sortColumn}`.as('sort_key') })
        .from(source.table)
        .where(where),
    );
    const counted = source.totalWithoutKeyword
      ? source.totalWithoutKeyword(db, placeholders)
      : sql<number>`(${db.select({ value: count() }).from(source.table).where(where)})`;
    // In the page query `matches` comes from the page's own WITH clause; alone it brings its own.
    const total = shape.keyword
      ? sql<number>`(${db.select({ value: count() }).from(matches)})`
      : counted;
    const totalAlone = shape.keyword
      ? db.with(matches).select({ value: count() }).from(matches)
      : db.select({ value: sql<number>`${counted}`.mapWith(Number) }).from(sql`(select 1) as one`);
    const columns = { ...source.columns, total: total.mapWith(Number) };
    const pageIds = db
      .select()
      .from(matches)
      .orderBy(direction(matches.sortKey), direction(matches.id))
      .limit(value('limit'))
      .offset(value('offset'))
      .as('page');
    const page = shape.eitherEnd
      ? db
          .select(columns)
          .from(source.table)
          .innerJoin(
            eitherEndIds({ ...source, sortColumn }, where, shape.ascending, counted),
            sql`page.id = ${source.id}`,
          )
          .orderBy(sql`page.sort_key ${order}`, sql`page.id ${order}`)
      : shape.idsFirst
        ? db
            .with(matches)
            .select(columns)
            .from(source.table)
            .innerJoin(pageIds, eq(pageIds.id, source.id))
            .orderBy(direction(pageIds.sortKey), direction(pageIds.id))
        : db
            .select(columns)
            .from(source.table)
            .where(where)
            .orderBy(direction(sortColumn), direction(source.id))
            .limit(value('limit'))
            .offset(value('offset'));
    return {
      name,
      tables: [source.table, ...source.alsoReads].map(getTableName),
      page: page.prepare(name),
      total: totalAlone.prepare(`${name}_total`),
    };
  });
}

/**
 * The ids and sort keys of one page (`page.id`, `page.sort_key`), read from the end of the order
 * nearer to it; `total` is the exact number of rows `where` matches, in the statement's snapshot.
 * The sort columns are never null, so the reverse order is the exact mirror of the other.
 */
function eitherEndIds(
  source: { table: PgTable; id: PgColumn; sortColumn: PgColumn },
  where: SQL | undefined,
  ascending: boolean,
  total: SQL,
): SQL {
  const limit = sql`${sql.placeholder('limit')}::bigint`;
  const offset = sql`${sql.placeholder('offset')}::bigint`;
  const n = sql`${total}::bigint`;
  const fromFarEnd = sql`(${offset} * 2 > ${n})`;
  const forward = ascending ? sql`asc` : sql`desc`;
  const backward = ascending ? sql`desc` : sql`asc`;
  const branch = (order: SQL, limitSql: SQL, offsetSql: SQL) =>
    sql`(select ${source.id} as id, ${source.sortColumn} as sort_key from ${source.table}${
      where ? sql` where ${where}` : sql``
    } order by ${source.sortColumn} ${order}, ${source.id} ${order} limit ${limitSql} offset ${offsetSql})`;
  // The outer limit (no page is larger) tells the planner to expect a page, not 10 % of the
  // table, when a generic plan cannot see the values: without it PostgreSQL merge-joins the
  // page with the whole primary key index.
  return sql`(select * from (${branch(
    forward,
    sql`case when ${fromFarEnd} then 0 else ${limit} end`,
    offset,
  )} union all ${branch(
    backward,
    sql`case when ${fromFarEnd} then greatest(0, least(${limit}, ${n} - ${offset})) else 0 end`,
    sql`case when ${fromFarEnd} then greatest(0, ${n} - ${offset} - ${limit}) else 0 end`,
  )}) as either_end limit ${sql.raw(String(Math.max(...limits.pageSizes)))}) as page`;
}

/**
 * The statements of a list's order read from remembered positions: the anchors (every
 * `step`-th row's sort value as text and id, with the order's generation, total, a row near its
 * start and its last row, in one snapshot); a page from an anchor; and the order's state alone,
 * to tell an empty page past the last row from a stale anchor. Without filters or keyword only,
 * so the total comes from the counters.
 *
 * A page answers no rows unless the order is still at the generation the anchors were read at
 * (no row deleted, no sort value set) and every row added since the anchors' snapshot (the
 * counters' total less the anchors') lies before their row near the start or after their last
 * row: it counts those, walking no further than `mostAdded` rows, and skips as many fewer past
 * its anchor, which the rows in front have moved back. It also answers the order's row near its
 * start and its last row, so the next page counts only the rows added after it.
 */
interface AnchoredStatements {
  name: string;
  /** Names the order in {@link ListAnchors}. */
  order: string;
  tables: string[];
  anchors: {
    execute(values: { step: number }): Promise<
      {
        generation: string;
        total: number;
        nearStartKey: string;
        nearStartId: number;
        lastKey: string;
        lastId: number;
        sortKey: string;
        id: number;
      }[]
    >;
  };
  /** A page of the given size from an anchor. */
  page(pageSize: number): { execute(values: Record<string, unknown>): Promise<unknown[]> };
  /** The order's state alone, and the rows added before its row near the start or after its last. */
  state: {
    execute(
      values: Record<string, unknown>,
    ): Promise<(OrderState & Ends & { generation: string; addedAfter: number })[]>;
  };
}

/** What a page from an anchor answers of the order beside its rows. */
interface OrderState {
  total: number;
  /** The rows added before the anchors' row near the start. */
  shift: number;
}

/** The order's row {@link ListAnchors.nearStartOffset} rows in from its start, and its last row. */
interface Ends {
  nearStartKey: string;
  nearStartId: number;
  lastKey: string;
  lastId: number;
}

function anchoredStatements<
  Columns extends SelectedFieldsFlat,
  Filter extends string,
  Sort extends string,
>(
  db: Db,
  source: ListSource<Columns, Filter, Sort>,
  sort: Sort,
  ascending: boolean,
  anchors: ListAnchors,
): AnchoredStatements {
  // How far the rows added are walked is written into the statements, not bound: a generic plan
  // cannot see a bound LIMIT or OFFSET and expects a tenth of the table, so PostgreSQL planned
  // the page afresh every time (on PGlite 1-2 ms a page, more than reading it).
  const { nearStartOffset, mostAdded } = anchors;
  const name = [
    source.name,
    'a',
    sort,
    ascending ? 'asc' : 'desc',
    nearStartOffset,
    mostAdded,
  ].join('_');
  return prepareOnce(db, name, () => {
    const value = sql.placeholder;
    const sortColumn = source.sorts[sort];
    const relation = getTableName(source.table);
    const order = ascending ? sql`asc` : sql`desc`;
    const reverse = ascending ? sql`desc` : sql`asc`;
    const past = ascending ? sql`>` : sql`<`;
    const before = ascending ? sql`<` : sql`>`;
    const generation = sql<string>`(select coalesce(sum(${listOrderGenerations.generation}), 0)::text from ${listOrderGenerations} where ${listOrderGenerations.relation} = ${relation} and ${listOrderGenerations.sortKey} = ${sortColumn.name})`;
    const total = source.totalWithoutKeyword
      ? source.totalWithoutKeyword(db, {})
      : sql<number>`(${db.select({ value: count() }).from(source.table)})`;
    const key = (prefix: string) =>
      sql`(${value(`${prefix}Key`)}::${sql.raw(sortColumn.getSQLType())}, ${value(`${prefix}Id`)}::integer)`;
    const edge = (column: SQL | PgColumn, direction: SQL, offset: number) =>
      sql`(select ${column} from ${source.table} order by ${sortColumn} ${direction}, ${source.id} ${direction} offset ${sql.raw(String(offset))} limit 1)`;
    // The rows past a row, less those that were there already.
    const added = (side: SQL, prefix: string, already: number) =>
      sql`(select count(*)::integer - ${sql.raw(String(already))} from (select 1 from ${source.table} where (${sortColumn}, ${source.id}) ${side} ${key(prefix)} limit ${sql.raw(String(mostAdded + already))}) as added)`;
    const orderState = sql`select ${generation} as generation, ${total}::bigint as total, ${added(before, 'nearStart', nearStartOffset)} as added_before, ${added(past, 'last', 0)} as added_after`;
    const state = sql`(${orderState}) as state`;

    const ends = {
      nearStartKey: sql<string>`${edge(sql`${sortColumn}::text`, order, nearStartOffset)}`,
      nearStartId: sql`${edge(source.id, order, nearStartOffset)}`.mapWith(Number),
      lastKey: sql<string>`${edge(sql`${sortColumn}::text`, reverse, 0)}`,
      lastId: sql`${edge(source.id, reverse, 0)}`.mapWith(Number),
    };

    const positions = sql`(select ${sortColumn}::text as sort_key, ${source.id} as id, row_number() over (order by ${sortColumn} ${order}, ${source.id} ${order}) as n from ${source.table}) as positions`;
    const anchors = db
      .select({
        generation,
        total: sql`${total}`.mapWith(Number),
        ...ends,
        sortKey: sql<string>`positions.sort_key`,
        id: sql<number>`positions.id`,
      })
      .from(positions)
      .where(sql`positions.n % ${value('step')}::bigint = 0`)
      .orderBy(sql`positions.n`);

    // The rows added in front since the anchors were read, when the page may be read from its
    // anchor at all. Both CTEs materialized, so PostgreSQL counts once for the conditions and the
    // offset: inlined, each reference to a count ran it again.
    const shift = sql`with state as materialized (${orderState}), shift as materialized (select added_before as added from state where generation = ${value('generation')}::text and added_before + added_after = total - ${value('total')}::bigint and added_before <= ${value('skip')}::bigint)`;
    // One statement per page size, its limit written in: PostgreSQL plans a statement once it
    // finds a generic plan no dearer than those it planned for the values given, and with the
    // limit bound it expected a page of 100 rows and planned afresh every time.
    const pages = new Map<number, ReturnType<AnchoredStatements['page']>>();
    const pageOf = (pageSize: number) => {
      let prepared = pages.get(pageSize);
      if (!prepared) {
        const pageIds = sql`(${shift} select ${source.id} as id, ${sortColumn} as sort_key, (select added from shift) as shift from ${source.table} where (${sortColumn}, ${source.id}) ${past} ${key('anchor')} and exists (select 1 from shift) order by ${sortColumn} ${order}, ${source.id} ${order} limit ${sql.raw(String(pageSize))} offset ${value('skip')}::bigint - (select added from shift)) as page`;
        prepared = db
          .select({
            ...source.columns,
            total: total.mapWith(Number),
            shift: sql`page.shift`.mapWith(Number),
            ...ends,
          })
          .from(source.table)
          .innerJoin(pageIds, sql`page.id = ${source.id}`)
          .orderBy(sql`page.sort_key ${order}`, sql`page.id ${order}`)
          .prepare(`${name}_${pageSize}`);
        pages.set(pageSize, prepared);
      }
      return prepared;
    };
    return {
      name,
      order: `${relation}.${sortColumn.name}.${ascending ? 'asc' : 'desc'}`,
      tables: [source.table, ...source.alsoReads, listOrderGenerations].map(getTableName),
      anchors: anchors.prepare(`${name}_anchors`),
      page: pageOf,
      state: db
        .select({
          generation: sql<string>`state.generation`,
          total: sql`state.total`.mapWith(Number),
          shift: sql`state.added_before`.mapWith(Number),
          addedAfter: sql`state.added_after`.mapWith(Number),
          ...ends,
        })
        .from(state)
        .prepare(`${name}_state`),
    };
  });
}

async function readAnchors(
  statements: AnchoredStatements,
  step: number,
): Promise<Anchors | undefined> {
  const rows = await statements.anchors.execute({ step });
  const [row] = rows;
  if (!row) return undefined;
  return {
    generation: row.generation,
    total: row.total,
    nearStart: { sortKey: row.nearStartKey, id: row.nearStartId },
    last: { sortKey: row.lastKey, id: row.lastId },
    shift: 0,
    keys: rows.map(({ sortKey, id }) => ({ sortKey, id: Number(id) })),
  };
}

/** The anchors as a page found the order: its total, row near the start and last row now. */
function movedOn(anchors: Anchors, found: OrderState & Ends): Anchors {
  return {
    ...anchors,
    total: found.total,
    nearStart: { sortKey: found.nearStartKey, id: found.nearStartId },
    last: { sortKey: found.lastKey, id: found.lastId },
    shift: anchors.shift + found.shift,
  };
}

/**
 * The rows of a deep page read from the nearest remembered position before it (none past the
 * last row); undefined when no position is known, or the order has changed since in a way the
 * positions cannot follow (then they are read again, later).
 */
async function anchoredRows(
  db: Db,
  anchors: ListAnchors,
  statements: AnchoredStatements,
  page: { offset: number; pageSize: number },
): Promise<unknown[] | undefined> {
  const start = anchors.startOf(statements.order, page.offset);
  if (start) {
    const held = start.anchors;
    const values = {
      anchorKey: start.after.sortKey,
      anchorId: start.after.id,
      generation: held.generation,
      total: held.total,
      nearStartKey: held.nearStart.sortKey,
      nearStartId: held.nearStart.id,
      lastKey: held.last.sortKey,
      lastId: held.last.id,
      skip: start.skip,
    };
    const rows = (await cachedRead(
      db,
      `${statements.name}_${page.pageSize}:${JSON.stringify(values)}`,
      statements.tables,
      (): Promise<unknown> => statements.page(page.pageSize).execute(values),
    )) as (OrderState & Ends)[];
    const [found] = rows;
    if (found) {
      anchors.rebase(statements.order, held, movedOn(held, found));
      return rows.map(({ shift, nearStartKey, nearStartId, lastKey, lastId, ...row }) => row);
    }
    // Past the last row, the anchor moved past the page by rows added in front, or changed
    // since: only in the last case read the long way, and the positions again.
    const [now] = await statements.state.execute(values);
    const followed =
      now?.generation === held.generation && now.shift + now.addedAfter === now.total - held.total;
    if (followed) {
      anchors.rebase(statements.order, held, movedOn(held, now));
      return now.shift <= start.skip ? rows : undefined;
    }
    anchors.forget(statements.order);
  }
  anchors.refresh(statements.order, (step) => readAnchors(statements, step));
  return undefined;
}

/** A page of a list, filtered, searched and sorted, in one round trip on most pages. */
export async function listPage<
  Columns extends SelectedFieldsFlat,
  Filter extends string,
  Sort extends string,
>(
  db: Db,
  source: ListSource<Columns, Filter, Sort>,
  query: ListQuery<Filter, Sort>,
): Promise<PageResult<SelectResultFields<Columns>>> {
  const page = normalizePage(query);
  const keyword = query.keyword?.trim();
  const present = (Object.keys(source.filters) as Filter[]).filter(
    (filter) => query.filters[filter] !== undefined,
  );
  const sort = query.sortField ?? source.defaultSort;
  const ascending = query.sortOrder === 'ascend';
  const anchors = listAnchorsOf(db);
  const anchored =
    source.ordersTracked && !keyword && present.length === 0 && anchors.isDeep(page.offset)
      ? await anchoredRows(
          db,
          anchors,
          anchoredStatements(db, source, sort, ascending, anchors),
          page,
        )
      : undefined;
  const statements = listStatements(db, source, {
    filters: present,
    keyword: !!keyword,
    sort,
    ascending,
    idsFirst: !!keyword || page.offset >= idsFirstFromOffset,
    eitherEnd: !keyword && !!source.totalWithoutKeyword && page.offset >= idsFirstFromOffset,
  });
  const values = {
    ...query.filters,
    pattern: keyword ? likePattern(keyword) : undefined,
    limit: page.pageSize,
    offset: page.offset,
  };
  const rows = (anchored ??
    (await cachedRead(
      db,
      `${statements.name}:${JSON.stringify(values)}`,
      statements.tables,
      (): Promise<unknown> => statements.page.execute(values),
    ))) as (SelectResultFields<Columns> & { total: number })[];
  // Past the last page no row carries the total; ask for it alone.
  const total =
    rows[0]?.total ??
    (page.current > 1 ? ((await statements.total.execute(values))[0]?.value ?? 0) : 0);
  return {
    list: rows.map(({ total: _, ...row }) => row as SelectResultFields<Columns>),
    total,
    current: page.current,
    pageSize: page.pageSize,
  };
}
