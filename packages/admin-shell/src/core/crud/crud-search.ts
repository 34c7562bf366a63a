import type { RecordId } from '../contracts.js';
import {
  type CrudDefinition,
  type CrudFieldBase,
  type CrudFilterKey,
  type CrudListQuery,
  type CrudPageQuery,
  type CrudPageSize,
  type CrudSearch,
  type CrudSortOrder,
  valueTypeOf,
} from './crud-definition.js';

/** What a definition allows in a list query, with the defaults filled in. */
export interface CrudListLimits {
  pageSizes: readonly CrudPageSize[];
  defaultPageSize: CrudPageSize;
  keywordLength: number;
  page: number;
  integer: number;
}

const defaultPageSizes: readonly CrudPageSize[] = [10, 20, 50, 100];

/** The limits of a definition's list query (see `CrudDefinition.limits` and `pageSizes`). */
export function crudListLimits(
  definition: Pick<CrudDefinition<unknown, unknown, CrudListQuery>, 'pageSizes' | 'limits'>,
): CrudListLimits {
  const pageSizes = definition.pageSizes?.length ? definition.pageSizes : defaultPageSizes;
  return {
    pageSizes,
    defaultPageSize: pageSizes[0] ?? 10,
    keywordLength: definition.limits?.keywordLength ?? Number.POSITIVE_INFINITY,
    page: definition.limits?.page ?? Number.MAX_SAFE_INTEGER,
    integer: definition.limits?.integer ?? Number.MAX_SAFE_INTEGER,
  };
}

/**
 * The page size a table opens with when the address names none: the person's last choice
 * when the definition still offers it, else the definition's first.
 */
function preferredPageSize(
  limits: Pick<CrudListLimits, 'pageSizes' | 'defaultPageSize'>,
  stored: number | undefined,
): CrudPageSize {
  return limits.pageSizes.find((size) => size === stored) ?? limits.defaultPageSize;
}

/**
 * A keyword as the back end takes it: trimmed, without control characters, at most
 * `maxLength` characters and never cut inside a character (a cut surrogate pair would not
 * survive the address).
 */
export function clampKeyword(text: string, maxLength = Number.POSITIVE_INFINITY): string {
  return (
    text
      // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point.
      .replace(/[\u0000-\u001F\u007F]/g, ' ')
      .trim()
      .slice(0, maxLength)
      .replace(/[\uD800-\uDBFF]$/, '')
      .trimEnd()
  );
}

const sortOrders: readonly CrudSortOrder[] = ['ascend', 'descend'];
const pagingKeys = new Set(['current', 'pageSize', 'keyword', 'sortField', 'sortOrder']);
/**
 * The search params that are never a filter: paging, the record view's `view` and the saved
 * view's `savedView`.
 */
const reservedKeys = new Set([...pagingKeys, 'view', 'savedView']);

function positiveInteger(value: unknown, largest: number): number | undefined {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number >= 1 && number <= largest
    ? number
    : undefined;
}

/** Text from the address: the router reads `?keyword=123` as a number and `=true` as a boolean. */
function textOf(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  return typeof value === 'number' || typeof value === 'boolean' ? String(value) : undefined;
}

function pageSizeOf(value: unknown, limits: CrudListLimits): CrudPageSize | undefined {
  const size = positiveInteger(value, Number.MAX_SAFE_INTEGER);
  return limits.pageSizes.find((allowed) => allowed === size);
}

/** The fields the list can be sorted by, and those it can be filtered by. */
export function crudCapabilities<Row, Values, Query extends CrudListQuery>(
  definition: CrudDefinition<Row, Values, Query>,
) {
  return {
    sortFields: definition.fields.filter((field) => field.sortable).map((field) => field.key),
    filterFields: definition.fields.filter(
      (field) => field.filterable && !reservedKeys.has(field.key),
    ),
  };
}

/** A filter's value from the address: one of the field's options, or a positive integer. */
function filterValue(
  field: Pick<CrudFieldBase<unknown>, 'valueType' | 'options'>,
  raw: unknown,
  limits: CrudListLimits,
): string | number | undefined {
  if (valueTypeOf(field) === 'integer') return positiveInteger(raw, limits.integer);
  const text = textOf(raw);
  return field.options?.find((option) => option.value === text)?.value;
}

/**
 * Reads the table's state from the address's search params: whatever is not valid for this
 * table (an unknown sort field, a page size the API does not offer, an option that does not
 * exist) is dropped, and so are defaults, so the address stays short. Use it as a route's
 * `validateSearch`.
 */
export function parseCrudSearch<Row, Values, Query extends CrudListQuery>(
  definition: CrudDefinition<Row, Values, Query>,
  raw: Record<string, unknown>,
): CrudSearch<Query> {
  const { sortFields, filterFields } = crudCapabilities(definition);
  const limits = crudListLimits(definition);
  const search: Record<string, unknown> = {};

  // A page past the deepest is read as that page (the table then moves to the last one).
  const current = positiveInteger(raw.current, Number.MAX_SAFE_INTEGER);
  if (current !== undefined && current > 1) search.current = Math.min(current, limits.page);
  const pageSize = pageSizeOf(raw.pageSize, limits);
  if (pageSize !== undefined && pageSize !== limits.defaultPageSize) search.pageSize = pageSize;

  const typed = textOf(raw.keyword);
  const keyword =
    definition.keyword !== false && typed !== undefined
      ? clampKeyword(typed, limits.keywordLength)
      : '';
  if (keyword) search.keyword = keyword;

  // A sort needs both halves.
  const sortField = sortFields.find((field) => field === raw.sortField);
  const sortOrder = sortOrders.find((order) => order === raw.sortOrder);
  if (sortField && sortOrder) {
    search.sortField = sortField;
    search.sortOrder = sortOrder;
  }

  for (const field of filterFields) {
    const value = filterValue(field, raw[field.key], limits);
    if (value !== undefined) search[field.key] = value;
  }
  return search as CrudSearch<Query>;
}

