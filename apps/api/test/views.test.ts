import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { limits } from '../src/contract/limits.js';
import type { AuditEntry, PageResult } from '../src/contract/schemas.js';
import type { SavedView, SavedViewState, UserPreferences } from '../src/contract/views.js';
import {
  anonymous,
  currentOf,
  expectFailure,
  expectOk,
  newAccount,
  signIn,
  uniqueUsername,
} from './fixtures.js';
import { type ApiClient, databaseKinds, startServer, type TestServer } from './helper.js';

const activeAdmins: SavedViewState = {
  filters: { status: 'active', access: 'admin' },
  sortField: 'createdAt',
  sortOrder: 'descend',
  pageSize: 20,
  columns: { order: ['username', 'name', 'email'], hidden: ['email'] },
  density: 'compact',
};

describe.each(databaseKinds())('saved views on %s', (kind) => {
  let server: TestServer;
  let admin: ApiClient;
  let user: ApiClient;

  beforeAll(async () => {
    server = await startServer(kind);
    admin = await server.signedIn('admin');
    user = await server.signedIn('user');
  });
  afterAll(() => server?.close());

  /** A table of its own for each test, so their views never meet. */
  const newTable = () => uniqueUsername('table');

  async function createView(
    client: ApiClient,
    body: { tableKey: string; name?: string; shared?: boolean; state?: SavedViewState },
  ): Promise<SavedView> {
    return expectOk(
      await client.post<SavedView>('/api/views/create', {
        name: uniqueUsername('view'),
        state: activeAdmins,
        ...body,
      }),
    );
  }

  const listViews = async (client: ApiClient, tableKey: string) =>
    expectOk(await client.get<SavedView[]>('/api/views/list', { tableKey }));
  const namesOf = (views: SavedView[]) => views.map((view) => view.name);

  it('keeps a view with its state, and offers it to its owner as theirs', async () => {
    const tableKey = newTable();
    const view = await createView(admin, { tableKey, name: 'Active admins' });
    expect(view).toMatchObject({
      tableKey,
      name: 'Active admins',
      shared: false,
      state: activeAdmins,
      ownerName: 'Admin',
      mine: true,
      isDefault: false,
      version: 1,
    });
    expect(await listViews(admin, tableKey)).toEqual([view]);
    expect(expectOk(await admin.get<SavedView>(`/api/views/${view.id}`))).toEqual(view);
  });

  it('offers a shared view to everyone and a personal one to its owner only', async () => {
    const tableKey = newTable();
    const personal = await createView(admin, { tableKey, name: 'Mine only' });
    const shared = await createView(admin, { tableKey, name: 'For everyone', shared: true });
    const usersOwn = await createView(user, { tableKey, name: 'A user’s own' });

    // Their own first, then the shared ones, each by name.
    expect(namesOf(await listViews(user, tableKey))).toEqual(['A user’s own', 'For everyone']);
    const seenByUser = (await listViews(user, tableKey)).find((view) => view.id === shared.id);
    expect(seenByUser).toMatchObject({ mine: false, ownerName: 'Admin', state: activeAdmins });
    expect(namesOf(await listViews(admin, tableKey))).toEqual(['For everyone', 'Mine only']);

    expectOk(await user.get(`/api/views/${shared.id}`));
    expectFailure(await user.get(`/api/views/${personal.id}`), 404);
    expectFailure(await admin.get(`/api/views/${usersOwn.id}`), 404);
    // Another table's list holds none of them.
    expect(await listViews(user, newTable())).toEqual([]);
  });

  it('lets only the owner rename, share, replace or delete a view', async () => {
    const tableKey = newTable();
    const shared = await createView(admin, { tableKey, shared: true });
    const personal = await createView(admin, { tableKey });

    for (const id of [shared.id, personal.id]) {
      // Someone else's shared view is visible, so refused; a personal one is not even there.
      const status = id === shared.id ? 403 : 404;
      expectFailure(
        await user.post(`/api/views/update/${id}`, { version: 1, name: 'Mine' }),
        status,
      );
      expectFailure(await user.post(`/api/views/deleted/${id}`), status);
    }
    expect(expectOk(await admin.get<SavedView>(`/api/views/${shared.id}`)).name).toBe(shared.name);

    const replaced: SavedViewState = { keyword: 'ann', density: 'comfortable' };
    const changed = expectOk(
      await admin.post<SavedView>(`/api/views/update/${shared.id}`, {
        version: shared.version,
        name: 'Renamed',
        shared: false,
        state: replaced,
      }),
    );
    expect(changed).toMatchObject({ name: 'Renamed', shared: false, state: replaced, version: 2 });
    // Unshared: gone for the others.
    expectFailure(await user.get(`/api/views/${shared.id}`), 404);

    expectOk(await admin.post(`/api/views/deleted/${shared.id}`));
    expectFailure(await admin.get(`/api/views/${shared.id}`), 404);
    expect(namesOf(await listViews(admin, tableKey))).toEqual([personal.name]);
  });

  it('records the changes to views in the audit log', async () => {
    const tableKey = newTable();
    const view = await createView(admin, { tableKey, name: 'Audited' });
    expectOk(
      await admin.post(`/api/views/update/${view.id}`, { version: view.version, shared: true }),
    );
    expectOk(await admin.post(`/api/views/deleted/${view.id}`));
    const log = expectOk(
      await admin.get<PageResult<AuditEntry>>('/api/audit/list', {
        resource: 'views',
        recordId: String(view.id),
      }),
    );
    expect(log.list.map((entry) => [entry.action, Object.keys(entry.changes).sort()])).toEqual([
      ['delete', ['name', 'shared', 'state', 'tableKey']],
      ['update', ['shared']],
      ['create', ['name', 'shared', 'state', 'tableKey']],
    ]);
    expect(log.list[1]?.changes.shared).toEqual({ from: false, to: true });
  });

  it('keeps one default a table per person: a new one replaces it, and none can be chosen', async () => {
    const tableKey = newTable();
    const first = await createView(user, { tableKey });
    const second = await createView(user, { tableKey });
    const shared = await createView(admin, { tableKey, shared: true });

    const chosen = expectOk(
      await user.post<SavedView>('/api/views/default', { tableKey, viewId: first.id }),
    );
    expect(chosen).toMatchObject({ id: first.id, isDefault: true });
    expectOk(await user.post('/api/views/default', { tableKey, viewId: second.id }));
    const defaults = async (client: ApiClient) =>
      (await listViews(client, tableKey)).filter((view) => view.isDefault).map((view) => view.id);
    expect(await defaults(user)).toEqual([second.id]);

    // Someone else's shared view may be one's default; it is not its owner's default for that.
    expectOk(await user.post('/api/views/default', { tableKey, viewId: shared.id }));
    expect(await defaults(user)).toEqual([shared.id]);
    expect(await defaults(admin)).toEqual([]);

    expect(expectOk(await user.post('/api/views/default', { tableKey, viewId: null }))).toBeNull();
    expect(await defaults(user)).toEqual([]);
  });

  it('ends a default when its view is deleted or no longer shared', async () => {
    const tableKey = newTable();
    const shared = await createView(admin, { tableKey, shared: true });
    const other = await createView(admin, { tableKey, shared: true });
    const defaults = async (client: ApiClient) =>
      (await listViews(client, tableKey)).filter((view) => view.isDefault).map((view) => view.id);

    expectOk(await user.post('/api/views/default', { tableKey, viewId: shared.id }));
    expectOk(await admin.post('/api/views/default', { tableKey, viewId: shared.id }));
    const unshared = expectOk(
      await admin.post<SavedView>(`/api/views/update/${shared.id}`, {
        version: shared.version,
        shared: false,
      }),
    );
    // Its owner still has it as their default; shared again, it is nobody else's.
    expect(await defaults(admin)).toEqual([shared.id]);
    expectOk(
      await admin.post(`/api/views/update/${shared.id}`, {
        version: unshared.version,
        shared: true,
      }),
    );
    expect(await defaults(user)).toEqual([]);
    expect(await defaults(admin)).toEqual([shared.id]);

    expectOk(await user.post('/api/views/default', { tableKey, viewId: other.id }));
    expectOk(await admin.post(`/api/views/deleted/${other.id}`));
    expect(await defaults(user)).toEqual([]);
  });

  it('refuses a default it cannot be: a view one cannot see, or of another table', async () => {
    const tableKey = newTable();
    const personal = await createView(admin, { tableKey });
    const mine = await createView(user, { tableKey });
    expectFailure(await user.post('/api/views/default', { tableKey, viewId: personal.id }), 404);
    expectFailure(
      await user.post('/api/views/default', { tableKey: newTable(), viewId: mine.id }),
      400,
      ['viewId'],
    );
    expectFailure(await user.post('/api/views/default', { tableKey, viewId: 999_999 }), 404);
  });

  it('refuses a name the owner already gave a view of the table, whatever its case', async () => {
    const tableKey = newTable();
    const view = await createView(user, { tableKey, name: 'Recent signups' });
    expectFailure(
      await user.post('/api/views/create', { tableKey, name: 'RECENT SIGNUPS', state: {} }),
      409,
      ['name'],
    );
    const other = await createView(user, { tableKey, name: 'Other' });
    expectFailure(
      await user.post(`/api/views/update/${other.id}`, { version: 1, name: 'recent signups' }),
      409,
      ['name'],
    );
    // The same name is free on another table, and for another person.
    await createView(user, { tableKey: newTable(), name: view.name });
    await createView(admin, { tableKey, name: view.name });
  });

  it('answers a stale version with the view as it is now, and changes nothing', async () => {
    const tableKey = newTable();
    const view = await createView(user, { tableKey, name: 'Before' });
    expectOk(await user.post(`/api/views/update/${view.id}`, { version: 1, name: 'After' }));
    const stale = await user.post(`/api/views/update/${view.id}`, {
      version: 1,
      state: { keyword: 'late' },
    });
    expectFailure(stale, 409);
    expect(currentOf<SavedView>(stale)).toMatchObject({ name: 'After', version: 2, mine: true });
    expect(expectOk(await user.get<SavedView>(`/api/views/${view.id}`)).state).toEqual(
      activeAdmins,
    );
  });

  it('keeps at most the allowed number of views a table for each person', async () => {
    const tableKey = newTable();
    const { username, password } = await newAccount(admin, 'collector');
    const collector = await signIn(server, username, password);
    await Promise.all(
      Array.from({ length: limits.viewsPerTable }, (_, index) =>
        createView(collector, { tableKey, name: `View ${index}`, state: {} }),
      ),
    );
    expectFailure(
      await collector.post('/api/views/create', { tableKey, name: 'One too many', state: {} }),
      409,
    );
    expect(await listViews(collector, tableKey)).toHaveLength(limits.viewsPerTable);
    // Another table has room.
    await createView(collector, { tableKey: newTable() });
  });

  it('refuses malformed views with the fields at fault', async () => {
    const tableKey = newTable();
    const bad = (body: unknown) => user.post('/api/views/create', body);
    expectFailure(await bad({ tableKey, name: '', state: {} }), 400, ['name']);
    expectFailure(await bad({ tableKey, name: 'x'.repeat(61), state: {} }), 400, ['name']);
    expectFailure(await bad({ tableKey, name: '<b>bold</b>', state: {} }), 400, ['name']);
    expectFailure(await bad({ tableKey: 'no spaces', name: 'A', state: {} }), 400, ['tableKey']);
    expectFailure(await bad({ tableKey, name: 'A' }), 400, ['state']);
    expectFailure(await bad({ tableKey, name: 'A', state: { sortOrder: 'up' } }), 400);
    expectFailure(await bad({ tableKey, name: 'A', state: { density: 'huge' } }), 400);
    expectFailure(await bad({ tableKey, name: 'A', state: { unknown: 1 } }), 400);
    expectFailure(await bad({ tableKey, name: 'A', state: { filters: { status: true } } }), 400);
    expectFailure(await bad({ tableKey, name: 'A', state: {}, owner: 1 }), 400);
    // Within every bound of its parts, yet too large as a whole.
    const filters = Object.fromEntries(
      Array.from({ length: 50 }, (_, index) => [`field${index}`, 'v'.repeat(200)]),
    );
    const keys = Array.from({ length: 100 }, (_, index) => `${'k'.repeat(60)}${index}`);
    const columns = { order: keys, hidden: keys };
    expectFailure(await bad({ tableKey, name: 'A', state: { filters, columns } }), 400, ['state']);
    expect(await listViews(user, tableKey)).toEqual([]);
    expectFailure(await user.get('/api/views/list'), 400, ['tableKey']);
  });

  it('asks who is calling: signed out, nothing; a write without the CSRF token, 403', async () => {
    const tableKey = newTable();
    const view = await createView(admin, { tableKey, shared: true });
    const visitor = await anonymous(server);
    expectFailure(await visitor.get('/api/views/list', { tableKey }), 401);
    expectFailure(await visitor.get(`/api/views/${view.id}`), 401);
    expectFailure(await visitor.post('/api/views/create', { tableKey, name: 'A', state: {} }), 401);
    expectFailure(await visitor.get('/api/preferences'), 401);
    expectFailure(
      await visitor.request('PUT', '/api/preferences', { body: { value: {}, version: 0 } }),
      401,
    );

    const forged = await user.request('POST', '/api/views/create', {
      body: { tableKey, name: 'Forged', state: {} },
      xsrf: false,
    });
    expectFailure(forged, 403);
    const forgedPreferences = await user.request('PUT', '/api/preferences', {
      body: { value: { themeMode: 'dark' }, version: 0 },
      xsrf: false,
    });
    expectFailure(forgedPreferences, 403);
    expect(namesOf(await listViews(user, tableKey))).toEqual([view.name]);
  });
});

