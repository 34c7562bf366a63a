import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CurrentUser,
  DashboardSummary,
  PageResult,
  RegistrationSettings,
  SysArticle,
  SysUser,
} from '../src/contract/schemas.js';
import {
  anonymous,
  createArticle,
  createUser,
  findArticle,
  getUser,
  listArticles,
  listUsers,
  uniqueUsername,
} from './fixtures.js';
import {
  type ApiClient,
  type ApiResponse,
  databaseKinds,
  startServer,
  type TestServer,
} from './helper.js';

type Role = 'anonymous' | 'user' | 'admin';
const roles: Role[] = ['anonymous', 'user', 'admin'];

/** Records made for each role before the matrix runs, so no row depends on another. */
interface Targets {
  accountIds: { user: number; admin: number };
  userToUpdate: Record<Role, SysUser>;
  userToDelete: Record<Role, SysUser>;
  /** For user and admin an article they wrote; for anonymous one of `user`'s. */
  ownArticle: Record<Role, { toUpdate: SysArticle; toDelete: SysArticle }>;
  /** An article somebody else wrote: admin's for user and anonymous, user's for admin. */
  othersArticle: Record<Role, { toUpdate: SysArticle; toDelete: SysArticle }>;
}

interface Outcome {
  role: Role;
  allowed: boolean;
  response: ApiResponse;
  targets: Targets;
  /** An admin's client, to look at the data after the call. */
  observer: ApiClient;
}

interface RouteCase {
  route: string;
  expected: Record<Role, number>;
  /** False for the OpenAPI document, which is not an envelope. */
  envelope?: boolean;
  send(client: ApiClient, role: Role, targets: Targets): Promise<ApiResponse>;
  /** What the caller or an observer sees afterwards: the write took effect, or nothing changed. */
  after?(outcome: Outcome): Promise<void> | void;
}

const signedInOnly = { anonymous: 401, user: 200, admin: 200 };
const adminOnly = { anonymous: 401, user: 403, admin: 200 };
const everyone = { anonymous: 200, user: 200, admin: 200 };

function authorOf(role: Role, targets: Targets): number {
  return role === 'admin' ? targets.accountIds.admin : targets.accountIds.user;
}

async function expectArticleUnchanged(observer: ApiClient, article: SysArticle) {
  expect(await findArticle(observer, article.id)).toEqual(article);
}

async function expectUserUnchanged(observer: ApiClient, user: SysUser) {
  expect(await getUser(observer, user.id)).toEqual(user);
}

function articleUpdate(which: 'ownArticle' | 'othersArticle'): RouteCase['send'] {
  return (client, role, targets) => {
    const article = targets[which][role].toUpdate;
    return client.post('/api/sysArticle/update', {
      id: article.id,
      version: article.version,
      title: `Retitled by ${role}`,
    });
  };
}

function articleUpdateAfter(which: 'ownArticle' | 'othersArticle') {
  return async ({ role, allowed, response, targets, observer }: Outcome) => {
    const article = targets[which][role].toUpdate;
    if (!allowed) return expectArticleUnchanged(observer, article);
    expect(response.body.data).toMatchObject({
      id: article.id,
      title: `Retitled by ${role}`,
      version: article.version + 1,
      // Editing never changes who wrote it.
      authorId: article.authorId,
    });
    expect(await findArticle(observer, article.id)).toMatchObject({ title: `Retitled by ${role}` });
  };
}

function articleDelete(which: 'ownArticle' | 'othersArticle'): RouteCase['send'] {
  return (client, role, targets) =>
    client.post(`/api/sysArticle/delete?id=${targets[which][role].toDelete.id}`);
}

function articleDeleteAfter(which: 'ownArticle' | 'othersArticle') {
  return async ({ role, allowed, targets, observer }: Outcome) => {
    const article = targets[which][role].toDelete;
    if (allowed) expect(await findArticle(observer, article.id)).toBeUndefined();
    else await expectArticleUnchanged(observer, article);
  };
}

function expectNotAuthor({ role, response }: Outcome) {
  if (role === 'user') expect(response.body.message).toBe('You can only change your own articles');
}

