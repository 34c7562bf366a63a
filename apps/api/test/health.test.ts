import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResultCode } from '../src/contract/envelope.js';
import type { Liveness, Readiness } from '../src/contract/schemas.js';
import {
  databaseKinds,
  freshStorage,
  type Storage,
  startServer,
  type TestServer,
} from './helper.js';

describe.each(databaseKinds())('health probes on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(kind);
  });
  afterAll(() => server?.close());

  it('says the process is live, without asking the database', async () => {
    const response = await server.client().get<Liveness>('/api/health/live');
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({ status: 'ok', uptimeSeconds: expect.any(Number) });
  });

  it('says it is ready when the database answers, under /health/ready and /health', async () => {
    for (const path of ['/api/health/ready', '/api/health']) {
      const response = await server.client().get<Readiness>(path);
      expect(response.status, path).toBe(200);
      expect(response.body.data, path).toMatchObject({ status: 'ok', database: kind });
    }
  });
});

describe('health probes with the embedded database gone', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer('pglite');
  });
  afterAll(async () => {
    // The database was closed by the test; close the rest.
    await server?.close().catch(() => undefined);
  });

  it('answers ready with 503 and live with 200', async () => {
    await server.database.close();
    const ready = await server.client().get('/api/health/ready');
    expect(ready.status).toBe(503);
    expect(ready.body).toMatchObject({ code: ResultCode.serviceUnavailable, data: null });
    expect(ready.headers.get('retry-after')).toBe('5');
    expect((await server.client().get('/api/health')).status).toBe(503);
    expect((await server.client().get('/api/health/live')).status).toBe(200);
  });
});

describe.runIf(!!process.env.DATABASE_URL)(
  'health probes with PostgreSQL refusing connections',
  () => {
    let storage: Storage;
    let server: TestServer;
    let admin: pg.Client;
    const database = () => new URL(storage.databaseUrl ?? '').pathname.slice(1);

    beforeAll(async () => {
      storage = await freshStorage('postgres');
      server = await startServer('postgres', { storage });
      admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await admin.connect();
    });
    afterAll(async () => {
      await admin?.query(`alter database "${database()}" allow_connections true`).catch(() => {});
      await admin?.end();
      await server?.close();
      await storage?.remove();
    });

    it('answers ready with 503 while the database refuses, and 200 once it is back', async () => {
      await admin.query(`alter database "${database()}" allow_connections false`);
      await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1',
        [database()],
      );
      const ready = await server.client().get('/api/health/ready');
      expect(ready.status).toBe(503);
      expect(ready.body.code).toBe(ResultCode.serviceUnavailable);
      expect((await server.client().get('/api/health/live')).status).toBe(200);

      await admin.query(`alter database "${database()}" allow_connections true`);
      expect((await server.client().get('/api/health/ready')).status).toBe(200);
    });
  },
);