describe.each(databaseKinds())('a person’s preferences on %s', (kind) => {
  let server: TestServer;
  let admin: ApiClient;

  beforeAll(async () => {
    server = await startServer(kind);
    admin = await server.signedIn('admin');
  });
  afterAll(() => server?.close());

  /** A new account, signed in twice: the same person in two browsers. */
  async function onePersonTwice() {
    const { username, password } = await newAccount(admin, 'prefs');
    return [await signIn(server, username, password), await signIn(server, username, password)];
  }
  const put = (client: ApiClient, body: unknown) =>
    client.request<UserPreferences>('PUT', '/api/preferences', { body });

  it('starts empty, and follows the person to another browser', async () => {
    const [first, second] = await onePersonTwice();
    if (!first || !second) throw new Error('not signed in');
    expect(expectOk(await first.get('/api/preferences'))).toEqual({ value: {}, version: 0 });
    const value = { themeMode: 'dark', locale: 'en-US', tables: { users: { density: 'compact' } } };
    expect(expectOk(await put(first, { value, version: 0 }))).toEqual({ value, version: 1 });
    expect(expectOk(await second.get('/api/preferences'))).toEqual({ value, version: 1 });
    expect(expectOk(await put(second, { value: { locale: 'zh-CN' }, version: 1 }))).toEqual({
      value: { locale: 'zh-CN' },
      version: 2,
    });
  });

  it('answers a stale version, a first save included, with what is stored now', async () => {
    const [first, second] = await onePersonTwice();
    if (!first || !second) throw new Error('not signed in');
    expectOk(await put(first, { value: { themeMode: 'dark' }, version: 0 }));
    const late = await put(second, { value: { themeMode: 'light' }, version: 0 });
    expectFailure(late, 409);
    expect(currentOf(late)).toEqual({ value: { themeMode: 'dark' }, version: 1 });
    expectOk(await put(second, { value: { themeMode: 'light' }, version: 1 }));
    const stale = await put(first, { value: { locale: 'en-US' }, version: 1 });
    expectFailure(stale, 409);
    expect(currentOf(stale)).toEqual({ value: { themeMode: 'light' }, version: 2 });
  });

  it('keeps each person’s own: another’s are never read nor written', async () => {
    const [mine] = await onePersonTwice();
    const [theirs] = await onePersonTwice();
    if (!mine || !theirs) throw new Error('not signed in');
    expectOk(await put(mine, { value: { locale: 'en-US' }, version: 0 }));
    expect(expectOk(await theirs.get('/api/preferences'))).toEqual({ value: {}, version: 0 });
  });

  it('refuses a value over its size, or that is not an object', async () => {
    const [person] = await onePersonTwice();
    if (!person) throw new Error('not signed in');
    const large = { note: 'x'.repeat(limits.preferencesBytes) };
    expectFailure(await put(person, { value: large, version: 0 }), 400, ['value']);
    for (const value of ['dark', [1, 2], null, 42]) {
      expectFailure(await put(person, { value, version: 0 }), 400, ['value']);
    }
    expectFailure(await put(person, { value: {}, version: -1 }), 400, ['version']);
    expectFailure(await put(person, { value: {} }), 400, ['version']);
    expect(expectOk(await person.get('/api/preferences'))).toEqual({ value: {}, version: 0 });
  });
});
