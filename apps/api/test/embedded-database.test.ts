import { existsSync } from 'node:fs';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { openDatabase } from '../src/db/database.js';
import { articles } from '../src/db/schema.js';
import { ApiClient, passwords } from './helper.js';
import { type ServerProcess, serverUrl, spawnServer } from './spawn.js';

const accounts = { ADMIN_PASSWORD: passwords.admin, USER_PASSWORD: passwords.user };
const running: ServerProcess[] = [];
const folders: string[] = [];

/**
 * A folder for a server. Only the first-start tests need it empty (initdb, 4 s in WebAssembly);
 * the others start on a copy of the run's migrated database, as a server does on its second start.
 */
async function dataDir(contents: 'empty' | 'migrated' = 'migrated') {
  const folder = await mkdtemp(path.join(tmpdir(), 'api-embedded-'));
  folders.push(folder);
  if (contents === 'migrated') {
    await cp(inject('pgliteTemplate'), path.join(folder, 'pglite'), { recursive: true });
  }
  return folder;
}

function start(env: NodeJS.ProcessEnv) {
  const server = spawnServer({ DATABASE_URL: '', ...accounts, ...env });
  running.push(server);
  return server;
}

afterEach(async () => {
  for (const server of running.splice(0)) {
    if (server.child.exitCode === null) server.child.kill('SIGKILL');
    await server.exited;
  }
  for (const folder of folders.splice(0)) await rm(folder, { recursive: true, force: true });
});

// Each test starts and stops whole server processes on a fresh database (17 s for the slowest
// alone); a CI machine busy with other suites can take several times that.
const spawnTimeoutMs = 90_000;

describe('the embedded database folder', { timeout: spawnTimeoutMs }, () => {
  it('refuses a second process on the same folder, naming the holder', async () => {
    const folder = await dataDir();
    const first = start({ DATA_DIR: folder });
    await serverUrl(first);
    const second = start({ DATA_DIR: folder });
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(`${folder} is in use by process ${first.child.pid}`);
    // The first server is unharmed.
    const client = new ApiClient(await serverUrl(first));
    expect((await client.get('/api/health')).body.code).toBe(0);
  });

  it('refuses a second open of the same folder within one process', async () => {
    const folder = await dataDir();
    const database = await openDatabase({ dataDir: folder });
    try {
      await expect(openDatabase({ dataDir: folder })).rejects.toThrow(/in use by process/);
    } finally {
      await database.close();
    }
  });

  it('keeps every acknowledged write through kill -9, and restarts on the same folder', async () => {
    const folder = await dataDir();
    const first = start({ DATA_DIR: folder, LOG_LEVEL: 'warn' });
    const client = new ApiClient(await serverUrl(first));
    expect((await client.login('user', passwords.user)).body.code).toBe(0);

    const acknowledged: number[] = [];
    let killed = false;
    const writer = async (worker: number) => {
      for (let index = 0; !killed; index += 1) {
        try {
          const created = await client.post<{ id: number }>('/api/sysArticle/create', {
            title: `crash test ${worker}-${index}`,
          });
          if (created.body.code === 0) acknowledged.push(created.body.data.id);
        } catch {
          return; // The connection died with the server.
        }
      }
    };
    const writers = [1, 2, 3, 4].map(writer);
    while (acknowledged.length < 40) await new Promise((resolve) => setTimeout(resolve, 5));
    first.child.kill('SIGKILL');
    killed = true;
    await first.exited;
    await Promise.all(writers);
    expect(existsSync(path.join(folder, 'api.lock'))).toBe(true);

    // The lock of the dead process is taken over; every acknowledged row is there.
    const database = await openDatabase({ dataDir: folder });
    try {
      const rows = await database.db.select({ id: articles.id }).from(articles);
      const stored = new Set(rows.map((row) => row.id));
      expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
    } finally {
      await database.close();
    }
  });

  it('finishes a request in flight on SIGTERM, then closes the database and frees the folder', async () => {
    const folder = await dataDir();
    const server = start({ DATA_DIR: folder });
    const client = new ApiClient(await serverUrl(server));
    await client.prime();
    const login = client.login('admin', passwords.admin);
    await server.waitFor(/"url":"\/api\/login\/account"/);
    server.child.kill('SIGTERM');
    const response = await login;
    expect(response.status).toBe(200);
    expect(response.body.code).toBe(0);
    expect(await server.exited).toBe(0);
    expect(existsSync(path.join(folder, 'api.lock'))).toBe(false);
  });
});

describe('first start', { timeout: spawnTimeoutMs }, () => {
  it('prints the URL and the demo accounts once, with generated passwords when none are set', async () => {
    const folder = await dataDir('empty');
    const first = spawnServer({
      DATABASE_URL: '',
      DATA_DIR: folder,
      ADMIN_PASSWORD: '',
      USER_PASSWORD: '',
    });
    running.push(first);
    const url = await serverUrl(first);
    const [, password] = await first.waitFor(/admin\s+(\S+)\s+\(generated\)/);
    const client = new ApiClient(url);
    expect((await client.login('admin', password ?? '')).body.code).toBe(0);
    first.child.kill('SIGTERM');
    await first.exited;

    const second = spawnServer({ DATABASE_URL: '', DATA_DIR: folder });
    running.push(second);
    await serverUrl(second);
    expect(second.output()).not.toContain('Demo accounts');
  });

  it('refuses to start in production with generated or weak demo passwords', async () => {
    const generated = start({
      DATA_DIR: await dataDir(),
      NODE_ENV: 'production',
      ADMIN_PASSWORD: '',
      USER_PASSWORD: '',
    });
    expect(await generated.exited).toBe(1);
    expect(generated.output()).toMatch(
      /Refusing to seed in production: the admin password would be generated/,
    );

    const weak = start({
      DATA_DIR: await dataDir(),
      NODE_ENV: 'production',
      ADMIN_PASSWORD: 'password1',
      USER_PASSWORD: passwords.user,
    });
    expect(await weak.exited).toBe(1);
    expect(weak.output()).toMatch(/the admin password is a common password/);

    const allowed = start({
      DATA_DIR: await dataDir(),
      NODE_ENV: 'production',
      ALLOW_DEMO_ACCOUNTS: '1',
      ADMIN_PASSWORD: '',
      USER_PASSWORD: '',
    });
    await serverUrl(allowed);
    // Three servers start one after another, each migrating a new database: on a busy
    // two-core machine that has taken longer than the default 30 s.
  });
});
