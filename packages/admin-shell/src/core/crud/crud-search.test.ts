import { defaultParseSearch, defaultStringifySearch } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import type { CrudSearch } from './crud-definition.js';
import { crudRouteOptions } from './crud-route.js';
import {
  activeFilters,
  crudCapabilities,
  crudListLimits,
  crudPageQuery,
  crudSearchChanges,
  nextSortOrder,
  parseCrudSearch,
  parseCrudView,
} from './crud-search.js';
import { type UserCrud, type UserListQuery, usersCrud } from './test-doubles.js';

type Search = CrudSearch<UserListQuery>;

const users = usersCrud();
const limits = crudListLimits(users);
const parse = (raw: Record<string, unknown>) => parseCrudSearch(users, raw);

/** The address the router writes for a search, as TanStack Router does by default. */
const addressOf = (search: Search) => defaultStringifySearch(search);
/** What the table reads back from an address. */
const readAddress = (address: string) => parse(defaultParseSearch(address));

describe('crudCapabilities', () => {
  it('offers the sortable fields as sorts and the filterable ones as filters', () => {
    const { sortFields, filterFields } = crudCapabilities(users);
    expect(sortFields).toEqual(['id', 'username', 'createdAt']);
    expect(filterFields.map((field) => field.key)).toEqual(['access', 'status', 'teamId']);
  });
});

describe('parseCrudSearch', () => {
  it('reads an empty address as the first page, default size, unsorted and unfiltered', () => {
    expect(parse({})).toEqual({});
    expect(crudPageQuery(parse({}), limits)).toEqual({ current: 1, pageSize: 10 });
  });

  it('reads every part of a valid address, numbers included when they arrive as text', () => {
    expect(
      parse({
        current: '3',
        pageSize: '50',
        keyword: 'ali',
        sortField: 'username',
        sortOrder: 'descend',
        access: 'admin',
        status: 'disabled',
        teamId: '7',
      }),
    ).toStrictEqual({
      current: 3,
      pageSize: 50,
      keyword: 'ali',
      sortField: 'username',
      sortOrder: 'descend',
      access: 'admin',
      status: 'disabled',
      teamId: 7,
    });
  });

  it.each([
    ['page 0', 0],
    ['page -1', -1],
    ['the text "0"', '0'],
    ['the text "-1"', '-1'],
    ['"abc"', 'abc'],
    ['a fraction', 2.5],
    ['"2.5"', '2.5'],
    ['an empty value', ''],
    ['blanks', '   '],
    ['a number beyond safe integers', 2 ** 60],
    ['a huge text', '99999999999999999999'],
    ['Infinity', Number.POSITIVE_INFINITY],
    ['true', true],
    ['an array', [2, 3]],
  ])('falls back to the first page for %s', (_, current) => {
    expect(parse({ current })).toEqual({});
  });

  it('keeps the first page out of the address', () => {
    expect(parse({ current: 1 })).toEqual({});
    expect(parse({ current: '1' })).toEqual({});
  });

  it('keeps a large but valid page', () => {
    expect(parse({ current: 4000 })).toEqual({ current: 4000 });
  });

  it.each([15, '15', 0, -10, 1000, 'abc', '', 20.5])(
    'falls back to the default page size for %j, which the list does not offer',
    (pageSize) => {
      expect(parse({ pageSize })).toEqual({});
    },
  );

  it('accepts each offered page size but leaves the default one out of the address', () => {
    expect(parse({ pageSize: 10 })).toEqual({});
    expect(parse({ pageSize: 20 })).toEqual({ pageSize: 20 });
    expect(parse({ pageSize: '50' })).toEqual({ pageSize: 50 });
    expect(parse({ pageSize: 100 })).toEqual({ pageSize: 100 });
  });

  it('ignores a sort by a field the list cannot sort by', () => {
    expect(parse({ sortField: 'password', sortOrder: 'ascend' })).toEqual({});
    // A real column, but not a sortable one.
    expect(parse({ sortField: 'status', sortOrder: 'ascend' })).toEqual({});
    expect(parse({ sortField: 'USERNAME', sortOrder: 'ascend' })).toEqual({});
  });

  it('ignores half a sort: a field without an order, or an order without a field', () => {
    expect(parse({ sortField: 'username' })).toEqual({});
    expect(parse({ sortField: 'username', sortOrder: 'asc' })).toEqual({});
    expect(parse({ sortOrder: 'descend' })).toEqual({});
  });

  it('keeps a complete sort', () => {
    expect(parse({ sortField: 'createdAt', sortOrder: 'ascend' })).toEqual({
      sortField: 'createdAt',
      sortOrder: 'ascend',
    });
  });

  it('ignores a filter value that is not one of the options', () => {
    expect(parse({ access: 'superuser' })).toEqual({});
    expect(parse({ access: 'Admin' })).toEqual({});
    expect(parse({ status: '' })).toEqual({});
    expect(parse({ status: ['active', 'disabled'] })).toEqual({});
  });

  it.each([
    ['x', 'x'],
    ['0', 0],
    ['-3', -3],
    ['2.5', 2.5],
    ['an empty value', ''],
  ])('ignores an integer filter given %s', (_, teamId) => {
    expect(parse({ teamId })).toEqual({});
  });

  it('reads an integer filter as a number, from text or a number', () => {
    expect(parse({ teamId: '12' })).toStrictEqual({ teamId: 12 });
    expect(parse({ teamId: 12 })).toStrictEqual({ teamId: 12 });
  });

  it('matches an option written as a number, as the router reads `?status=1`', () => {
    const numbered: UserCrud = {
      ...users,
      fields: [
        {
          key: 'status',
          label: { 'zh-CN': '状态', 'en-US': 'Status' },
          filterable: true,
          options: [
            { value: '1', label: { 'zh-CN': '启用', 'en-US': 'Active' } },
            { value: '2', label: { 'zh-CN': '停用', 'en-US': 'Disabled' } },
          ],
        },
      ],
    };
    expect(parseCrudSearch(numbered, defaultParseSearch('?status=1'))).toStrictEqual({
      status: '1',
    });
    expect(parseCrudSearch(numbered, { status: 3 })).toEqual({});
  });

  it('ignores parameters that are not filters of this table', () => {
    expect(parse({ username: 'alice', email: 'a@example.com', tab: 'users' })).toEqual({});
  });

  it('trims the keyword and cuts it at the length the API takes', () => {
    expect(parse({ keyword: '  alice  ' })).toEqual({ keyword: 'alice' });
    const long = `${'a'.repeat(100)}bcd`;
    expect(parse({ keyword: long })).toEqual({ keyword: 'a'.repeat(100) });
    expect(limits.keywordLength).toBe(100);
  });

  it('leaves a blank keyword out', () => {
    expect(parse({ keyword: '   ' })).toEqual({});
    expect(parse({ keyword: '' })).toEqual({});
  });

  it('ignores the keyword of a table without a search box', () => {
    const noKeyword = { ...users, keyword: false as const };
    expect(parseCrudSearch(noKeyword, { keyword: 'alice', current: 2 })).toEqual({ current: 2 });
  });

  it('is what a route validates its search with', () => {
    const raw = { current: '2', sortField: 'id', sortOrder: 'descend', access: 'nope' };
    const { validateSearch } = crudRouteOptions(users);
    expect(validateSearch(raw)).toEqual(parse(raw));
    expect(validateSearch(raw)).toEqual({
      current: 2,
      sortField: 'id',
      sortOrder: 'descend',
    });
  });
});

