import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createEnvelopeClient } from './create-envelope-client.js';
import { EnvelopeError, RequestError } from './errors.js';

interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

/** A real HTTP server that records each request and answers by path. */
function startServer() {
  const seen: Seen[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      seen.push({
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body,
      });
      const path = (request.url ?? '').split('?')[0];
      const json = (status: number, value: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
        response.end(JSON.stringify(value));
      };
      if (path === '/ok') return json(200, { code: 0, data: { hello: 'world' }, message: 'ok' });
      if (path === '/echo')
        return json(200, { code: 0, data: { body: JSON.parse(body || 'null') }, message: 'ok' });
      if (path === '/no-data') return json(200, { code: 0, data: null, message: 'ok' });
      if (path === '/refused')
        return json(200, {
          code: 1001,
          data: { captchaRequired: true },
          message: '用户名或密码错误',
        });
      if (path === '/needs-session') {
        return request.headers['x-xsrf-token'] === 'fresh'
          ? json(200, { code: 0, data: 'saved', message: 'ok' })
          : json(401, { code: 401, data: null, message: '请先登录' });
      }
      if (path === '/unauthorized')
        return json(401, { code: 401, data: null, message: '请先登录' });
      if (path === '/broken')
        return json(500, { code: 500, data: null, message: '服务器内部错误' });
      if (path === '/bad')
        return json(400, {
          code: 400,
          data: { fields: [{ field: 'name' }] },
          message: '请输入姓名',
        });
      if (path === '/throttled') {
        response.writeHead(429, {
          'content-type': 'application/json; charset=utf-8',
          'retry-after': '840',
        });
        response.end(JSON.stringify({ code: 429, data: null, message: '请求过于频繁' }));
        return;
      }
      if (path === '/slow') {
        setTimeout(() => json(200, { code: 0, data: 'late', message: 'ok' }), 300);
        return;
      }
      json(404, { code: 404, data: null, message: '接口不存在' });
    });
  });
  return { server, seen };
}

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('createEnvelopeClient', () => {
  const api = startServer();
  const thirdParty = startServer();
  let origin: string;
  let otherOrigin: string;

  beforeAll(async () => {
    origin = await listen(api.server);
    otherOrigin = await listen(thirdParty.server);
  });
  afterAll(() => {
    api.server.close();
    thirdParty.server.close();
  });

  /** A page on the API's origin, at `path`, with these cookies. */
  function onPage(path: string, cookie = '') {
    const url = new URL(path, origin);
    const assign = vi.fn();
    vi.stubGlobal('window', {
      location: { origin, pathname: url.pathname, search: url.search, assign },
    });
    vi.stubGlobal('document', { cookie });
    return { assign };
  }
  afterEach(() => {
    vi.unstubAllGlobals();
    api.seen.length = 0;
    thirdParty.seen.length = 0;
  });

  it('resolves with the data of a code-0 envelope and sends credentials', async () => {
    onPage('/');
    const fetchSpy = vi.fn(globalThis.fetch);
    const client = createEnvelopeClient({ fetch: fetchSpy });
    await expect(client.get('/ok')).resolves.toEqual({ hello: 'world' });
    const init = fetchSpy.mock.calls[0]?.[1] as RequestInit | undefined;
    expect(init?.credentials).toBe('include');
  });

  it('resolves with the whole envelope when it has no data', async () => {
    onPage('/');
    await expect(createEnvelopeClient().post('/no-data')).resolves.toEqual({
      code: 0,
      data: null,
      message: 'ok',
    });
  });

  it('sends JSON bodies with a JSON content type, and drops empty query values', async () => {
    onPage('/');
    const client = createEnvelopeClient();
    await expect(client.post('/echo', { name: '张三', tags: [1, 2] })).resolves.toEqual({
      body: { name: '张三', tags: [1, 2] },
    });
    expect(api.seen[0]?.headers['content-type']).toMatch(/^application\/json/);
    await client.get('/ok', { keyword: '', status: undefined, current: 2 });
    expect(api.seen[1]?.url).toBe('/ok?current=2');
  });

  it('echoes the XSRF cookie to its own origin only', async () => {
    onPage('/', 'theme=dark; XSRF-TOKEN=token%2Bvalue');
    const client = createEnvelopeClient();
    await client.post('/ok');
    expect(api.seen[0]?.headers['x-xsrf-token']).toBe('token+value');
    await client.post(`${otherOrigin}/ok`);
    expect(thirdParty.seen[0]?.headers['x-xsrf-token']).toBeUndefined();
  });

  it('sends no XSRF token with a read, and never reads the cookie for one', async () => {
    onPage('/');
    const cookie = vi.fn(() => 'XSRF-TOKEN=token');
    vi.stubGlobal('document', {
      get cookie() {
        return cookie();
      },
    });
    const client = createEnvelopeClient();
    await client.get('/ok');
    await client.request('/ok', { method: 'HEAD' });
    expect(api.seen.map((request) => request.headers['x-xsrf-token'])).toEqual([
      undefined,
      undefined,
    ]);
    expect(cookie).not.toHaveBeenCalled();
    await client.request('/ok', { method: 'DELETE' });
    expect(api.seen[2]?.headers['x-xsrf-token']).toBe('token');
  });

  it('rejects a non-zero code with the envelope, without a toast', async () => {
    onPage('/');
    const notify = vi.fn();
    const failure = await createEnvelopeClient({ notify })
      .post('/refused')
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(EnvelopeError);
    expect(failure).toMatchObject({
      code: 1001,
      data: { captchaRequired: true },
      message: '用户名或密码错误',
    });
    expect(notify).not.toHaveBeenCalled();
  });

  it('sends the browser to the sign-in page on 401, with the way back', async () => {
    const { assign } = onPage('/crud-table?tab=articles&page=2');
    const failure = await createEnvelopeClient()
      .get('/unauthorized')
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(RequestError);
    expect(failure).toMatchObject({ status: 401 });
    expect(assign).toHaveBeenCalledWith(
      '/login?redirect=%2Fcrud-table%3Ftab%3Darticles%26page%3D2',
    );
  });

  it('given signInAgain, waits for the person to sign in again and sends the request once more', async () => {
    const { assign } = onPage('/articles', 'XSRF-TOKEN=stale');
    const signInAgain = vi.fn(async () => {
      // Signing in again rotates the token the retry must echo.
      vi.stubGlobal('document', { cookie: 'XSRF-TOKEN=fresh' });
      return true;
    });
    const saved = await createEnvelopeClient({ signInAgain }).post('/needs-session', { a: 1 });
    expect(saved).toBe('saved');
    expect(api.seen.map((request) => [request.url, request.body])).toEqual([
      ['/needs-session', '{"a":1}'],
      ['/needs-session', '{"a":1}'],
    ]);
    expect(assign).not.toHaveBeenCalled();
  });

  it('given signInAgain, lets the 401 stand when the session is over, and leaves the browser where it is', async () => {
    const { assign } = onPage('/articles', 'XSRF-TOKEN=stale');
    const failure = await createEnvelopeClient({ signInAgain: async () => false })
      .post('/needs-session')
      .catch((error: unknown) => error);
    expect(failure).toMatchObject({ status: 401 });
    expect(api.seen).toHaveLength(1);
    expect(assign).not.toHaveBeenCalled();
  });

  it('never redirects away from the sign-in page itself', async () => {
    const { assign } = onPage('/login?redirect=%2F');
    await createEnvelopeClient()
      .get('/unauthorized')
      .catch(() => undefined);
    expect(assign).not.toHaveBeenCalled();
  });

  it('toasts the server message of a transport error, then rejects with it', async () => {
    onPage('/');
    const notify = vi.fn();
    const failure = await createEnvelopeClient({ notify })
      .get('/broken')
      .catch((error: unknown) => error);
    expect(notify).toHaveBeenCalledWith('服务器内部错误', failure);
    expect(failure).toMatchObject({
      status: 500,
      message: '服务器内部错误',
      envelope: { code: 500 },
    });
  });

  it('keeps field errors on the rejection, and stays quiet when asked to', async () => {
    onPage('/');
    const notify = vi.fn();
    const failure = await createEnvelopeClient({ notify })
      .post('/bad', {}, { silent: true })
      .catch((error: unknown) => error);
    expect(notify).not.toHaveBeenCalled();
    expect(failure).toMatchObject({
      status: 400,
      envelope: { data: { fields: [{ field: 'name' }] } },
    });
  });

  it("keeps how long a 429's Retry-After asks to wait, and nothing for other failures", async () => {
    onPage('/');
    const client = createEnvelopeClient();
    const throttled = await client.post('/throttled', {}, { silent: true }).catch((e) => e);
    expect(throttled).toBeInstanceOf(RequestError);
    expect(throttled).toMatchObject({ status: 429, retryAfter: 840, message: '请求过于频繁' });
    const broken = await client.get('/broken', undefined, { silent: true }).catch((e) => e);
    expect(broken).toMatchObject({ status: 500, retryAfter: undefined });
  });

  it("falls back to the error's own message, then to the localised 请求失败！", async () => {
    onPage('/');
    const notify = vi.fn();
    const closed = createServer();
    const closedOrigin = await listen(closed);
    closed.close();
    await createEnvelopeClient({ notify, baseURL: closedOrigin })
      .get('/ok')
      .catch(() => undefined);
    expect(notify.mock.calls[0]?.[0]).toMatch(/fetch failed|ECONNREFUSED/);

    const silentFailure = () => Promise.reject(new Error(''));
    await createEnvelopeClient({ notify, fetch: silentFailure })
      .get('/ok')
      .catch(() => undefined);
    expect(notify.mock.calls[1]?.[0]).toBe('请求失败！');
    await createEnvelopeClient({
      notify,
      fetch: silentFailure,
      requestFailedMessage: () => 'request failed!',
    })
      .get('/ok')
      .catch(() => undefined);
    expect(notify.mock.calls[2]?.[0]).toBe('request failed!');
  });

  it('waits for a slow answer by default, and gives up after a set timeout', async () => {
    onPage('/');
    await expect(createEnvelopeClient().get('/slow')).resolves.toBe('late');
    const failure = await createEnvelopeClient({ timeout: 50 })
      .get('/slow')
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(RequestError);
  });

  it('returns a typed page from a list endpoint', async () => {
    onPage('/');
    const page = await createEnvelopeClient().page<{ id: number }>('/ok', {
      current: 1,
      pageSize: 20,
    });
    expect(api.seen[0]?.url).toBe('/ok?current=1&pageSize=20');
    expect(page).toEqual({ hello: 'world' });
  });
});
