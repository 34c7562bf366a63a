import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SavedView, SavedViewsProvider } from '../contracts.js';
import { NotFoundError } from '../data/data-errors.js';
import { createPreferencesStore, memoryStorage } from '../preferences/create-preferences-store.js';
import type { CrudPageQuery } from './crud-definition.js';
import { crudListQueryOptions } from './crud-query.js';
import { crudRouteOptions } from './crud-route.js';
import { deferred, type UserListQuery, user, usersCrud, usersProvider } from './test-doubles.js';

let queryClient: QueryClient;
afterEach(() => queryClient?.clear());

/** Preferences held in memory, starting from `stored`. */
function preferencesHolding(stored: object = {}) {
  const storage = memoryStorage();
  storage.setItem('admin-shell:preferences', JSON.stringify(stored));
  return createPreferencesStore({ storage });
}

describe('crudRouteOptions', () => {
  it('validates the address into the table state', () => {
    const { validateSearch } = crudRouteOptions(usersCrud());
    expect(
      validateSearch({ current: '2', pageSize: '10', sortField: 'nope', sortOrder: 'ascend' }),
    ).toEqual({ current: 2 });
  });

  it('reads the record view from the address, and the list does not depend on it', () => {
    const { validateSearch, loaderDeps, beforeLoad } = crudRouteOptions(usersCrud());
    const search = validateSearch({ view: 7, keyword: 'ali' });
    expect(search).toMatchObject({ view: 7, keyword: 'ali' });
    expect(validateSearch({ view: { id: 7 } })).toHaveProperty('view', undefined);
    expect(loaderDeps({ search })).toStrictEqual({ keyword: 'ali' });
    expect(beforeLoad({ location: { pathname: '/users', search: { view: 7 } } })).toBeUndefined();
  });

  it('names every param the table owns, so an invalid one from the address cannot show through', () => {
    const { validateSearch } = crudRouteOptions(usersCrud());
    const search = validateSearch({ current: 'abc', sortField: 'evil', access: 'root' });
    expect(search).toHaveProperty('current', undefined);
    expect(search).toHaveProperty('sortField', undefined);
    expect(search).toHaveProperty('access', undefined);
  });

  it('depends on the table state read from the address, and on nothing else in it', () => {
    const { loaderDeps } = crudRouteOptions(usersCrud());
    expect(loaderDeps({ search: { keyword: 'ali' } })).toStrictEqual({ keyword: 'ali' });
    const merged = { keyword: 'ali', theirs: 'x' } as Parameters<typeof loaderDeps>[0]['search'];
    expect(loaderDeps({ search: merged })).toStrictEqual({ keyword: 'ali' });
  });

  it.each([
    [{ sortField: 'evil', sortOrder: 'ascend' }, {}],
    [{ current: 'abc' }, {}],
    [{ current: -1 }, {}],
    [{ current: 1 }, {}],
    [{ sortField: 'id', sortOrder: 'up' }, {}],
    [{ access: 'root', keyword: 'ali' }, { keyword: 'ali' }],
    [{ pageSize: 7, theirs: 'kept' }, { theirs: 'kept' }],
  ])('rewrites the address %j before anything loads', (raw, kept) => {
    const { beforeLoad } = crudRouteOptions(usersCrud());
    let thrown: unknown;
    try {
      beforeLoad({ location: { pathname: '/users', search: raw } });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toMatchObject({ options: { to: '/users', replace: true } });
    const search = Object.fromEntries(
      Object.entries((thrown as { options: { search: object } }).options.search).filter(
        ([, value]) => value !== undefined,
      ),
    );
    expect(search).toStrictEqual(kept);
  });

  it('leaves an address the table would write as it is', () => {
    const { beforeLoad } = crudRouteOptions(usersCrud());
    const search = {
      current: 2,
      pageSize: 20,
      keyword: 123,
      sortField: 'id',
      sortOrder: 'descend',
    };
    expect(beforeLoad({ location: { pathname: '/users', search } })).toBeUndefined();
    expect(
      beforeLoad({ location: { pathname: '/users', search: { theirs: 'x' } } }),
    ).toBeUndefined();
  });

  it("loads at the person's page size when the address names none, and the address's when it does", () => {
    const dataProvider = usersProvider();
    const getList = vi.spyOn(dataProvider, 'getList');
    queryClient = new QueryClient();
    const preferences = preferencesHolding({ tables: { users: { pageSize: 20 } } });
    const { loader } = crudRouteOptions(usersCrud());
    loader({ context: { queryClient, dataProvider, preferences }, deps: {} });
    loader({ context: { queryClient, dataProvider, preferences }, deps: { pageSize: 50 } });
    expect(getList.mock.calls.map(([params]) => params.pagination.perPage)).toEqual([20, 50]);
  });

  it('starts loading the list into the cache the table reads', async () => {
    const rows = [user(), user({ id: 2, username: 'bob' })];
    const dataProvider = usersProvider(rows);
    const getList = vi.spyOn(dataProvider, 'getList');
    const users = usersCrud();
    const { loader, loaderDeps, validateSearch } = crudRouteOptions(users);
    queryClient = new QueryClient();
    const deps = loaderDeps({ search: validateSearch({ status: 'active' }) });

    loader({ context: { queryClient, dataProvider, preferences: preferencesHolding() }, deps });

    expect(getList).toHaveBeenCalledTimes(1);
    expect(getList.mock.calls[0]?.[0]).toMatchObject({
      resource: 'users',
      pagination: { page: 1, perPage: 10 },
      filters: { status: 'active' },
    });
    const query: CrudPageQuery<UserListQuery> = { ...deps, current: 1, pageSize: 10 };
    const key = crudListQueryOptions(users, query, dataProvider).queryKey;
    await vi.waitFor(() => expect(queryClient.getQueryData(key)?.data).toEqual(rows));
  });

  it('does not hold the page back while the list loads', () => {
    const pending = deferred<never>();
    const dataProvider = usersProvider();
    vi.spyOn(dataProvider, 'getList').mockReturnValue(pending.promise);
    queryClient = new QueryClient();
    const { loader } = crudRouteOptions(usersCrud());
    const preferences = preferencesHolding();
    expect(
      loader({ context: { queryClient, dataProvider, preferences }, deps: {} }),
    ).toBeUndefined();
  });

  it('leaves a failed prefetch to the table instead of failing the route', async () => {
    const dataProvider = usersProvider();
    vi.spyOn(dataProvider, 'getList').mockRejectedValue(new Error('offline'));
    queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const users = usersCrud();
    const context = { queryClient, dataProvider, preferences: preferencesHolding() };
    expect(() => crudRouteOptions(users).loader({ context, deps: {} })).not.toThrow();
    const query: CrudPageQuery<UserListQuery> = { current: 1, pageSize: 10 };
    const key = crudListQueryOptions(users, query, dataProvider).queryKey;
    await vi.waitFor(() => expect(queryClient.getQueryState(key)?.status).toBe('error'));
  });
});

/** A view of the users table, as the person reading it sees it. */
function savedView(overrides: Partial<SavedView> = {}): SavedView {
  return {
    id: 5,
    tableKey: 'users',
    name: 'Admins',
    shared: false,
    ownerName: 'Ada',
    mine: true,
    isDefault: false,
    state: {
      filters: { access: 'admin' },
      pageSize: 20,
      columns: { order: ['email', 'username'], hidden: ['username'] },
      density: 'compact',
    },
    ...overrides,
  };
}

/** Saved views answering from `views`, counting what is asked; a route only reads them. */
function savedViewsHolding(views: SavedView[]) {
  const readOnly = async (): Promise<never> => {
    throw new Error('a route does not write views');
  };
  return {
    list: vi.fn(async ({ tableKey }: { tableKey: string }) =>
      views.filter((view) => view.tableKey === tableKey),
    ),
    get: vi.fn(async ({ id }: { id: unknown }) => {
      const view = views.find((candidate) => candidate.id === id);
      if (!view) throw new NotFoundError();
      return view;
    }),
    create: readOnly,
    update: readOnly,
    delete: readOnly,
    setDefault: readOnly,
  } satisfies SavedViewsProvider;
}

describe('crudRouteOptions with saved views', () => {
  /** Runs the loader as the router does on entering the page at `search`. */
  async function enter(
    savedViews: SavedViewsProvider,
    search: Record<string, unknown>,
    cause: 'enter' | 'stay' | 'preload' = 'enter',
  ) {
    queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const dataProvider = usersProvider();
    const preferences = preferencesHolding();
    const options = crudRouteOptions(usersCrud());
    const deps = options.loaderDeps({ search: options.validateSearch(search) });
    let redirected: { search: Record<string, unknown>; replace?: boolean } | undefined;
    try {
      await options.loader({
        context: { queryClient, dataProvider, preferences, savedViews },
        deps,
        cause,
        location: { pathname: '/users', search },
      });
    } catch (thrown) {
      redirected = (thrown as { options: { search: Record<string, unknown>; replace?: boolean } })
        .options;
    }
    return { redirected, preferences: preferences.get(), dataProvider };
  }

  it('reads the saved view from the address, and the list does not depend on it', () => {
    const { validateSearch, loaderDeps } = crudRouteOptions(usersCrud());
    const search = validateSearch({ savedView: '5', access: 'admin' });
    expect(search).toMatchObject({ savedView: '5', access: 'admin' });
    expect(loaderDeps({ search })).toStrictEqual({ access: 'admin' });
    expect(validateSearch({ savedView: { id: 5 } })).toHaveProperty('savedView', undefined);
  });

  it('opens a link naming a view alone as the view: its address, columns, density and page size', async () => {
    const views = savedViewsHolding([savedView({ shared: true, mine: false })]);
    const { redirected, preferences } = await enter(views, { savedView: 5 });
    expect(redirected).toMatchObject({
      search: { access: 'admin', pageSize: 20, savedView: 5 },
      replace: true,
    });
    expect(preferences.tables?.users).toEqual({
      columns: { order: ['email', 'username'], hidden: ['username'] },
      density: 'compact',
      pageSize: 20,
    });
  });

  it('keeps an address that lists something beside the view, laying out the view’s columns', async () => {
    const views = savedViewsHolding([savedView()]);
    const { redirected, preferences } = await enter(views, { savedView: 5, current: 3 });
    expect(redirected).toBeUndefined();
    expect(preferences.tables?.users?.density).toBe('compact');
  });

  it('opens the person’s default view on entering the table with nothing in the address', async () => {
    const views = savedViewsHolding([
      savedView({ id: 4, name: 'Other' }),
      savedView({ id: 5, isDefault: true }),
    ]);
    const { redirected } = await enter(views, {});
    expect(redirected?.search).toEqual({ access: 'admin', pageSize: 20, savedView: 5 });
    expect(views.get).not.toHaveBeenCalled();
  });

  it('leaves the table plain without a default, or when the address lists something', async () => {
    const noDefault = savedViewsHolding([savedView()]);
    expect((await enter(noDefault, {})).redirected).toBeUndefined();
    const withDefault = savedViewsHolding([savedView({ isDefault: true })]);
    expect((await enter(withDefault, { status: 'active' })).redirected).toBeUndefined();
    expect(withDefault.list).not.toHaveBeenCalled();
  });

  it('opens nothing while the person moves within the table, nor for a preload', async () => {
    const views = savedViewsHolding([savedView({ isDefault: true })]);
    expect((await enter(views, {}, 'stay')).redirected).toBeUndefined();
    expect((await enter(views, { savedView: 5 }, 'preload')).redirected).toBeUndefined();
    expect(views.list).not.toHaveBeenCalled();
    expect(views.get).not.toHaveBeenCalled();
  });

  it('stays at the address when the view cannot be had, and loads the plain list', async () => {
    const views = savedViewsHolding([]);
    const { redirected, dataProvider } = await enter(views, { savedView: 9 });
    expect(redirected).toBeUndefined();
    const query: CrudPageQuery<UserListQuery> = { current: 1, pageSize: 10 };
    const key = crudListQueryOptions(usersCrud(), query, dataProvider).queryKey;
    await vi.waitFor(() => expect(queryClient.getQueryState(key)?.status).toBe('success'));
  });

  it('opens no view of another table', async () => {
    const views = savedViewsHolding([savedView({ tableKey: 'articles' })]);
    const { redirected, preferences } = await enter(views, { savedView: 5 });
    expect(redirected).toBeUndefined();
    expect(preferences.tables).toBeUndefined();
  });
});
