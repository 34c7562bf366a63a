import type { SortOrder, UserListQuery, UserSortField } from '@org/api/contract';

/** The page sizes the API accepts (others snap up to one of these). */
export const pageSizes = [10, 20, 50, 100] as const;
export type PageSize = (typeof pageSizes)[number];
export const defaultPageSize: PageSize = 10;

const sortFields = ['id', 'username', 'name', 'createdAt', 'updatedAt'] as const;
// Fails to compile when the API's sortable fields and this list differ.
const sortFieldsMatchApi: readonly UserSortField[] = sortFields;
const sortOrders: readonly SortOrder[] = ['ascend', 'descend'];

/** The user list's state in the address bar, so a page can be bookmarked and shared. */
export interface UserListSearch {
  current?: number;
  pageSize?: PageSize;
  keyword?: string;
  sortField?: UserSortField;
  sortOrder?: SortOrder;
}

function positiveInteger(value: unknown): number | undefined {
  const number = typeof value === 'string' ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number > 1 ? number : undefined;
}

function oneOf<T extends string | number>(allowed: readonly T[], value: unknown): T | undefined {
  return allowed.find((candidate) => candidate === value);
}

/** Keeps what is valid and drops the rest (and defaults, so the address stays short). */
export function validateUserListSearch(search: Record<string, unknown>): UserListSearch {
  const keyword = typeof search.keyword === 'string' ? search.keyword.trim() : '';
  const pageSize = oneOf(pageSizes, Number(search.pageSize));
  const sortField = oneOf(sortFieldsMatchApi, search.sortField);
  const sortOrder = oneOf(sortOrders, search.sortOrder);
  return {
    current: positiveInteger(search.current),
    pageSize: pageSize === defaultPageSize ? undefined : pageSize,
    keyword: keyword === '' ? undefined : keyword.slice(0, 100),
    // A sort needs both halves.
    ...(sortField && sortOrder ? { sortField, sortOrder } : {}),
  };
}

/** The API's list query with the page and its size always set. */
export type UserListPageQuery = UserListQuery & { current: number; pageSize: number };

/** The API query for the address's state, defaults filled in. */
export function userListQuery(search: UserListSearch): UserListPageQuery {
  return {
    current: search.current ?? 1,
    pageSize: search.pageSize ?? defaultPageSize,
    keyword: search.keyword,
    sortField: search.sortField,
    sortOrder: search.sortOrder,
  };
}
