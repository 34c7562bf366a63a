import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ResultCode } from '../src/contract/envelope.js';
import type { CurrentUser, SysUser } from '../src/contract/schemas.js';
import { expectOk, holderOf, newRole } from './fixtures.js';
import {
  ApiClient,
  freshStorage,
  passwords,
  type Storage,
  type TestServer,
  type TwoInstances,
  twoInstancesOnPostgres,
} from './helper.js';
import { uniqueName } from './security-helpers.js';
import { type ServerProcess, serverUrl, spawnServer } from './spawn.js';

/**
 * How long another instance may take to hear of a change through the database: far less than
 * the ten seconds it keeps a session in memory at most, so a change it never heard fails.
 */
const noticeWithin = { timeout: 2_000, interval: 20 };

/** The same browser (cookies and address) pointed at another instance behind the balancer. */
function sameBrowserOn(server: TestServer, browser: ApiClient): ApiClient {
  const moved = new ApiClient(server.url);
  moved.address = browser.address;
  for (const [name, value] of browser.cookies) moved.cookies.set(name, value);
  return moved;
}

describe.runIf(!!process.env.DATABASE_URL)('two API instances on one PostgreSQL', () => {
  let instances: TwoInstances;
  let first: TestServer;
  let second: TestServer;

  beforeAll(async () => {
    instances = await twoInstancesOnPostgres();
    ({ first, second } = instances);
  });
  afterAll(() => instances?.close());

  it('shares a session signed in on one instance with the other', async () => {
    const onFirst = await first.signedIn('user');
    const onSecond = sameBrowserOn(second, onFirst);
    const me = await onSecond.get<CurrentUser>('/api/currentUser');
    expect(me.status).toBe(200);
    expect(me.body.data.username).toBe('user');
    // The CSRF token issued by the first instance is honoured by the second.
    const created = await onSecond.post('/api/sysArticle/create', { title: uniqueName('shared') });
    expect(created.status).toBe(200);
  });

  it('accepts an anonymous XSRF token of one instance on the other', async () => {
    const onFirst = first.client();
    await onFirst.prime();
    const login = await sameBrowserOn(second, onFirst).login('admin', passwords.admin);
    expect(login.body).toMatchObject({ code: 0, data: { username: 'admin' } });
  });

  it('ends the session everywhere when signing out on one instance', async () => {
    const onFirst = await first.signedIn('user');
    // The first instance has the session in memory before it ends on the second.
    expectOk(await onFirst.get('/api/currentUser'));
    const onSecond = sameBrowserOn(second, onFirst);
    const logout = await onSecond.post('/api/login/outLogin');
    expect(logout.body.code).toBe(0);
    // As soon as the database has told the first instance (well before the ten seconds a
    // session is kept in memory at most).
    await expect
      .poll(async () => (await onFirst.get('/api/currentUser')).body.code, noticeWithin)
      .toBe(ResultCode.unauthorized);
  });

  it('refuses a user disabled on one instance on every other', async () => {
    const admin = await second.signedIn('admin');
    const { user, client } = await holderOf(first, admin, [
      (await newRole(admin, ['articles.read'])).id,
    ]);
    expectOk(await client.get('/api/sysArticle/pageList'));
    const current = expectOk(await admin.get<SysUser>(`/api/sys_users/${user.id}`));
    expectOk(
      await admin.post(`/api/sys_users/update/${user.id}`, {
        version: current.version,
        status: 'disabled',
      }),
    );
    await expect
      .poll(async () => (await client.get('/api/sysArticle/pageList')).status, noticeWithin)
      .toBe(401);
  });

  it("holds a change to a role's grants on every instance from the next requests on", async () => {
    const admin = await second.signedIn('admin');
    const readers = await newRole(admin, ['articles.read', 'users.read']);
    const { client } = await holderOf(first, admin, [readers.id]);
    expectOk(await client.get('/api/sys_users/list'));
    expectOk(
      await admin.post(`/api/roles/update/${readers.id}`, {
        version: readers.version,
        permissions: ['articles.read'],
      }),
    );
    await expect
      .poll(async () => (await client.get('/api/sys_users/list')).status, noticeWithin)
      .toBe(403);
    const me = expectOk(await client.get<CurrentUser>('/api/currentUser'));
    expect(me.permissions).toEqual(['articles.read']);
  });

  it("holds a role taken from a user on every instance, and the user's deletion", async () => {
    const admin = await second.signedIn('admin');
    const readers = await newRole(admin, ['articles.read', 'users.read']);
    const writers = await newRole(admin, ['articles.read']);
    const { user, client } = await holderOf(first, admin, [readers.id, writers.id]);
    expectOk(await client.get('/api/sys_users/list'));
    const current = expectOk(await admin.get<SysUser>(`/api/sys_users/${user.id}`));
    expectOk(
      await admin.post(`/api/sys_users/update/${user.id}`, {
        version: current.version,
        roleIds: [writers.id],
      }),
    );
    await expect
      .poll(async () => (await client.get('/api/sys_users/list')).status, noticeWithin)
      .toBe(403);
    expectOk(await admin.post(`/api/sys_users/deleted/${user.id}`));
    await expect
      .poll(async () => (await client.get('/api/sysArticle/pageList')).status, noticeWithin)
      .toBe(401);
  });

  it("holds a user's new name on every instance", async () => {
    const onFirst = await first.signedIn('user');
    const before = expectOk(await onFirst.get<CurrentUser>('/api/currentUser'));
    const admin = await second.signedIn('admin');
    const current = expectOk(await admin.get<SysUser>(`/api/sys_users/${before.id}`));
    const name = uniqueName('Renamed');
    expectOk(
      await admin.post(`/api/sys_users/update/${before.id}`, { version: current.version, name }),
    );
    await expect
      .poll(
        async () => expectOk(await onFirst.get<CurrentUser>('/api/currentUser')).name,
        noticeWithin,
      )
      .toBe(name);
    expectOk(
      await admin.post(`/api/sys_users/update/${before.id}`, {
        version: current.version + 1,
        name: before.name,
      }),
    );
  });

  it('shares the sign-in failure counter between instances', async () => {
    const username = uniqueName('spread');
    const attacker = first.client();
    for (let attempt = 0; attempt < 3; attempt++) {
      const response = await attacker.login(username, 'guess');
      expect(response.body.code).toBe(ResultCode.wrongCredentials);
    }
    // Another address on the other instance: the username's count follows.
    const response = await second.client().login(username, 'guess');
    expect(response.body).toMatchObject({
      code: ResultCode.captchaRequired,
      data: { captchaRequired: true },
    });
  });
});