describe('crudListLimits', () => {
  it('offers 10, 20, 50 and 100 rows, 10 by default, and limits nothing unless told', () => {
    expect(crudListLimits({})).toEqual({
      pageSizes: [10, 20, 50, 100],
      defaultPageSize: 10,
      keywordLength: Number.POSITIVE_INFINITY,
      page: Number.MAX_SAFE_INTEGER,
      integer: Number.MAX_SAFE_INTEGER,
    });
  });

  it("takes a definition's own page sizes, the first as the default, and its limits", () => {
    expect(
      crudListLimits({ pageSizes: [25, 50], limits: { keywordLength: 40, page: 500 } }),
    ).toMatchObject({ pageSizes: [25, 50], defaultPageSize: 25, keywordLength: 40, page: 500 });
  });

  it('reads pages, sizes and keywords by those limits', () => {
    const small = { ...users, pageSizes: [25, 50], limits: { keywordLength: 5, page: 9 } };
    expect(parseCrudSearch(small, { pageSize: '50', current: '30', keyword: 'abcdefgh' })).toEqual({
      pageSize: 50,
      current: 9,
      keyword: 'abcde',
    });
    // 10 is not a size this table offers; 25, its default, is left out of the address.
    expect(parseCrudSearch(small, { pageSize: '10' })).toEqual({});
    expect(parseCrudSearch(small, { pageSize: '25' })).toEqual({});
  });
});

