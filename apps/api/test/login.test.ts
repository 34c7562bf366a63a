import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResultCode } from '../src/contract/envelope.js';
import { databaseKinds, passwords, startServer, type TestServer } from './helper.js';

describe.each(databaseKinds())('sign-in on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(kind);
  });
  afterAll(() => server?.close());

  it('signs in the admin and reports the current user', async () => {
    const client = server.client();
    const login = await client.login('admin', passwords.admin);
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({ code: 0, data: { username: 'admin', access: 'admin' } });
    const me = await client.get('/api/currentUser');
    expect(me.body).toMatchObject({ code: 0, data: { username: 'admin', access: 'admin' } });
  });

  it('refuses a wrong password with code 1001', async () => {
    const client = server.client();
    const login = await client.login('admin', 'not the password');
    expect(login.status).toBe(200);
    expect(login.body.code).toBe(ResultCode.wrongCredentials);
  });
});
