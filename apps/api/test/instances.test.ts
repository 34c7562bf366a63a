import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ResultCode } from '../src/contract/envelope.js';
import type { CurrentUser } from '../src/contract/schemas.js';
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
    const onSecond = sameBrowserOn(second, onFirst);
    const logout = await onSecond.post('/api/login/outLogin');
    expect(logout.body.code).toBe(0);
    const me = await onFirst.get('/api/currentUser');
    expect(me.status).toBe(401);
    expect(me.body.code).toBe(ResultCode.unauthorized);
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