describe('crudPageQuery', () => {
  it('always asks for a page and a size, and adds nothing else', () => {
    expect(crudPageQuery<UserListQuery>({ keyword: 'ali', access: 'admin' }, limits)).toStrictEqual(
      {
        keyword: 'ali',
        access: 'admin',
        current: 1,
        pageSize: 10,
      },
    );
  });

  it('asks for the page and size the table shows', () => {
    expect(crudPageQuery<UserListQuery>({ current: 4, pageSize: 50 }, limits)).toEqual({
      current: 4,
      pageSize: 50,
    });
  });
});

describe('activeFilters', () => {
  it('lists the filters in force, without paging, sorting, the keyword or the record view', () => {
    const search: Search = {
      view: 7,
      current: 2,
      pageSize: 20,
      keyword: 'ali',
      sortField: 'id',
      sortOrder: 'ascend',
      status: 'active',
      teamId: 4,
    };
    expect(activeFilters(search)).toStrictEqual({ status: 'active', teamId: 4 });
  });

  it('does not count a filter that was cleared', () => {
    expect(activeFilters<UserListQuery>({ status: undefined, access: 'admin' })).toStrictEqual({
      access: 'admin',
    });
  });
});

describe('parseCrudView', () => {
  it('reads a record id from the address: a safe integer, or a short non-empty text', () => {
    expect(parseCrudView(7)).toBe(7);
    expect(parseCrudView(' a1b2 ')).toBe('a1b2');
    expect(parseCrudView('')).toBeUndefined();
    expect(parseCrudView(1.5)).toBeUndefined();
    expect(parseCrudView('x'.repeat(101))).toBeUndefined();
    expect(parseCrudView({ id: 7 })).toBeUndefined();
    expect(parseCrudView(undefined)).toBeUndefined();
  });
});

describe('crudSearchChanges', () => {
  const everything: Search = {
    current: 3,
    pageSize: 50,
    keyword: 'ali',
    sortField: 'username',
    sortOrder: 'descend',
    access: 'admin',
    teamId: 7,
  };

  it('turns to another page and keeps everything else', () => {
    expect(crudSearchChanges.page(everything, 5)).toEqual({
      ...everything,
      current: 5,
    });
  });

  it('leaves the first page out of the address', () => {
    expect(crudSearchChanges.page(everything, 1).current).toBeUndefined();
  });

  it('goes back to the first page when the page size changes, keeping sort and filters', () => {
    expect(crudSearchChanges.pageSize(everything, 20, limits)).toEqual({
      ...everything,
      current: undefined,
      pageSize: 20,
    });
  });

  it('leaves the default page size out of the address', () => {
    const next = crudSearchChanges.pageSize(everything, 10, limits);
    expect(next.pageSize).toBeUndefined();
    expect(next.current).toBeUndefined();
  });

  it('goes back to the first page when the sort changes, keeping the filters', () => {
    expect(crudSearchChanges.sort(everything, { field: 'createdAt', order: 'ascend' })).toEqual({
      ...everything,
      current: undefined,
      sortField: 'createdAt',
      sortOrder: 'ascend',
    });
  });

  it('drops both halves of the sort when the list goes back to unsorted', () => {
    const next = crudSearchChanges.sort(everything, undefined);
    expect(next.sortField).toBeUndefined();
    expect(next.sortOrder).toBeUndefined();
    expect(next.current).toBeUndefined();
    expect(next.keyword).toBe('ali');
  });

  it('goes back to the first page on a new search, keeping page size and sort', () => {
    expect(crudSearchChanges.query(everything, 'bob', { status: 'disabled' }, limits)).toEqual({
      pageSize: 50,
      sortField: 'username',
      sortOrder: 'descend',
      keyword: 'bob',
      status: 'disabled',
    });
  });

  it('replaces the filters on a new search rather than adding to them', () => {
    const next = crudSearchChanges.query(everything, 'ali', { status: 'active' }, limits);
    expect(activeFilters(next)).toStrictEqual({ status: 'active' });
  });

  it('drops cleared filters and a blank keyword from a new search', () => {
    const next = crudSearchChanges.query(
      everything,
      '   ',
      {
        access: undefined,
        // A select the person cleared.
        status: '',
        teamId: 2,
      },
      limits,
    );
    expect(next.keyword).toBeUndefined();
    expect(activeFilters(next)).toStrictEqual({ teamId: 2 });
  });

  it('trims a new keyword and cuts it at 100 characters', () => {
    expect(crudSearchChanges.query(everything, '  bob ', {}, limits).keyword).toBe('bob');
    expect(crudSearchChanges.query(everything, 'x'.repeat(150), {}, limits).keyword).toBe(
      'x'.repeat(100),
    );
  });

  it('resets to the first page, unsorted and unfiltered, keeping only the page size', () => {
    expect(crudSearchChanges.reset(everything)).toStrictEqual({ pageSize: 50 });
    expect(crudSearchChanges.reset({ keyword: 'x' })).toEqual({});
  });
});

