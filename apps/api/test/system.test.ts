import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResultCode } from '../src/contract/envelope.js';
import type { DashboardSummary, Readiness } from '../src/contract/schemas.js';
import { type ApiResponse, databaseKinds, startServer, type TestServer } from './helper.js';

describe.each(databaseKinds())('system endpoints on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(kind);
  });
  afterAll(() => server?.close());

  /** A spread of answers: success, 401, 403 (CSRF), 404 and a validation 400. */
  async function sampleResponses(): Promise<[string, ApiResponse][]> {
    const client = server.client();
    return [
      ['health', await client.get('/api/health')],
      ['unauthorized', await client.get('/api/currentUser')],
      [
        'csrf',
        await client.request('POST', '/api/login/account', {
          body: { username: 'admin', password: 'x' },
          xsrf: false,
        }),
      ],
      ['not found', await client.get('/api/nope')],
      ['bad input', await client.login('', '')],
    ];
  }

  it('reports health with a database round trip', async () => {
    const response = await server.client().get<Readiness>('/api/health');
    expect(response.status).toBe(200);
    expect(response.body.code).toBe(0);
    expect(response.body.data.status).toBe('ok');
    expect(response.body.data.database).toBe(kind);
    expect(response.body.data.uptimeSeconds).toBeGreaterThanOrEqual(0);
  });

  it('sends security headers and a charset on every API answer', async () => {
    const samples = await sampleResponses();
    expect(samples.map(([, response]) => response.status)).toEqual([200, 401, 403, 404, 400]);
    for (const [label, response] of samples) {
      const headers = response.headers;
      expect(headers.get('x-content-type-options'), label).toBe('nosniff');
      expect(headers.get('content-security-policy'), label).toContain("default-src 'none'");
      expect(headers.get('content-security-policy'), label).toContain("frame-ancestors 'none'");
      expect(headers.get('x-frame-options'), label).toMatch(/^(DENY|SAMEORIGIN)$/i);
      expect(headers.get('referrer-policy'), label).toBeTruthy();
      expect(headers.get('content-type'), label).toMatch(/^application\/json; ?charset=utf-8$/i);
    }
  });

  it('tags every response with a request id, different per request', async () => {
    const ids = new Set<string>();
    const responses = await sampleResponses();
    for (const [label, response] of responses) {
      const id = response.headers.get('x-request-id');
      expect(id, label).toMatch(/^[0-9a-f-]{36}$/);
      if (id) ids.add(id);
    }
    expect(ids.size).toBe(responses.length);
  });

  it('answers an unknown API route with a 404 envelope and a numeric code', async () => {
    const client = server.client();
    await client.prime();
    for (const method of ['GET', 'POST', 'DELETE']) {
      const response = await client.request(method, '/api/nope');
      expect(response.status, method).toBe(404);
      expect(response.body, method).toEqual({
        code: ResultCode.notFound,
        data: null,
        message: 'No such API route',
      });
    }
    const outside = await client.get('/nothing-here');
    expect(outside.status).toBe(404);
    expect(typeof outside.body.code).toBe('number');
  });

  it('never leaks a framework string code into the envelope', async () => {
    const client = server.client();
    await client.prime();
    const malformed = await client.request('POST', '/api/login/account', {
      raw: '{"username": ',
      contentType: 'application/json',
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body.code).toBe(ResultCode.badRequest);
    const badParam = await (await server.signedIn('user')).get('/api/sys_users/abc');
    expect(badParam.status).toBe(400);
    for (const body of [malformed.body, badParam.body]) {
      expect(typeof body.code).toBe('number');
      expect(JSON.stringify(body)).not.toMatch(/FST_/);
    }
  });

  it('speaks Chinese or English as Accept-Language asks, Chinese by default', async () => {
    const client = server.client();
    const ask = (language: string | undefined) =>
      client.request('GET', '/api/currentUser', {
        headers: language === undefined ? {} : { 'accept-language': language },
      });
    expect((await ask('zh-CN')).body.message).toBe('请先登录');
    expect((await ask('en-US')).body.message).toBe('Please sign in first');
    expect((await ask('en-GB,en;q=0.9')).body.message).toBe('Please sign in first');
    expect((await ask('fr-FR')).body.message).toBe('请先登录');

    await client.prime();
    const chinese = await client.request('POST', '/api/login/account', {
      body: { username: 'user', password: 'wrong password here' },
      headers: { 'accept-language': 'zh-CN,zh;q=0.9' },
    });
    expect(chinese.body.code).toBe(ResultCode.wrongCredentials);
    expect(chinese.body.message).toBe('用户名或密码错误');
  });

  it('gives a signed-in user the dashboard totals, and nobody else', async () => {
    const client = await server.signedIn('user');
    const summary = await client.get<DashboardSummary>('/api/dashboard/summary');
    expect(summary.status).toBe(200);
    const { users, articles } = summary.body.data;
    expect(users.total).toBe(122);
    expect(users.admin + users.user).toBe(users.total);
    expect(users.active + users.disabled).toBe(users.total);
    expect(users.admin).toBeGreaterThanOrEqual(1);
    expect(articles.total).toBe(60);
    expect(articles.draft + articles.published).toBe(articles.total);

    const anonymous = await server.client().get('/api/dashboard/summary');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toMatchObject({ code: ResultCode.unauthorized, data: null });
  });
});