const routes: RouteCase[] = [
  {
    route: 'GET /api/currentUser',
    expected: signedInOnly,
    send: (client) => client.get('/api/currentUser'),
    after: ({ role, allowed, response }) => {
      if (allowed) expect((response.body.data as CurrentUser).username).toBe(role);
    },
  },
  {
    route: 'GET /api/dashboard/summary',
    expected: signedInOnly,
    send: (client) => client.get('/api/dashboard/summary'),
    after: ({ allowed, response }) => {
      if (!allowed) return;
      const data = response.body.data as DashboardSummary;
      expect(data.users.total).toBeGreaterThanOrEqual(122);
      expect(data.articles.total).toBeGreaterThanOrEqual(60);
    },
  },
  {
    route: 'GET /api/sys_users/list',
    expected: signedInOnly,
    send: (client) => client.get('/api/sys_users/list'),
    after: ({ allowed, response }) => {
      if (!allowed) return;
      const data = response.body.data as PageResult<SysUser>;
      expect(data.list).toHaveLength(10);
      expect(data.total).toBeGreaterThanOrEqual(122);
    },
  },
  {
    route: 'GET /api/sys_users/:id',
    expected: signedInOnly,
    send: (client, _role, targets) => client.get(`/api/sys_users/${targets.accountIds.admin}`),
    after: ({ allowed, response }) => {
      if (!allowed) return;
      expect(response.body.data).toMatchObject({ username: 'admin', access: 'admin' });
      expect(response.body.data).not.toHaveProperty('passwordHash');
    },
  },
  {
    route: 'POST /api/sys_users/create',
    expected: adminOnly,
    send: (client, role) =>
      client.post('/api/sys_users/create', {
        username: `perm_created_by_${role}`,
        name: `Created by ${role}`,
      }),
    after: async ({ role, allowed, response, observer }) => {
      const found = (await listUsers(observer, { keyword: `perm_created_by_${role}` })).body.data;
      expect(found.total).toBe(allowed ? 1 : 0);
      if (allowed)
        expect(response.body.data).toMatchObject({ username: `perm_created_by_${role}` });
    },
  },
  {
    route: 'POST /api/sys_users/update/:id',
    expected: adminOnly,
    send: (client, role, targets) => {
      const target = targets.userToUpdate[role];
      return client.post(`/api/sys_users/update/${target.id}`, {
        version: target.version,
        name: `Renamed by ${role}`,
      });
    },
    after: async ({ role, allowed, targets, observer }) => {
      const target = targets.userToUpdate[role];
      if (!allowed) return expectUserUnchanged(observer, target);
      expect(await getUser(observer, target.id)).toMatchObject({
        name: `Renamed by ${role}`,
        version: target.version + 1,
      });
    },
  },
  {
    route: 'POST /api/sys_users/deleted/:id',
    expected: adminOnly,
    send: (client, role, targets) =>
      client.post(`/api/sys_users/deleted/${targets.userToDelete[role].id}`),
    after: async ({ role, allowed, targets, observer }) => {
      const target = targets.userToDelete[role];
      if (!allowed) return expectUserUnchanged(observer, target);
      expect((await observer.get(`/api/sys_users/${target.id}`)).status).toBe(404);
    },
  },
  {
    route: 'GET /api/sysArticle/:id',
    expected: signedInOnly,
    send: (client, role, targets) =>
      client.get(`/api/sysArticle/${targets.othersArticle[role].toUpdate.id}`),
    after: ({ allowed, response, role, targets }) => {
      if (!allowed) return;
      expect((response.body.data as SysArticle).id).toBe(targets.othersArticle[role].toUpdate.id);
    },
  },
  {
    route: 'GET /api/sysArticle/pageList',
    expected: signedInOnly,
    send: (client) => client.get('/api/sysArticle/pageList'),
    after: ({ allowed, response }) => {
      if (!allowed) return;
      const data = response.body.data as PageResult<SysArticle>;
      expect(data.list).toHaveLength(10);
      expect(data.total).toBeGreaterThanOrEqual(60);
    },
  },
  {
    route: 'POST /api/sysArticle/create',
    expected: signedInOnly,
    send: (client, role) =>
      client.post('/api/sysArticle/create', { title: `Permission probe by ${role}` }),
    after: async ({ role, allowed, response, targets, observer }) => {
      const found = (await listArticles(observer, { keyword: `Permission probe by ${role}` })).body
        .data;
      expect(found.total).toBe(allowed ? 1 : 0);
      if (allowed) expect(response.body.data).toMatchObject({ authorId: authorOf(role, targets) });
    },
  },
  {
    route: "POST /api/sysArticle/update (the caller's own article)",
    expected: signedInOnly,
    send: articleUpdate('ownArticle'),
    after: articleUpdateAfter('ownArticle'),
  },
  {
    route: "POST /api/sysArticle/update (another author's article)",
    expected: adminOnly,
    send: articleUpdate('othersArticle'),
    after: async (outcome) => {
      expectNotAuthor(outcome);
      await articleUpdateAfter('othersArticle')(outcome);
    },
  },
  {
    route: "POST /api/sysArticle/delete?id= (the caller's own article)",
    expected: signedInOnly,
    send: articleDelete('ownArticle'),
    after: articleDeleteAfter('ownArticle'),
  },
  {
    route: "POST /api/sysArticle/delete?id= (another author's article)",
    expected: adminOnly,
    send: articleDelete('othersArticle'),
    after: async (outcome) => {
      expectNotAuthor(outcome);
      await articleDeleteAfter('othersArticle')(outcome);
    },
  },
  {
    route: 'GET /api/health',
    expected: everyone,
    send: (client) => client.get('/api/health'),
    after: ({ response }) => expect(response.body.data).toMatchObject({ status: 'ok' }),
  },
  {
    route: 'GET /api/register',
    expected: everyone,
    send: (client) => client.get('/api/register'),
    after: ({ response }) =>
      expect((response.body.data as RegistrationSettings).passwordMinLength).toBe(8),
  },
  {
    route: 'GET /api/login/captcha',
    expected: everyone,
    send: (client) => client.get('/api/login/captcha'),
    after: ({ response }) =>
      expect(response.body.data).toMatchObject({ svg: expect.stringContaining('<svg') }),
  },
  {
    route: 'GET /api/openapi.json',
    expected: everyone,
    envelope: false,
    send: (client) => client.get('/api/openapi.json'),
    after: ({ response }) => expect(response.body).toMatchObject({ openapi: '3.1.0' }),
  },
];

