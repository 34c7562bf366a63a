import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  builtInRolePermissions,
  type PermissionCode,
  permissionCodes,
} from '../src/contract/permissions.js';
import type {
  CurrentUser,
  PageResult,
  Role,
  SysArticle,
  SysUser,
} from '../src/contract/schemas.js';
import {
  createArticle,
  createUser,
  currentOf,
  expectFailure,
  expectOk,
  getUser,
  holderOf,
  newRole,
  uniqueUsername,
} from './fixtures.js';
import { type ApiClient, databaseKinds, startServer, type TestServer } from './helper.js';

interface Operation {
  method: 'get' | 'post';
  path: string;
  permissions?: PermissionCode[];
  security?: Record<string, unknown>[];
}

/** Every operation of the API as its OpenAPI document describes it, permissions included. */
async function operations(client: ApiClient): Promise<Operation[]> {
  const response = await fetch(new URL('/api/openapi.json', client.baseUrl));
  const document = (await response.json()) as {
    paths: Record<
      string,
      Record<string, { 'x-permissions'?: PermissionCode[]; security?: Record<string, unknown>[] }>
    >;
  };
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method as Operation['method'],
      path,
      permissions: operation['x-permissions'],
      security: operation.security,
    })),
  );
}

/**
 * The status of a call of an operation that changes nothing: ids that name nothing, and empty
 * bodies. Read raw, as one of them answers CSV.
 */
async function harmlessCall(client: ApiClient, operation: Operation): Promise<number> {
  const url = new URL(operation.path.replace(/\{[^}]+\}/g, '999999'), client.baseUrl);
  if (url.pathname.endsWith('/delete')) url.searchParams.set('id', '999999');
  const response = await fetch(url, {
    method: operation.method.toUpperCase(),
    headers: {
      cookie: [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
      'x-xsrf-token': client.cookies.get('XSRF-TOKEN') ?? '',
      'x-forwarded-for': client.address,
      ...(operation.method === 'post' ? { 'content-type': 'application/json' } : {}),
    },
    ...(operation.method === 'post' ? { body: '{}' } : {}),
  });
  await response.arrayBuffer();
  return response.status;
}

