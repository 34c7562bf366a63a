import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../src/app.js';
import type { Envelope } from '../src/contract/envelope.js';
import { type Database, type DatabaseKind, openDatabase } from '../src/db/database.js';
import { seed } from '../src/db/seed.js';
import { type Env, loadEnv } from '../src/env.js';
import './provided-context.js';

export const passwords = {
  admin: 'correct horse admin battery',
  user: 'correct horse user battery',
} as const;

/** The embedded database always; PostgreSQL too when DATABASE_URL names a server (CI). */
export function databaseKinds(): DatabaseKind[] {
  return process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

/** A fresh, empty PostgreSQL database on the DATABASE_URL server, dropped by `drop()`. */
export async function freshPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const base = process.env.DATABASE_URL;
  if (!base) throw new Error('DATABASE_URL is not set');
  const name = `api_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: base });
      await client.connect();
      await client.query(`drop database if exists "${name}" with (force)`);
      await client.end();
    },
  };
}

export interface Storage {
  kind: DatabaseKind;
  databaseUrl: string | undefined;
  dataDir: string;
  remove(): Promise<void>;
}

/**
 * The migrated, empty embedded database that test/global-setup.ts made for the run. A new PGlite
 * folder costs initdb, about 4 s in WebAssembly; a copy of this one opens in about 1 s. A server
 * spawned on an empty folder (embedded-database.test.ts) still goes through initdb, as a first
 * start does. Imported when asked for: the benchmarks share this file outside Vitest.
 */
async function migratedPgliteFolder(): Promise<string> {
  const { inject } = await import('vitest');
  return inject('pgliteTemplate');
}

/** Empty storage of the given kind: a temporary folder for PGlite, a new database for PostgreSQL. */
export async function freshStorage(kind: DatabaseKind): Promise<Storage> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'api-test-'));
  if (kind === 'pglite') {
    await cp(await migratedPgliteFolder(), path.join(dataDir, 'pglite'), { recursive: true });
    return {
      kind,
      databaseUrl: undefined,
      dataDir,
      remove: () => rm(dataDir, { recursive: true, force: true }),
    };
  }
  const postgres = await freshPostgresDatabase();
  return {
    kind,
    databaseUrl: postgres.url,
    dataDir,
    async remove() {
      await postgres.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export interface TestServer {
  url: string;
  kind: DatabaseKind;
  database: Database;
  env: Env;
  client(): ApiClient;
  /** Signs in a new client as admin or user. */
  signedIn(who: 'admin' | 'user'): Promise<ApiClient>;
  close(): Promise<void>;
}

export interface ServerOptions {
  env?: NodeJS.ProcessEnv;
  /** Reuse storage (a second instance on the same database); the caller removes it. */
  storage?: Storage;
  seed?: boolean;
  /** Collect the server's log lines (at `level`) instead of staying silent. */
  logs?: { level: string; lines: string[] };
}

/** Starts the real API on a random port over a real, migrated, seeded database. */
export async function startServer(
  kind: DatabaseKind,
  options: ServerOptions = {},
): Promise<TestServer> {
  const storage = options.storage ?? (await freshStorage(kind));
  const env = loadEnv({
    NODE_ENV: 'test',
    PORT: '0',
    DATA_DIR: storage.dataDir,
    DATABASE_URL: storage.databaseUrl,
    CONSOLE_DIR: path.join(storage.dataDir, 'no-console'),
    ADMIN_PASSWORD: passwords.admin,
    USER_PASSWORD: passwords.user,
    TRUST_PROXY: 'true',
    ...options.env,
  });
  const database = await openDatabase({
    databaseUrl: env.databaseUrl,
    dataDir: env.dataDir,
    poolSize: 4,
  });
  if (options.seed !== false) {
    await seed(database.db, {
      adminPassword: env.adminPassword,
      userPassword: env.userPassword,
      demoData: env.seedDemoData,
      production: false,
      allowDemoAccounts: false,
    });
  }
  const logs = options.logs;
  const logger = logs
    ? { level: logs.level, stream: { write: (line: string) => void logs.lines.push(line) } }
    : false;
  const app = await buildApp({ env, database, logger });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const url = `http://127.0.0.1:${port}`;
  const server: TestServer = {
    url,
    kind,
    database,
    env,
    client: () => new ApiClient(url),
    async signedIn(who) {
      const client = new ApiClient(url);
      const response = await client.login(who, passwords[who]);
      if (response.body.code !== 0)
        throw new Error(`sign-in as ${who} failed: ${response.body.message}`);
      return client;
    },
    async close() {
      await app.close();
      await database.close();
      if (!options.storage) await storage.remove();
    },
  };
  return server;
}