describe.runIf(!!process.env.DATABASE_URL)(
  'instances started together on an empty PostgreSQL database',
  // Three server processes starting at once on a busy two-core machine.
  { timeout: 120_000 },
  () => {
    let storage: Storage;
    const running: ServerProcess[] = [];

    beforeAll(async () => {
      storage = await freshStorage('postgres');
    });
    afterEach(async () => {
      for (const server of running.splice(0)) {
        if (server.child.exitCode === null) server.child.kill('SIGKILL');
        await server.exited;
      }
    });
    afterAll(() => storage?.remove());

    it('all three serve: one migrates and seeds, the others wait for it and seed nothing', async () => {
      const env = {
        DATABASE_URL: storage.databaseUrl,
        ADMIN_PASSWORD: passwords.admin,
        USER_PASSWORD: passwords.user,
      };
      running.push(spawnServer(env), spawnServer(env), spawnServer(env));
      const urls = await Promise.all(running.map((server) => serverUrl(server)));
      for (const url of urls) {
        const client = new ApiClient(url);
        expect((await client.get('/api/health')).status).toBe(200);
        const login = await client.login('admin', passwords.admin);
        expect(login.body).toMatchObject({ code: 0, data: { username: 'admin' } });
      }
      // The banner with the demo accounts comes from the one instance that seeded.
      const seeded = running.filter((server) => server.output().includes('Demo accounts'));
      expect(seeded).toHaveLength(1);
      const admin = await new ApiClient(urls[0] ?? '').login('admin', passwords.admin);
      expect(admin.body.code).toBe(0);
      for (const server of running) {
        expect(server.output()).not.toMatch(/\$argon2|params:/);
      }
    });
  },
);