const matrix = routes.flatMap((routeCase) =>
  roles.map((role) => ({
    role,
    route: routeCase.route,
    status: routeCase.expected[role],
    routeCase,
  })),
);

describe.each(databaseKinds())('permission matrix on %s', (kind) => {
  let server: TestServer;
  let clients: Record<Role, ApiClient>;
  let observer: ApiClient;
  let targets: Targets;

  beforeAll(async () => {
    server = await startServer(kind);
    const [admin, user, watcher, anon] = await Promise.all([
      server.signedIn('admin'),
      server.signedIn('user'),
      server.signedIn('admin'),
      anonymous(server),
    ]);
    clients = { anonymous: anon, user, admin };
    observer = watcher;
    const adminId = (await admin.get<CurrentUser>('/api/currentUser')).body.data.id;
    const userId = (await user.get<CurrentUser>('/api/currentUser')).body.data.id;

    const perRole = async <T>(make: (role: Role) => Promise<T>): Promise<Record<Role, T>> => ({
      anonymous: await make('anonymous'),
      user: await make('user'),
      admin: await make('admin'),
    });
    const twoArticles = async (author: ApiClient) => ({
      toUpdate: await createArticle(author),
      toDelete: await createArticle(author),
    });
    targets = {
      accountIds: { user: userId, admin: adminId },
      userToUpdate: await perRole(() =>
        createUser(admin, { username: uniqueUsername('perm_upd') }),
      ),
      userToDelete: await perRole(() =>
        createUser(admin, { username: uniqueUsername('perm_del') }),
      ),
      ownArticle: await perRole((role) => twoArticles(role === 'admin' ? admin : user)),
      othersArticle: await perRole((role) => twoArticles(role === 'admin' ? user : admin)),
    };
  });
  afterAll(() => server?.close());

  it.each(matrix)('$role: $route → HTTP $status', async ({ role, status, routeCase }) => {
    const response = await routeCase.send(clients[role], role, targets);
    expect(response.status, JSON.stringify(response.body)).toBe(status);
    if (routeCase.envelope !== false) {
      expect(response.body.code).toBe(status === 200 ? 0 : status);
      if (status !== 200) expect(response.body.data).toBeNull();
    }
    await routeCase.after?.({ role, allowed: status === 200, response, targets, observer });
  });

  it('still knows the anonymous client as nobody after the matrix', async () => {
    // The matrix's refusals must not have signed anyone in by accident.
    expect((await clients.anonymous.get('/api/currentUser')).status).toBe(401);
    expect((await clients.user.get<CurrentUser>('/api/currentUser')).body.data.access).toBe('user');
  });
});
