import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResultCode } from '../src/contract/envelope.js';
import type {
  CaptchaQuestion,
  CurrentUser,
  DashboardSummary,
  RegistrationSettings,
  SysUser,
} from '../src/contract/schemas.js';
import { newAccount } from './fixtures.js';
import { ApiClient, databaseKinds, passwords, startServer, type TestServer } from './helper.js';
import {
  captchaWithAnswer,
  type FieldErrors,
  fieldsOf,
  setCookie,
  uniqueName,
} from './security-helpers.js';

const day = 24 * 60 * 60 * 1000;

const numberWords = (
  'zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen ' +
  'fifteen sixteen seventeen eighteen nineteen twenty'
).split(' ');

/** Works out an English captcha question ("What is seven plus four? …") as a listener would. */
function answerTo(question: string): number {
  const [, first = '', operation, second = ''] =
    /^What is (\w+) (plus|minus) (\w+)\?/.exec(question) ?? [];
  const a = numberWords.indexOf(first);
  const b = numberWords.indexOf(second);
  if (a < 0 || b < 0) throw new Error(`not a question this test can answer: ${question}`);
  return operation === 'plus' ? a + b : a - b;
}

/** A client that carries another client's cookies, as a thief replaying them would. */
function replay(baseUrl: string, cookies: Record<string, string>): ApiClient {
  const thief = new ApiClient(baseUrl);
  for (const [name, value] of Object.entries(cookies)) thief.cookies.set(name, value);
  return thief;
}

function sidOf(client: ApiClient): string {
  const sid = client.cookies.get('sid');
  if (!sid) throw new Error('the client holds no sid cookie');
  return sid;
}