/**
 * The record whose view the address opens (`?view=7`, `?view=a1b2`): a safe integer or a
 * non-empty string of at most 100 characters, else none. The router reads digits as a number.
 */
export function parseCrudView(raw: unknown): RecordId | undefined {
  if (typeof raw === 'number') return Number.isSafeInteger(raw) ? raw : undefined;
  if (typeof raw !== 'string') return undefined;
  const id = raw.trim();
  return id !== '' && id.length <= 100 ? id : undefined;
}

/** The search params a table owns: paging, keyword, sort and its filter fields. */
export function crudSearchKeys<Row, Values, Query extends CrudListQuery>(
  definition: CrudDefinition<Row, Values, Query>,
): string[] {
  return [...pagingKeys, ...crudCapabilities(definition).filterFields.map((field) => field.key)];
}

/**
 * The table's own params in `raw` that {@link parseCrudSearch} drops or rewrites (`current=abc`,
 * `sortField=evil`, `pageSize=7`, a default spelt out), or none when the address is already as
 * the table would write it. Params the table does not own are never reported.
 */
export function staleCrudSearchKeys<Row, Values, Query extends CrudListQuery>(
  definition: CrudDefinition<Row, Values, Query>,
  raw: Record<string, unknown>,
): string[] {
  const valid: Record<string, unknown> = parseCrudSearch(definition, raw);
  // The router reads `?keyword=123` as a number: compare as the address spells them.
  const spelt = (value: unknown) => (value === undefined ? undefined : String(value));
  return crudSearchKeys(definition).filter(
    (key) => raw[key] !== undefined && spelt(raw[key]) !== spelt(valid[key]),
  );
}

/**
 * The list query for the table's state: page and size always set, nothing else added. The size
 * is the address's, else the person's stored choice, else the definition's default.
 */
export function crudPageQuery<Query extends CrudListQuery>(
  search: CrudSearch<Query>,
  limits: Pick<CrudListLimits, 'pageSizes' | 'defaultPageSize'>,
  storedPageSize?: number,
): CrudPageQuery<Query> {
  return {
    ...search,
    current: search.current ?? 1,
    pageSize: search.pageSize ?? preferredPageSize(limits, storedPageSize),
  } as CrudPageQuery<Query>;
}

/** The filters in force, keyed by field. */
export function activeFilters<Query extends CrudListQuery>(
  search: CrudSearch<Query>,
): Partial<Record<CrudFilterKey<Query>, string | number>> {
  const filters: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(search)) {
    if (!reservedKeys.has(key) && value !== undefined) filters[key] = value as string | number;
  }
  return filters as Partial<Record<CrudFilterKey<Query>, string | number>>;
}

/** Any table's state: the changes below keep the caller's exact search type. */
type AnySearch = CrudSearch<CrudListQuery>;

/**
 * The changes a person makes to the table's state, each turning into the next search. All but
 * paging change what the table lists, so the address no longer names a saved view.
 */
export const crudSearchChanges = {
  /** Another page; the first one is left out of the address. */
  page: <Search extends AnySearch>(search: Search, page: number): Search => ({
    ...search,
    current: page > 1 ? page : undefined,
  }),

  /** Another page size, back to the first page; the default size is left out. */
  pageSize: <Search extends AnySearch>(
    search: Search,
    size: CrudPageSize,
    limits: Pick<CrudListLimits, 'defaultPageSize'>,
  ): Search => ({
    ...search,
    current: undefined,
    savedView: undefined,
    pageSize: size === limits.defaultPageSize ? undefined : size,
  }),

  /** Sorted by a field (or unsorted), back to the first page. */
  sort: <Search extends AnySearch>(
    search: Search,
    sort: { field: Search['sortField']; order: CrudSortOrder } | undefined,
  ): Search => ({
    ...search,
    current: undefined,
    savedView: undefined,
    sortField: sort?.field,
    sortOrder: sort ? sort.order : undefined,
  }),

  /** A new keyword and filters from the search form, back to the first page; the sort stays. */
  query: <Search extends AnySearch>(
    search: Search,
    keyword: string,
    filters: Partial<Record<string, string | number>>,
    limits: Pick<CrudListLimits, 'keywordLength'>,
  ): Search => {
    const next: Record<string, unknown> = {
      pageSize: search.pageSize,
      sortField: search.sortField,
      sortOrder: search.sortOrder,
      keyword: clampKeyword(keyword, limits.keywordLength) || undefined,
    };
    for (const [key, value] of Object.entries(filters)) {
      if (value !== undefined && value !== '') next[key] = value;
    }
    return next as Search;
  },

  /** Back to the first page, unsorted and unfiltered; the page size stays. */
  reset: <Search extends AnySearch>(search: Search): Search =>
    ({ pageSize: search.pageSize }) as Search,
};

/** Which way a column sorts after a click on its header: ascending, descending, then unsorted. */
export function nextSortOrder(current: CrudSortOrder | undefined): CrudSortOrder | undefined {
  if (current === undefined) return 'ascend';
  return current === 'ascend' ? 'descend' : undefined;
}