describe('the table state in the address', () => {
  const start = parse({});
  // Each step is something a person does; the table reads its state back from the address.
  const steps: [string, (search: Search) => Search][] = [
    ['sorts by username', (s) => crudSearchChanges.sort(s, { field: 'username', order: 'ascend' })],
    ['searches with filters', (s) => crudSearchChanges.query(s, ' 123 ', { teamId: 7 }, limits)],
    ['chooses 50 rows a page', (s) => crudSearchChanges.pageSize(s, 50, limits)],
    ['turns to page 4', (s) => crudSearchChanges.page(s, 4)],
    ['filters by access', (s) => crudSearchChanges.query(s, 'true', { access: 'admin' }, limits)],
    ['turns to page 2', (s) => crudSearchChanges.page(s, 2)],
    ['sorts descending', (s) => crudSearchChanges.sort(s, { field: 'username', order: 'descend' })],
    ['turns to page 3', (s) => crudSearchChanges.page(s, 3)],
    ['goes back to 10 rows a page', (s) => crudSearchChanges.pageSize(s, 10, limits)],
    ['turns to page 2 again', (s) => crudSearchChanges.page(s, 2)],
    ['stops sorting', (s) => crudSearchChanges.sort(s, undefined)],
    ['resets', (s) => crudSearchChanges.reset(s)],
  ];

  it('survives a trip through the address after every change', () => {
    let search = start;
    for (const [, step] of steps) {
      search = step(search);
      expect(parse(search)).toEqual(search);
      expect(readAddress(addressOf(search))).toEqual(search);
    }
  });

  it('keeps a keyword that looks like a number or a boolean as text', () => {
    const search = crudSearchChanges.query(start, '123', {}, limits);
    expect(readAddress(addressOf(search))).toStrictEqual({ keyword: '123' });
    expect(readAddress(addressOf({ keyword: 'true' }))).toStrictEqual({ keyword: 'true' });
  });

  // Bug: the keyword is cut at 100 UTF-16 units, which can split an emoji or a rare CJK
  // character (𠮷) in half; the address then holds U+FFFD instead and reads back differently.
  it('keeps a long keyword of characters outside the BMP intact through the address', () => {
    const search = crudSearchChanges.query(start, `x${'𠮷'.repeat(60)}`, {}, limits);
    expect(readAddress(addressOf(search))).toEqual(search);
  });

  it('keeps defaults out of the address', () => {
    let search = crudSearchChanges.page(start, 3);
    search = crudSearchChanges.pageSize(search, 10, limits);
    search = crudSearchChanges.page(search, 1);
    expect(addressOf(search)).toBe('');
    expect(addressOf(parse({ current: 1, pageSize: 10, keyword: ' ' }))).toBe('');
  });

  it('writes only what differs from the defaults', () => {
    const search = crudSearchChanges.query(
      crudSearchChanges.pageSize(start, 20, limits),
      'ali',
      {
        status: 'active',
        teamId: 7,
      },
      limits,
    );
    expect(Object.fromEntries(new URLSearchParams(addressOf(search)))).toStrictEqual({
      pageSize: '20',
      keyword: 'ali',
      status: 'active',
      teamId: '7',
    });
  });

  it('asks the API for exactly what the address says', () => {
    const search = readAddress('?current=2&pageSize=20&sortField=id&sortOrder=ascend&teamId=7');
    expect(crudPageQuery(search, limits)).toStrictEqual({
      current: 2,
      pageSize: 20,
      sortField: 'id',
      sortOrder: 'ascend',
      teamId: 7,
    });
  });

  it('cleans up a hand-edited address', () => {
    expect(
      readAddress(
        '?current=0&pageSize=15&sortField=password&sortOrder=ascend&access=root&teamId=x',
      ),
    ).toEqual({});
  });
});

describe('nextSortOrder', () => {
  it('cycles a column header through ascending, descending and unsorted', () => {
    expect(nextSortOrder(undefined)).toBe('ascend');
    expect(nextSortOrder('ascend')).toBe('descend');
    expect(nextSortOrder('descend')).toBeUndefined();
  });
});
