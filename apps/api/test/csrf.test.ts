import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResultCode } from '../src/contract/envelope.js';
import type { CurrentUser, PageResult, SysArticle } from '../src/contract/schemas.js';
import {
  type ApiClient,
  databaseKinds,
  passwords,
  startServer,
  type TestServer,
} from './helper.js';
import { setCookie, uniqueName } from './security-helpers.js';

/** What a forged request may carry in X-XSRF-TOKEN instead of the real token. */
const forgeries: [string, (client: ApiClient) => Record<string, string>][] = [
  ['no token', () => ({})],
  ['a wrong token', (client) => ({ 'x-xsrf-token': `${client.cookies.get('XSRF-TOKEN')}x` })],
  ['a well-formed token signed by nothing', () => ({ 'x-xsrf-token': 'abc.def' })],
  ['an empty token', () => ({ 'x-xsrf-token': '' })],
];

describe.each(databaseKinds())('CSRF protection on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(kind);
  });
  afterAll(() => server?.close());

  async function anonymous(): Promise<ApiClient> {
    const client = server.client();
    await client.prime();
    return client;
  }

  async function articleTitled(title: string): Promise<number> {
    const reader = await server.signedIn('admin');
    const list = await reader.get<PageResult<SysArticle>>('/api/sysArticle/pageList', {
      keyword: title,
    });
    return list.body.data.total;
  }

  describe.each(forgeries)('with %s', (_label, forge) => {
    it('refuses an anonymous sign-in with 403 and signs nobody in', async () => {
      const client = await anonymous();
      const response = await client.request('POST', '/api/login/account', {
        body: { username: 'admin', password: passwords.admin },
        xsrf: false,
        headers: forge(client),
      });
      expect(response.status).toBe(403);
      expect(response.body.code).toBe(ResultCode.forbidden);
      expect(response.body.message).toBe('Invalid security token; reload the page and try again');
      expect(client.cookies.has('sid')).toBe(false);
    });

    it('refuses a signed-in write with 403 and writes nothing', async () => {
      const client = await server.signedIn('user');
      const title = uniqueName('forged');
      const response = await client.request('POST', '/api/sysArticle/create', {
        body: { title },
        xsrf: false,
        headers: forge(client),
      });
      expect(response.status).toBe(403);
      expect(response.body.code).toBe(ResultCode.forbidden);
      expect(await articleTitled(title)).toBe(0);
    });

    it('refuses a signed-in sign-out with 403 and keeps the session', async () => {
      const client = await server.signedIn('user');
      const response = await client.request('POST', '/api/login/outLogin', {
        xsrf: false,
        headers: forge(client),
      });
      expect(response.status).toBe(403);
      expect((await client.get('/api/currentUser')).status).toBe(200);
    });
  });

  it('accepts the echoed token: the same requests succeed with it', async () => {
    const client = await anonymous();
    const login = await client.login('user', passwords.user);
    expect(login.body.code).toBe(0);
    const title = uniqueName('genuine');
    const created = await client.post<SysArticle>('/api/sysArticle/create', { title });
    expect(created.status).toBe(200);
    expect(created.body.data.title).toBe(title);
    expect(await articleTitled(title)).toBe(1);
  });

  it("refuses another visitor's genuine token, in the header or in both cookie and header", async () => {
    const victim = await server.signedIn('user');
    const attacker = await anonymous();
    const attackerToken = attacker.cookies.get('XSRF-TOKEN') ?? '';
    expect(attackerToken).toMatch(/\./);

    // An anonymous visitor whose header does not match their own cookie.
    const mismatched = await anonymous();
    const anonymousForged = await mismatched.request('POST', '/api/login/account', {
      body: { username: 'user', password: passwords.user },
      xsrf: false,
      headers: { 'x-xsrf-token': attackerToken },
    });
    expect(anonymousForged.status).toBe(403);

    // A signed-in victim whose cookie an attacker overwrote with a token of their own.
    victim.cookies.set('XSRF-TOKEN', attackerToken);
    const title = uniqueName('planted');
    const planted = await victim.post('/api/sysArticle/create', { title });
    expect(planted.status).toBe(403);
    expect(await articleTitled(title)).toBe(0);
  });

  it('needs no token for GET requests', async () => {
    const client = await server.signedIn('user');
    const me = await client.request<CurrentUser>('GET', '/api/currentUser', { xsrf: false });
    expect(me.status).toBe(200);
    expect(me.body.data.username).toBe('user');
    const list = await client.request('GET', '/api/sysArticle/pageList', { xsrf: false });
    expect(list.status).toBe(200);
    const captcha = await server.client().request('GET', '/api/login/captcha', { xsrf: false });
    expect(captcha.status).toBe(200);
  });

  it('sets a readable XSRF-TOKEN cookie on the first API response to a new visitor', async () => {
    const client = server.client();
    const first = await client.get('/api/register');
    expect(first.status).toBe(200);
    const xsrf = setCookie(first.headers, 'XSRF-TOKEN');
    expect(xsrf?.value).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    expect(xsrf?.attributes.has('httponly')).toBe(false);
    expect(xsrf?.attributes.get('samesite')?.toLowerCase()).toBe('lax');
    expect(xsrf?.attributes.get('path')).toBe('/');
    // It is not re-issued while the browser still holds it.
    const second = await client.get('/api/register');
    expect(setCookie(second.headers, 'XSRF-TOKEN')).toBeUndefined();
    // And it is the token that lets the visitor sign in.
    const login = await client.login('user', passwords.user);
    expect(login.body.code).toBe(0);
  });

  it('issues a new token at sign-out that works for the next sign-in', async () => {
    const client = await server.signedIn('user');
    const sessionToken = client.cookies.get('XSRF-TOKEN');
    const logout = await client.post('/api/login/outLogin');
    expect(logout.body.code).toBe(0);
    const next = setCookie(logout.headers, 'XSRF-TOKEN')?.value;
    expect(next).toBeTruthy();
    expect(next).not.toBe(sessionToken);

    const replayOld = await client.request('POST', '/api/login/account', {
      body: { username: 'user', password: passwords.user },
      xsrf: false,
      headers: { 'x-xsrf-token': sessionToken ?? '' },
    });
    expect(replayOld.status).toBe(403);

    const login = await client.login('admin', passwords.admin);
    expect(login.body).toMatchObject({ code: 0, data: { username: 'admin' } });
  });

  it('refuses non-JSON bodies with 415, even with a valid token', async () => {
    const client = await anonymous();
    const credentials = `{"username":"user","password":"${passwords.user}"}`;
    for (const contentType of ['text/plain', 'application/x-www-form-urlencoded']) {
      const response = await client.request('POST', '/api/login/account', {
        raw: contentType === 'text/plain' ? credentials : `username=user&password=x`,
        contentType,
      });
      expect(response.status).toBe(415);
      expect(response.body.code).toBe(ResultCode.unsupportedMediaType);
    }
    expect(client.cookies.has('sid')).toBe(false);
  });

  it("refuses another visitor's genuine token planted with its header in a browser (login CSRF)", async () => {
    const attacker = await anonymous();
    const planted = attacker.cookies.get('XSRF-TOKEN') ?? '';
    for (const victim of [server.client(), await anonymous()]) {
      // Cookie and header agree, and the token is one this API issued: to someone else.
      victim.cookies.set('XSRF-TOKEN', planted);
      const response = await victim.request('POST', '/api/login/account', {
        body: { username: 'user', password: passwords.user },
        xsrf: false,
        headers: { 'x-xsrf-token': planted },
      });
      expect(response.status).toBe(403);
      expect(victim.cookies.has('sid')).toBe(false);
    }
  });

  it('binds a visitor to an HttpOnly pre-session that sign-in ends and sign-out renews', async () => {
    const client = server.client();
    const first = await client.get('/api/register');
    const preSession = setCookie(first.headers, 'psid');
    expect(preSession?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(preSession?.attributes.has('httponly')).toBe(true);
    expect(preSession?.attributes.get('samesite')?.toLowerCase()).toBe('lax');

    const login = await client.login('user', passwords.user);
    expect(login.body.code).toBe(0);
    expect(client.cookies.has('psid')).toBe(false);

    const logout = await client.post('/api/login/outLogin');
    const renewed = setCookie(logout.headers, 'psid')?.value;
    expect(renewed).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(renewed).not.toBe(preSession?.value);
    // The token issued with the renewed pre-session signs in again.
    expect((await client.login('user', passwords.user)).body.code).toBe(0);
  });
});