export interface ApiResponse<T = unknown> {
  status: number;
  headers: Headers;
  body: Envelope<T>;
}

export interface RequestOptions {
  body?: unknown;
  /** A raw body sent as is, with `contentType`. */
  raw?: string;
  contentType?: string;
  query?: Record<string, string | number | boolean>;
  headers?: Record<string, string>;
  /** Send X-XSRF-TOKEN from the cookie jar (default true). */
  xsrf?: boolean;
}

/** A browser-like client: keeps cookies, echoes XSRF-TOKEN, and sends its own client address. */
export class ApiClient {
  readonly cookies = new Map<string, string>();
  /** A distinct X-Forwarded-For per client keeps login counters of different tests apart. */
  address = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;

  constructor(readonly baseUrl: string) {}

  async request<T = unknown>(
    method: string,
    pathname: string,
    options: RequestOptions = {},
  ): Promise<ApiResponse<T>> {
    const url = new URL(pathname, this.baseUrl);
    for (const [key, value] of Object.entries(options.query ?? {}))
      url.searchParams.set(key, String(value));
    const headers: Record<string, string> = {
      'x-forwarded-for': this.address,
      'accept-language': 'en-US',
      ...options.headers,
    };
    if (this.cookies.size > 0) {
      headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    }
    const xsrf = this.cookies.get('XSRF-TOKEN');
    if (options.xsrf !== false && xsrf) headers['x-xsrf-token'] = xsrf;
    let body: string | undefined;
    if (options.raw !== undefined) {
      body = options.raw;
      headers['content-type'] = options.contentType ?? 'application/json';
    } else if (options.body !== undefined) {
      body = JSON.stringify(options.body);
      headers['content-type'] = 'application/json';
    }
    const response = await fetch(url, { method, headers, body, redirect: 'manual' });
    this.keepCookies(response.headers);
    const text = await response.text();
    return {
      status: response.status,
      headers: response.headers,
      body: text ? JSON.parse(text) : null,
    };
  }

  private keepCookies(headers: Headers) {
    for (const line of headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      const expired =
        attributes.some((attribute) => /^\s*expires=thu, 01 jan 1970/i.test(attribute)) ||
        value === '';
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  get<T = unknown>(pathname: string, query?: RequestOptions['query']) {
    return this.request<T>('GET', pathname, { query });
  }

  post<T = unknown>(pathname: string, body?: unknown, options: RequestOptions = {}) {
    return this.request<T>('POST', pathname, { ...options, body });
  }

  /** Fetches an XSRF cookie first, as the console's first page load does. */
  async prime(): Promise<void> {
    if (!this.cookies.has('XSRF-TOKEN')) await this.get('/api/health');
  }

  async login(username: string, password: string, extra: Record<string, unknown> = {}) {
    await this.prime();
    return this.post<Record<string, unknown>>('/api/login/account', {
      username,
      password,
      ...extra,
    });
  }
}

export interface TwoInstances {
  first: TestServer;
  second: TestServer;
  close(): Promise<void>;
}

/** Two API instances on one fresh PostgreSQL database, as behind a load balancer. */
export async function twoInstancesOnPostgres(): Promise<TwoInstances> {
  const storage = await freshStorage('postgres');
  const first = await startServer('postgres', { storage });
  const second = await startServer('postgres', { storage, seed: false });
  return {
    first,
    second,
    async close() {
      await second.close();
      await first.close();
      await storage.remove();
    },
  };
}