describe.each(databaseKinds())('the permission registry on %s', (kind) => {
  let server: TestServer;
  let admin: ApiClient;
  let everyOperation: Operation[];

  beforeAll(async () => {
    server = await startServer(kind);
    admin = await server.signedIn('admin');
    everyOperation = await operations(admin);
  });
  afterAll(() => server?.close());

  it('guards every operation that needs one with codes of the registry', () => {
    const guarded = everyOperation.filter((operation) => operation.permissions);
    expect(guarded.length).toBeGreaterThanOrEqual(17);
    for (const operation of guarded) {
      for (const code of operation.permissions ?? []) expect(permissionCodes).toContain(code);
    }
    // Operations for anyone signed in, whatever they may do: the session's own, the home
    // page's totals, one's saved views (a view shows no record by itself) and preferences.
    // Everything else is public or names its codes.
    const signedInOnly = (operation: Operation) =>
      (operation.security ?? []).length > 0 &&
      (operation.security ?? []).every((need) => 'session' in need || 'hostSession' in need);
    const unguarded = everyOperation
      .filter((operation) => !operation.permissions && signedInOnly(operation))
      .map((operation) => `${operation.method} ${operation.path}`);
    // The live stream and presence filter by each resource's read permission themselves; a
    // person's views and preferences are their own.
    expect(unguarded.sort()).toEqual(
      [
        'get /api/currentUser',
        'get /api/dashboard/summary',
        'get /api/events',
        'post /api/presence',
        'get /api/preferences',
        'get /api/views/list',
        'get /api/views/{id}',
        'post /api/views/create',
        'post /api/views/default',
        'post /api/views/deleted/{id}',
        'post /api/views/update/{id}',
        'put /api/preferences',
      ].sort(),
    );
  });

  it('lets a person through each guarded operation exactly when a role of theirs grants one of its codes', async () => {
    // One role and one account per code, and one account whose role grants nothing.
    const holders = new Map<PermissionCode | 'none', ApiClient>();
    for (const code of permissionCodes) {
      const role = await newRole(admin, [code]);
      holders.set(code, (await holderOf(server, admin, [role.id])).client);
    }
    const empty = await newRole(admin, []);
    holders.set('none', (await holderOf(server, admin, [empty.id])).client);

    const guarded = everyOperation.filter((operation) => operation.permissions);
    const mismatches: string[] = [];
    let calls = 0;
    for (const operation of guarded) {
      for (const [code, client] of holders) {
        const allowed = code !== 'none' && (operation.permissions ?? []).includes(code);
        const status = await harmlessCall(client, operation);
        calls += 1;
        if ((status === 403) === allowed || status === 401) {
          mismatches.push(`${operation.method} ${operation.path} as ${code}: ${status}`);
        }
      }
    }
    expect(mismatches).toEqual([]);
    expect(calls).toBe(guarded.length * (permissionCodes.length + 1));
  });

  it('answers the current user with their roles and every code those grant', async () => {
    const me = expectOk(await admin.get<CurrentUser>('/api/currentUser'));
    expect(me.access).toBe('admin');
    expect(me.roles.map((role) => role.builtIn)).toEqual(['admin']);
    expect([...me.permissions].sort()).toEqual([...builtInRolePermissions.admin].sort());
    const user = await server.signedIn('user');
    const plain = expectOk(await user.get<CurrentUser>('/api/currentUser'));
    expect(plain.access).toBe('user');
    expect([...plain.permissions].sort()).toEqual([...builtInRolePermissions.user].sort());
  });

  it('lets a custom role with articles.update.any edit others’ articles, and not touch users', async () => {
    const editors = await newRole(admin, ['articles.read', 'articles.update.any']);
    const { client: editor } = await holderOf(server, admin, [editors.id]);
    const adminsArticle = await createArticle(admin, { title: 'Written by admin' });
    const edited = expectOk(
      await editor.post<SysArticle>('/api/sysArticle/update', {
        id: adminsArticle.id,
        version: adminsArticle.version,
        title: 'Edited by an editor',
      }),
    );
    expect(edited.title).toBe('Edited by an editor');
    // Not a delete: that takes articles.delete.*.
    expectFailure(
      await editor.post('/api/sysArticle/delete', {}, { query: { id: edited.id } }),
      403,
    );
    const target = await createUser(admin);
    expectFailure(await editor.get(`/api/sys_users/${target.id}`), 403);
    expectFailure(
      await editor.post(`/api/sys_users/update/${target.id}`, { version: 1, name: 'Nope' }),
      403,
    );
    expect((await getUser(admin, target.id)).name).toBe(target.name);
  });

  it('stops the holders of a role on their next request once a code is taken from it, without signing in again', async () => {
    const readers = await newRole(admin, ['users.read', 'articles.read']);
    const { client } = await holderOf(server, admin, [readers.id]);
    expectOk(await client.get('/api/sys_users/list'));
    const changed = expectOk(
      await admin.post<Role>(`/api/roles/update/${readers.id}`, {
        version: readers.version,
        permissions: ['articles.read'],
      }),
    );
    expect(changed.permissions).toEqual(['articles.read']);
    expectFailure(await client.get('/api/sys_users/list'), 403);
    expectOk(await client.get('/api/sysArticle/pageList'));
    const me = expectOk(await client.get<CurrentUser>('/api/currentUser'));
    expect(me.permissions).toEqual(['articles.read']);
    // And given back, it holds again on the next request.
    expectOk(
      await admin.post(`/api/roles/update/${readers.id}`, {
        version: changed.version,
        permissions: ['articles.read', 'users.read'],
      }),
    );
    expectOk(await client.get('/api/sys_users/list'));
  });

  it('keeps the built-in roles: not deleted, not emptied, their codes unchanged; renamed only', async () => {
    const roles = expectOk(await admin.get<Role[]>('/api/roles/list'));
    const builtIn = roles.filter((role) => role.builtIn);
    expect(builtIn.map((role) => role.builtIn)).toEqual(['admin', 'user']);
    for (const role of builtIn) {
      expectFailure(await admin.post(`/api/roles/deleted/${role.id}`), 403);
      expectFailure(
        await admin.post(`/api/roles/update/${role.id}`, {
          version: role.version,
          permissions: [],
        }),
        403,
      );
      expect(expectOk(await admin.get<Role>(`/api/roles/${role.id}`)).permissions.sort()).toEqual(
        [...builtInRolePermissions[role.builtIn ?? 'user']].sort(),
      );
    }
    const user = builtIn.find((role) => role.builtIn === 'user');
    if (!user) throw new Error('no built-in user role');
    const renamed = expectOk(
      await admin.post<Role>(`/api/roles/update/${user.id}`, {
        version: user.version,
        name: 'Member',
      }),
    );
    expect(renamed).toMatchObject({ name: 'Member', builtIn: 'user' });
    expectOk(
      await admin.post(`/api/roles/update/${user.id}`, { version: renamed.version, name: 'User' }),
    );
  });

  it('refuses a taken role name, whatever its case, as a field error', async () => {
    const role = await newRole(admin, [], `Auditors ${kind}`);
    const taken = await admin.post('/api/roles/create', {
      name: role.name.toUpperCase(),
      permissions: [],
    });
    expectFailure(taken, 409, ['name']);
  });

  it('answers a stale version with the role as it is now', async () => {
    const role = await newRole(admin, ['articles.read']);
    expectOk(
      await admin.post(`/api/roles/update/${role.id}`, { version: 1, name: `${role.name}!` }),
    );
    const stale = await admin.post(`/api/roles/update/${role.id}`, { version: 1, name: 'Late' });
    expectFailure(stale, 409);
    expect(currentOf<Role>(stale)).toMatchObject({ name: `${role.name}!`, version: 2 });
  });

  it('lists the users holding a role, and counts them', async () => {
    const role = await newRole(admin, ['articles.read']);
    const first = await holderOf(server, admin, [role.id]);
    const second = await holderOf(server, admin, [role.id]);
    const page = expectOk(
      await admin.get<PageResult<SysUser>>(`/api/roles/${role.id}/users`, { pageSize: 10 }),
    );
    expect(page.total).toBe(2);
    expect(page.list.map((user) => user.id).sort()).toEqual([first.user.id, second.user.id].sort());
    expect(page.list[0]?.roles).toEqual([{ id: role.id, name: role.name, builtIn: null }]);
    const listed = expectOk(await admin.get<Role[]>('/api/roles/list')).find(
      (each) => each.id === role.id,
    );
    expect(listed?.userCount).toBe(2);
  });

  it('gives a user several roles through the user form, and keeps access in step with the admin role', async () => {
    const roles = expectOk(await admin.get<Role[]>('/api/roles/list'));
    const adminRole = roles.find((role) => role.builtIn === 'admin');
    const extra = await newRole(admin, ['audit.read']);
    if (!adminRole) throw new Error('no admin role');
    const user = await createUser(admin, { roleIds: [extra.id] });
    expect(user.access).toBe('user');
    expect(user.roles.map((role) => role.id)).toEqual([extra.id]);
    const promoted = expectOk(
      await admin.post<SysUser>(`/api/sys_users/update/${user.id}`, {
        version: user.version,
        roleIds: [adminRole.id, extra.id],
      }),
    );
    expect(promoted.access).toBe('admin');
    // The spec's `access` alone still works: demoting takes the admin role away, nothing else.
    const demoted = expectOk(
      await admin.post<SysUser>(`/api/sys_users/update/${user.id}`, {
        version: promoted.version,
        access: 'user',
      }),
    );
    expect(demoted.roles.map((role) => role.id)).toEqual([extra.id]);
    expectFailure(
      await admin.post(`/api/sys_users/update/${user.id}`, {
        version: demoted.version,
        roleIds: [999999],
      }),
      400,
      ['roleIds'],
    );
  });

  it('does not let someone who may only edit users hand out roles', async () => {
    const editors = await newRole(admin, ['users.read', 'users.update', 'users.create']);
    const { user: me, client } = await holderOf(server, admin, [editors.id]);
    const roles = expectOk(await client.get<Role[]>('/api/roles/list'));
    const adminRole = roles.find((role) => role.builtIn === 'admin');
    if (!adminRole) throw new Error('no admin role');
    expectFailure(
      await client.post(`/api/sys_users/update/${me.id}`, {
        version: me.version,
        roleIds: [adminRole.id],
      }),
      403,
    );
    expectFailure(
      await client.post('/api/sys_users/create', {
        username: uniqueUsername('esc'),
        name: 'Escalation',
        access: 'admin',
      }),
      403,
    );
    // Editing a name is what the role is for.
    expectOk(
      await client.post(`/api/sys_users/update/${me.id}`, { version: me.version, name: 'Renamed' }),
    );
  });
});

