import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResultCode } from '../src/contract/envelope.js';
import { databaseKinds, startServer, type TestServer } from './helper.js';
import { setCookie } from './security-helpers.js';

/** What every refusal carries, whichever part of the server wrote it. */
function expectEnvelopeWithHeaders(
  response: { status: number; headers: Headers; text: string },
  status: number,
) {
  expect(response.status, response.text).toBe(status);
  const body = JSON.parse(response.text) as { code: unknown; data: unknown; message: unknown };
  expect(body.code).toBe(status);
  expect(body.data).toBeNull();
  expect(typeof body.message).toBe('string');
  expect(response.text).not.toMatch(/FST_|"error"|statusCode/);
  const { headers } = response;
  expect(headers.get('content-type')).toBe('application/json; charset=utf-8');
  expect(headers.get('x-content-type-options')).toBe('nosniff');
  expect(headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
  expect(headers.get('cache-control')).toBe('no-store');
  expect(headers.get('x-frame-options')).toBe('SAMEORIGIN');
  expect(headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
}

async function send(server: TestServer, method: string, path: string, headers = {}) {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: { 'accept-language': 'en-US', ...headers },
  });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

describe.each(databaseKinds())('what the router refuses, on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(kind);
  });
  afterAll(() => server?.close());

  it('answers a path parameter over 100 characters with a 414 envelope', async () => {
    const response = await send(server, 'POST', `/api/sys_users/deleted/${'A'.repeat(120)}`);
    expectEnvelopeWithHeaders(response, ResultCode.uriTooLong);
    expect(JSON.parse(response.text).message).toBe('The address is too long');
  });

  it('answers bad percent-encoding with a 400 envelope', async () => {
    for (const path of ['/api/sys_users/%E0%A4%A', '/api/%zz', '/%E0%A4%A']) {
      const response = await send(server, 'GET', path);
      expectEnvelopeWithHeaders(response, ResultCode.badRequest);
      expect(JSON.parse(response.text).message, path).toBe('The address is not valid');
    }
  });

  it("gives a new visitor the XSRF cookie and its pre-session with the router's refusal", async () => {
    const response = await fetch(`${server.url}/api/sys_users/%E0%A4%A`);
    expect(setCookie(response.headers, 'XSRF-TOKEN')?.value).toMatch(/\./);
    expect(setCookie(response.headers, 'psid')?.attributes.has('httponly')).toBe(true);
  });

  it('answers a method Node cannot parse with a 400 envelope', async () => {
    const response = await send(server, 'FOO', '/api/health');
    expectEnvelopeWithHeaders(response, ResultCode.badRequest);
  });

  it('answers a method no route takes with a 404 envelope', async () => {
    const response = await send(server, 'PROPFIND', '/api/health');
    expectEnvelopeWithHeaders(response, ResultCode.notFound);
  });
});
