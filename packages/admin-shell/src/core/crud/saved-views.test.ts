import { describe, expect, it } from 'vitest';
import {
  hasCrudSearch,
  savedViewLink,
  savedViewSearch,
  savedViewStateOf,
  withSavedViewLayout,
} from './saved-views.js';
import { type UserListQuery, usersCrud } from './test-doubles.js';

const columns = { order: ['username', 'id', 'email'], hidden: ['email'] };

describe('savedViewStateOf', () => {
  it('keeps what the table lists and how it draws it, leaving out what is not set', () => {
    expect(
      savedViewStateOf<UserListQuery>({
        search: {
          access: 'admin',
          teamId: 3,
          keyword: 'ali',
          sortField: 'username',
          sortOrder: 'descend',
          current: 4,
          view: 9,
          savedView: 2,
        },
        pageSize: 20,
        columns,
        density: 'compact',
      }),
    ).toEqual({
      filters: { access: 'admin', teamId: 3 },
      keyword: 'ali',
      sortField: 'username',
      sortOrder: 'descend',
      pageSize: 20,
      columns,
      density: 'compact',
    });
    expect(savedViewStateOf({ search: {}, pageSize: 10, columns, density: 'default' })).toEqual({
      pageSize: 10,
      columns,
      density: 'default',
    });
  });
});

describe('savedViewSearch', () => {
  it('is the address that shows the view on its first page, naming it', () => {
    expect(
      savedViewSearch(usersCrud(), 7, {
        filters: { access: 'admin' },
        keyword: 'ali',
        sortField: 'createdAt',
        sortOrder: 'ascend',
        pageSize: 50,
      }),
    ).toEqual({
      access: 'admin',
      keyword: 'ali',
      sortField: 'createdAt',
      sortOrder: 'ascend',
      pageSize: 50,
      savedView: 7,
    });
  });

  it('drops what the table can no longer show, as from any address', () => {
    expect(
      savedViewSearch(usersCrud(), 7, {
        filters: { access: 'root', removedField: 'x', status: 'active' },
        sortField: 'removedField',
        sortOrder: 'ascend',
        pageSize: 10,
      }),
    ).toEqual({ status: 'active', savedView: 7 });
  });
});

describe('withSavedViewLayout', () => {
  it('makes the view’s columns, density and page size the table’s, leaving the rest', () => {
    const before = { themeMode: 'dark' as const, tables: { users: { pageSize: 50 }, other: {} } };
    expect(
      withSavedViewLayout(before, usersCrud(), { columns, density: 'comfortable', pageSize: 20 }),
    ).toEqual({
      themeMode: 'dark',
      tables: { users: { pageSize: 20, columns, density: 'comfortable' }, other: {} },
    });
    // A page size the table does not offer, and parts the view leaves out, change nothing.
    expect(withSavedViewLayout(before, usersCrud(), { pageSize: 7 })).toEqual(before);
  });
});

describe('hasCrudSearch', () => {
  it('tells whether the address holds anything of the table’s own', () => {
    expect(hasCrudSearch(usersCrud(), {})).toBe(false);
    expect(hasCrudSearch(usersCrud(), { savedView: 3, view: 2, theirs: 'x' })).toBe(false);
    expect(hasCrudSearch(usersCrud(), { access: 'admin' })).toBe(true);
    expect(hasCrudSearch(usersCrud(), { current: 2 })).toBe(true);
  });
});

describe('savedViewLink', () => {
  it('is the table’s address with the view’s id alone', () => {
    expect(
      savedViewLink({ origin: 'https://admin.example.com', pathname: '/crud-table' }, 'a b'),
    ).toBe('https://admin.example.com/crud-table?savedView=a+b');
  });
});