describe.each(databaseKinds())('the last person who can manage roles on %s', (kind) => {
  let server: TestServer;
  let admin: ApiClient;
  let adminRoleId: number;

  beforeAll(async () => {
    // No demo data: the seeded admin starts as the only person who can manage roles.
    server = await startServer(kind, { env: { SEED_DEMO_DATA: '0' } });
    admin = await server.signedIn('admin');
    const roles = expectOk(await admin.get<Role[]>('/api/roles/list'));
    adminRoleId = roles.find((role) => role.builtIn === 'admin')?.id ?? 0;
  });
  afterAll(() => server?.close());

  it('refuses to disable or delete the only person left who can manage roles', async () => {
    // First, while the seeded admin is the only one who can manage roles: someone who may
    // change and delete users, but not roles, tries to disable or delete them.
    const keepers = await newRole(admin, ['users.read', 'users.update', 'users.delete']);
    const { client } = await holderOf(server, admin, [keepers.id]);
    const target = expectOk(await client.get<SysUser>('/api/sys_users/1'));
    expect(target.access).toBe('admin');
    const disabled = await client.post(`/api/sys_users/update/${target.id}`, {
      version: target.version,
      status: 'disabled',
    });
    expectFailure(disabled, 403);
    expect(disabled.body.message).toBe('At least one active user who can manage roles must remain');
    expectFailure(await client.post(`/api/sys_users/deleted/${target.id}`), 403);
    expect(expectOk(await admin.get<SysUser>('/api/sys_users/1')).status).toBe('active');
  });
  it('refuses to take roles.manage from oneself, by a role’s codes or one’s own roles', async () => {
    const managers = await newRole(admin, ['roles.manage', 'users.read']);
    const { user, client } = await holderOf(server, admin, [managers.id]);
    const refused = await client.post(`/api/roles/update/${managers.id}`, {
      version: managers.version,
      permissions: ['users.read'],
    });
    expectFailure(refused, 403);
    expect(refused.body.message).toBe('You cannot take role management away from yourself');
    expectFailure(await client.post(`/api/roles/deleted/${managers.id}`), 403);
    expect((await getUser(admin, user.id)).roles.map((role) => role.id)).toEqual([managers.id]);
  });

  it('lets only one of two holders take roles.manage from the other when both try at once', async () => {
    // The built-in admin is demoted first, so the two holders are the only ones left.
    const managers = await newRole(admin, ['roles.manage', 'users.read', 'users.update']);
    const a = await holderOf(server, admin, [managers.id]);
    const b = await holderOf(server, admin, [managers.id]);
    const plain = await newRole(admin, ['users.read']);
    const adminRecord = expectOk(await a.client.get<SysUser>('/api/sys_users/1'));
    expectOk(
      await a.client.post(`/api/sys_users/update/${adminRecord.id}`, {
        version: adminRecord.version,
        roleIds: [plain.id],
      }),
    );
    const [byA, byB] = await Promise.all([
      a.client.post(`/api/sys_users/update/${b.user.id}`, {
        version: b.user.version,
        roleIds: [plain.id],
      }),
      b.client.post(`/api/sys_users/update/${a.user.id}`, {
        version: a.user.version,
        roleIds: [plain.id],
      }),
    ]);
    expect([byA.status, byB.status].sort(), JSON.stringify([byA.body, byB.body])).toEqual([
      200, 403,
    ]);
    const survivors = [a, b].filter(
      (holder) => holder.user.id !== (byA.status === 200 ? b.user.id : a.user.id),
    );
    expect(survivors).toHaveLength(1);
    // The survivor hands the admin role back, and the world is as it was.
    const survivor = survivors[0] ?? a;
    const current = expectOk(
      await survivor.client.get<SysUser>(`/api/sys_users/${adminRecord.id}`),
    );
    expectOk(
      await survivor.client.post(`/api/sys_users/update/${adminRecord.id}`, {
        version: current.version,
        roleIds: [adminRoleId],
      }),
    );
  });
});