describe.each(databaseKinds())('authentication on %s', (kind) => {
  let server: TestServer;
  let admin: ApiClient;

  beforeAll(async () => {
    server = await startServer(kind);
    admin = await server.signedIn('admin');
  });
  afterAll(() => server?.close());

  /** Fails `times` sign-ins for `username` from `client` with a wrong password. */
  async function failPassword(client: ApiClient, username: string, times: number) {
    for (let attempt = 0; attempt < times; attempt++) {
      const response = await client.login(username, 'definitely not it');
      expect(response.body.code).toBe(ResultCode.wrongCredentials);
    }
  }

  describe('sign-in', () => {
    it('signs in the admin and the user, each with their own access', async () => {
      for (const who of ['admin', 'user'] as const) {
        const client = server.client();
        const login = await client.login(who, passwords[who]);
        expect(login.status).toBe(200);
        expect(login.body).toMatchObject({ code: 0, data: { username: who, access: who } });
        const me = await client.get<CurrentUser>('/api/currentUser');
        expect(me.status).toBe(200);
        expect(me.body).toMatchObject({ code: 0, data: { username: who, access: who } });
      }
    });

    it('refuses a wrong password with HTTP 200 and code 1001, and signs nobody in', async () => {
      const client = server.client();
      const login = await client.login('user', 'not the password');
      expect(login.status).toBe(200);
      expect(login.body.code).toBe(ResultCode.wrongCredentials);
      expect(login.body.message).toBe('Wrong username or password');
      expect(client.cookies.has('sid')).toBe(false);
      const me = await client.get('/api/currentUser');
      expect(me.status).toBe(401);
    });

    it('answers an unknown username exactly as a wrong password of a real user', async () => {
      const real = await server.client().login('admin', 'not the admin password');
      const unknown = await server.client().login(uniqueName('ghost'), 'not the admin password');
      expect(real.status).toBe(200);
      expect(unknown.status).toBe(real.status);
      expect(real.body.code).toBe(ResultCode.wrongCredentials);
      expect(unknown.body).toEqual(real.body);
    });
  });

  describe('captcha and lock-out', () => {
    it('asks for a captcha after 3 failures for one username, even with the right password', async () => {
      const { username, password } = await newAccount(admin, 'cap');
      const client = server.client();
      await failPassword(client, username, 2);
      const third = await client.login(username, 'still wrong');
      expect(third.body).toMatchObject({
        code: ResultCode.wrongCredentials,
        data: { captchaRequired: true },
      });
      // Another address, same username: the count follows the account.
      const elsewhere = server.client();
      const fourth = await elsewhere.login(username, password);
      expect(fourth.status).toBe(200);
      expect(fourth.body).toMatchObject({
        code: ResultCode.captchaRequired,
        data: { captchaRequired: true },
      });
      expect(elsewhere.cookies.has('sid')).toBe(false);
    });

    it('serves a captcha as an id and an SVG image', async () => {
      const response = await server
        .client()
        .get<{ captchaId: string; svg: string }>('/api/login/captcha');
      expect(response.status).toBe(200);
      expect(response.body.code).toBe(0);
      expect(response.body.data.captchaId).toMatch(/^[0-9a-f-]{36}$/);
      expect(response.body.data.svg.startsWith('<svg')).toBe(true);
      expect(response.body.data.svg).toContain('</svg>');
      // Drawn for its own size: the page shows it unscaled, at least 150 pixels wide.
      const [, width, height] =
        /^<svg [^>]*width="(\d+)" height="(\d+)"/.exec(response.body.data.svg) ?? [];
      expect(Number(width)).toBeGreaterThanOrEqual(150);
      expect(Number(height)).toBeGreaterThanOrEqual(50);
      const again = await server.client().get<{ captchaId: string }>('/api/login/captcha');
      expect(again.body.data.captchaId).not.toBe(response.body.data.captchaId);
    });

    it('offers a question in words instead of the picture, in the language asked for', async () => {
      const english = await server
        .client()
        .request<CaptchaQuestion>('GET', '/api/login/captcha/question', {
          headers: { 'accept-language': 'en-US' },
        });
      expect(english.status).toBe(200);
      expect(english.body.data.captchaId).toMatch(/^[0-9a-f-]{36}$/);
      expect(english.body.data.question).toMatch(/^What is [a-z]+ (plus|minus) [a-z]+\?/);
      const chinese = await server
        .client()
        .request<CaptchaQuestion>('GET', '/api/login/captcha/question', {
          headers: { 'accept-language': 'zh-CN' },
        });
      expect(chinese.body.data.question).toMatch(
        /^[一二三四五六七八九十]+[加减][一二三四五六七八九十]+等于几？/,
      );
    });

    it('gives an address five questions a minute, fewer than pictures', async () => {
      const client = server.client();
      for (let asked = 1; asked <= 5; asked += 1) {
        expect((await client.get('/api/login/captcha/question')).status).toBe(200);
      }
      const sixth = await client.get('/api/login/captcha/question');
      expect(sixth.status).toBe(429);
      expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await client.get('/api/login/captcha')).status).toBe(200);
    });

    it('signs in with the question answered in place of the picture, once only', async () => {
      const { username, password } = await newAccount(admin, 'capquestion');
      const client = server.client();
      await failPassword(client, username, 3);
      const first = await client.get<CaptchaQuestion>('/api/login/captcha/question');
      const { captchaId, question } = first.body.data;
      const wrong = await client.login(username, password, {
        captchaId,
        captcha: String(answerTo(question) + 1),
      });
      expect(wrong.body.code).toBe(ResultCode.captchaInvalid);
      const reused = await client.login(username, password, {
        captchaId,
        captcha: String(answerTo(question)),
      });
      expect(reused.body.code).toBe(ResultCode.captchaInvalid);

      const fresh = (await client.get<CaptchaQuestion>('/api/login/captcha/question')).body.data;
      const login = await client.login(username, password, {
        captchaId: fresh.captchaId,
        // Written out, as a person listening to the question may answer.
        captcha: numberWords[answerTo(fresh.question)] ?? '',
      });
      expect(login.body).toMatchObject({ code: 0, data: { username } });
    });

    it('refuses a wrong captcha answer with code 1003', async () => {
      const { username, password } = await newAccount(admin, 'capwrong');
      const client = server.client();
      await failPassword(client, username, 3);
      const { captchaId, answer } = await captchaWithAnswer(server, client);
      const login = await client.login(username, password, {
        captchaId,
        captcha: `${answer}x`,
      });
      expect(login.status).toBe(200);
      expect(login.body).toMatchObject({
        code: ResultCode.captchaInvalid,
        data: { captchaRequired: true },
      });
      expect(client.cookies.has('sid')).toBe(false);
    });

    it('accepts each captcha once only, and signs in with a fresh right one', async () => {
      const { username, password } = await newAccount(admin, 'caponce');
      const client = server.client();
      await failPassword(client, username, 3);
      const { captchaId, answer } = await captchaWithAnswer(server, client);
      // The right answer with a wrong password: the captcha passes, the password does not.
      const first = await client.login(username, 'wrong again', {
        captchaId,
        captcha: answer.toUpperCase(),
      });
      expect(first.body.code).toBe(ResultCode.wrongCredentials);
      // The same captcha again, right answer and right password: used up.
      const reused = await client.login(username, password, { captchaId, captcha: answer });
      expect(reused.body.code).toBe(ResultCode.captchaInvalid);
      expect(client.cookies.has('sid')).toBe(false);

      const fresh = await captchaWithAnswer(server, client);
      const login = await client.login(username, password, {
        captchaId: fresh.captchaId,
        captcha: fresh.answer,
      });
      expect(login.body).toMatchObject({ code: 0, data: { username } });
      const me = await client.get<CurrentUser>('/api/currentUser');
      expect(me.body.data.username).toBe(username);
    });

    it('locks the account after 10 failures: 429 with Retry-After, even with the right password', async () => {
      const { username, password } = await newAccount(admin, 'locked');
      const client = server.client();
      await failPassword(client, username, 3);
      for (let attempt = 4; attempt <= 10; attempt++) {
        const { captchaId, answer } = await captchaWithAnswer(server, client);
        const response = await client.login(username, 'wrong', {
          captchaId,
          captcha: `${answer}x`,
        });
        expect(response.body.code).toBe(ResultCode.captchaInvalid);
      }
      // From a new address, with the right password and a right captcha: still locked.
      const owner = server.client();
      const { captchaId, answer } = await captchaWithAnswer(server, owner);
      const locked = await owner.login(username, password, { captchaId, captcha: answer });
      expect(locked.status).toBe(429);
      expect(locked.body.code).toBe(ResultCode.tooManyRequests);
      const retryAfter = Number(locked.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(15 * 60);
      expect(owner.cookies.has('sid')).toBe(false);
      const plain = await server.client().login(username, password);
      expect(plain.status).toBe(429);

      // The lock is the account's: others still sign in.
      const other = await server.client().login('user', passwords.user);
      expect(other.body.code).toBe(0);
    });

    it('counts failures per client address too: a new username there needs a captcha', async () => {
      const client = server.client();
      for (let attempt = 0; attempt < 3; attempt++) {
        const response = await client.login(uniqueName('probe'), 'guessing');
        expect(response.body.code).toBe(ResultCode.wrongCredentials);
      }
      const { username, password } = await newAccount(admin, 'fresh');
      const fromThatAddress = await client.login(username, password);
      expect(fromThatAddress.body).toMatchObject({
        code: ResultCode.captchaRequired,
        data: { captchaRequired: true },
      });
      // The same account from another address is not held back.
      const elsewhere = await server.client().login(username, password);
      expect(elsewhere.body.code).toBe(0);
    });
  });

  describe('session cookie', () => {
    it('rotates the session id at login; the old one stops working', async () => {
      const client = server.client();
      await client.login('user', passwords.user);
      const first = sidOf(client);
      expect((await client.get('/api/currentUser')).status).toBe(200);
      const again = await client.login('user', passwords.user);
      expect(again.body.code).toBe(0);
      const second = sidOf(client);
      expect(second).not.toBe(first);

      const stale = await replay(server.url, { sid: first }).get('/api/currentUser');
      expect(stale.status).toBe(401);
      expect(stale.body.code).toBe(ResultCode.unauthorized);
      const current = await replay(server.url, { sid: second }).get<CurrentUser>(
        '/api/currentUser',
      );
      expect(current.status).toBe(200);
      expect(current.body.data.username).toBe('user');
    });

    it('rotates the XSRF token at login; the anonymous one is refused afterwards', async () => {
      const client = server.client();
      await client.prime();
      const anonymous = client.cookies.get('XSRF-TOKEN');
      expect(anonymous).toBeTruthy();
      const login = await client.login('user', passwords.user);
      const issued = setCookie(login.headers, 'XSRF-TOKEN');
      expect(issued?.value).toBeTruthy();
      expect(issued?.value).not.toBe(anonymous);
      expect(client.cookies.get('XSRF-TOKEN')).toBe(issued?.value);

      const withOld = await client.request('POST', '/api/sysArticle/create', {
        body: { title: 'old token' },
        xsrf: false,
        headers: { 'x-xsrf-token': anonymous ?? '' },
      });
      expect(withOld.status).toBe(403);
      const withNew = await client.post('/api/sysArticle/create', { title: 'new token' });
      expect(withNew.status).toBe(200);
    });

    it("tells the page whether it holds a session by the XSRF token's shape", async () => {
      const client = server.client();
      await client.prime();
      // A visitor's token is signed (nonce.signature); a session's is one random token.
      expect(client.cookies.get('XSRF-TOKEN')).toMatch(/^[\w-]+\.[\w-]+$/);
      await client.login('user', passwords.user);
      expect(client.cookies.get('XSRF-TOKEN')).toMatch(/^[\w-]+$/);
      await client.post('/api/login/outLogin');
      expect(client.cookies.get('XSRF-TOKEN')).toMatch(/^[\w-]+\.[\w-]+$/);
    });

    it('is HttpOnly, SameSite=Lax and Path=/, and ends with the browser without autoLogin', async () => {
      const login = await server.client().login('user', passwords.user);
      const sid = setCookie(login.headers, 'sid');
      expect(sid?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(sid?.attributes.has('httponly')).toBe(true);
      expect(sid?.attributes.get('samesite')?.toLowerCase()).toBe('lax');
      expect(sid?.attributes.get('path')).toBe('/');
      expect(sid?.attributes.has('expires')).toBe(false);
      expect(sid?.attributes.has('max-age')).toBe(false);
    });

    it('lasts 30 days with autoLogin', async () => {
      const login = await server.client().login('user', passwords.user, { autoLogin: true });
      expect(login.body.code).toBe(0);
      const sid = setCookie(login.headers, 'sid');
      expect(sid?.attributes.has('httponly')).toBe(true);
      const expires = Date.parse(sid?.attributes.get('expires') ?? '');
      expect(Number.isNaN(expires)).toBe(false);
      const ahead = expires - Date.now();
      expect(ahead).toBeGreaterThan(29.9 * day);
      expect(ahead).toBeLessThan(30.1 * day);
    });

    it('behind an HTTPS proxy uses Secure cookies and a __Host- session cookie, cleared at sign-out', async () => {
      const client = server.client();
      const headers = { 'x-forwarded-proto': 'https' };
      const first = await client.request('GET', '/api/health', { headers });
      expect(setCookie(first.headers, 'XSRF-TOKEN')?.attributes.has('secure')).toBe(true);

      const login = await client.request('POST', '/api/login/account', {
        body: { username: 'user', password: passwords.user },
        headers,
      });
      expect(login.body.code).toBe(0);
      expect(setCookie(login.headers, 'sid')).toBeUndefined();
      const sid = setCookie(login.headers, '__Host-sid');
      expect(sid?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(sid?.attributes.has('secure')).toBe(true);
      expect(sid?.attributes.has('httponly')).toBe(true);
      expect(sid?.attributes.get('path')).toBe('/');
      expect(sid?.attributes.has('domain')).toBe(false);
      expect(setCookie(login.headers, 'XSRF-TOKEN')?.attributes.has('secure')).toBe(true);
      const me = await client.request('GET', '/api/currentUser', { headers });
      expect(me.status).toBe(200);

      const logout = await client.request('POST', '/api/login/outLogin', { headers });
      expect(logout.body.code).toBe(0);
      // Browsers ignore a __Host- cookie without Secure and Path=/, so the removal needs both.
      const cleared = setCookie(logout.headers, '__Host-sid');
      expect(cleared?.value).toBe('');
      expect(cleared?.attributes.has('secure')).toBe(true);
      expect(cleared?.attributes.get('path')).toBe('/');
      expect(Date.parse(cleared?.attributes.get('expires') ?? '')).toBeLessThan(Date.now());
      const replayed = await replay(server.url, { '__Host-sid': sid?.value ?? '' }).request(
        'GET',
        '/api/currentUser',
        { headers },
      );
      expect(replayed.status).toBe(401);
    });

    it('never puts the session id in a response body', async () => {
      const client = server.client();
      const login = await client.login('admin', passwords.admin, { autoLogin: true });
      const token = sidOf(client);
      const stored = createHash('sha256').update(token).digest('hex');
      const bodies = [
        login.body,
        (await client.get('/api/currentUser')).body,
        (await client.get('/api/sys_users/list')).body,
        (await client.get('/api/dashboard/summary')).body,
        (await client.post('/api/login/outLogin')).body,
      ];
      for (const body of bodies) {
        const text = JSON.stringify(body);
        expect(text).not.toContain(token);
        expect(text).not.toContain(stored);
      }
    });
  });

  describe('sign-out and disabled accounts', () => {
    it('outLogin ends the session on the server, not just in the browser', async () => {
      const client = await server.signedIn('user');
      const token = sidOf(client);
      expect((await client.get('/api/currentUser')).status).toBe(200);
      const logout = await client.post('/api/login/outLogin');
      expect(logout.status).toBe(200);
      expect(logout.body.code).toBe(0);
      expect(client.cookies.has('sid')).toBe(false);
      expect((await client.get('/api/currentUser')).status).toBe(401);

      const replayed = await replay(server.url, { sid: token }).get('/api/currentUser');
      expect(replayed.status).toBe(401);
      expect(replayed.body.code).toBe(ResultCode.unauthorized);
    });

    it('signs a disabled user out at once and refuses their sign-in with code 1004', async () => {
      const phone = await server.signedIn('user');
      const laptop = await server.signedIn('user');
      const me = await phone.get<CurrentUser>('/api/currentUser');
      expect((await laptop.get('/api/currentUser')).status).toBe(200);
      const id = me.body.data.id;
      const before = await admin.get<SysUser>(`/api/sys_users/${id}`);
      const disabled = await admin.post<SysUser>(`/api/sys_users/update/${id}`, {
        version: before.body.data.version,
        status: 'disabled',
      });
      try {
        expect(disabled.status).toBe(200);
        expect(disabled.body.data.status).toBe('disabled');
        for (const client of [phone, laptop]) {
          const after = await client.get('/api/currentUser');
          expect(after.status).toBe(401);
        }
        const again = await server.client().login('user', passwords.user);
        expect(again.status).toBe(200);
        expect(again.body.code).toBe(ResultCode.accountDisabled);
        expect(again.body.message).toBe('This account is disabled');
        // A wrong password still says only "wrong": the status is not told to guessers.
        const guess = await server.client().login('user', 'a wrong guess here');
        expect(guess.body.code).toBe(ResultCode.wrongCredentials);
      } finally {
        await admin.post(`/api/sys_users/update/${id}`, {
          version: disabled.body.data.version,
          status: 'active',
        });
      }
      const enabled = await server.client().login('user', passwords.user);
      expect(enabled.body.code).toBe(0);
      expect((await phone.get('/api/currentUser')).status).toBe(401);
    });
  });

  describe('registration', () => {
    it('says registration is open, with the password length rules', async () => {
      const response = await server.client().get<RegistrationSettings>('/api/register');
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({
        code: 0,
        data: { open: true, passwordMinLength: 8, passwordMaxLength: 128 },
      });
    });

    it('creates an ordinary user who can then sign in', async () => {
      const client = server.client();
      await client.prime();
      const username = uniqueName('reg');
      const password = 'a long enough registration phrase';
      const totalUsers = async () =>
        (await admin.get<DashboardSummary>('/api/dashboard/summary')).body.data.users.total;
      const usersBefore = await totalUsers();
      const sneaky = await client.post<FieldErrors>('/api/register', {
        username,
        password,
        access: 'admin',
      });
      expect(sneaky.status).toBe(400);
      expect(fieldsOf(sneaky.body.data)).toContain('access');

      const created = await client.post<SysUser>('/api/register', {
        username,
        password,
        email: `${username}@example.com`,
      });
      expect(created.status).toBe(200);
      expect(created.body).toMatchObject({
        code: 0,
        data: { username, access: 'user', status: 'active' },
      });
      expect(JSON.stringify(created.body)).not.toContain(password);
      // Only the second attempt made an account, and the home page's total counts it.
      expect(await totalUsers()).toBe(usersBefore + 1);

      const login = await server.client().login(username, password);
      expect(login.body).toMatchObject({ code: 0, data: { username, access: 'user' } });
    });

    it('refuses a taken username with 409 on the username field', async () => {
      const client = server.client();
      await client.prime();
      for (const username of ['user', 'ADMIN']) {
        const response = await client.post<FieldErrors>('/api/register', {
          username,
          password: 'another long enough phrase',
        });
        expect(response.status).toBe(409);
        expect(response.body.code).toBe(ResultCode.conflict);
        expect(fieldsOf(response.body.data)).toEqual(['username']);
      }
      // The existing account is untouched.
      const login = await server.client().login('user', passwords.user);
      expect(login.body.code).toBe(0);
    });

    it('refuses a common password with 400 on the password field', async () => {
      const client = server.client();
      await client.prime();
      const username = uniqueName('weak');
      const response = await client.post<FieldErrors>('/api/register', {
        username,
        password: 'password123',
      });
      expect(response.status).toBe(400);
      expect(response.body.code).toBe(ResultCode.badRequest);
      expect(fieldsOf(response.body.data)).toEqual(['password']);
      const login = await server.client().login(username, 'password123');
      expect(login.body.code).toBe(ResultCode.wrongCredentials);
    });

    it('refuses a password built on the username, in the language asked for', async () => {
      const client = server.client();
      await client.prime();
      const username = uniqueName('mirror');
      const response = await client.request<FieldErrors>('POST', '/api/register', {
        body: { username, password: `${username}1` },
        headers: { 'accept-language': 'zh-CN' },
      });
      expect(response.status).toBe(400);
      expect(fieldsOf(response.body.data)).toEqual(['password']);
      expect(response.body.message).toBe('密码与用户名、姓名或邮箱太接近');
    });
  });
});

describe.each(databaseKinds())('closed registration on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(kind, { env: { REGISTRATION_OPEN: '0', SEED_DEMO_DATA: '0' } });
  });
  afterAll(() => server?.close());

  it('reports registration closed and refuses to register with 403', async () => {
    const client = server.client();
    const settings = await client.get<RegistrationSettings>('/api/register');
    expect(settings.body).toMatchObject({ code: 0, data: { open: false } });

    const username = uniqueName('closed');
    const password = 'a long enough registration phrase';
    await client.prime();
    const response = await client.post('/api/register', { username, password });
    expect(response.status).toBe(403);
    expect(response.body.code).toBe(ResultCode.forbidden);
    expect(response.body.message).toBe('Registration is closed');
    const login = await server.client().login(username, password);
    expect(login.body.code).toBe(ResultCode.wrongCredentials);
  });
});
