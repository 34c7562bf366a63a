import { createHash } from 'node:crypto';
import { mkdir, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshStorage, type Storage, startServer, type TestServer } from './helper.js';

const themeScript =
  "document.documentElement.classList.toggle('dark', localStorage.theme === 'dark')";
const appScript = `console.log(${JSON.stringify('the console, '.repeat(200))})`;
const page = (version: string) =>
  `<!doctype html><html><head><script>${themeScript}</script>` +
  `<script type="module" src="/assets/app-${version}.js"></script></head><body>${version}</body></html>`;

describe('serving the built console', () => {
  let storage: Storage;
  let server: TestServer;
  let consoleDir: string;

  beforeAll(async () => {
    storage = await freshStorage('pglite');
    consoleDir = path.join(storage.dataDir, 'console');
    await mkdir(path.join(consoleDir, 'assets'), { recursive: true });
    await writeFile(path.join(consoleDir, 'index.html'), page('v1'));
    const asset = path.join(consoleDir, 'assets', 'app-v1.js');
    await writeFile(asset, appScript);
    // As the console's build leaves them: compressed copies beside the asset.
    await writeFile(`${asset}.br`, brotliCompressSync(appScript));
    await writeFile(`${asset}.gz`, gzipSync(appScript));
    // Build metadata the bench reads, as Vite writes it.
    await mkdir(path.join(consoleDir, '.vite'));
    await writeFile(path.join(consoleDir, '.vite', 'manifest.json'), '{"index.html":{}}');
    server = await startServer('pglite', {
      storage,
      env: { CONSOLE_DIR: consoleDir, ASSET_ORIGINS: 'https://cdn.example.com' },
    });
  });
  afterAll(async () => {
    await server?.close();
    await storage?.remove();
  });

  it('answers HEAD / with an ETag and Last-Modified, and GET / with the page', async () => {
    const head = await fetch(`${server.url}/`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('etag')).toBeTruthy();
    expect(head.headers.get('last-modified')).toBeTruthy();
    expect(head.headers.get('cache-control')).toBe('no-cache');
    const get = await fetch(`${server.url}/`);
    expect(await get.text()).toContain('v1');
    expect(get.headers.get('content-type')).toMatch(/text\/html; charset=utf-8/i);
  });

  it('gives the page a CSP that allows its own inline script and the asset host, nothing else', async () => {
    const response = await fetch(`${server.url}/`);
    const csp = response.headers.get('content-security-policy') ?? '';
    const hash = createHash('sha256').update(themeScript).digest('base64');
    expect(csp).toContain(`'sha256-${hash}'`);
    expect(csp).toMatch(/script-src 'self' https:\/\/cdn\.example\.com/);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it('changes the ETag when a deploy replaces index.html', async () => {
    const before = (await fetch(`${server.url}/`, { method: 'HEAD' })).headers.get('etag');
    const file = path.join(consoleDir, 'index.html');
    await writeFile(file, page('v2-longer'));
    const later = new Date(Date.now() + 5_000);
    await utimes(file, later, later);
    const after = await fetch(`${server.url}/`, { method: 'HEAD' });
    expect(after.headers.get('etag')).not.toBe(before);
    expect(await (await fetch(`${server.url}/`)).text()).toContain('v2-longer');
  });

  it('serves hashed assets as immutable', async () => {
    const response = await fetch(`${server.url}/assets/app-v1.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('immutable');
  });

  it.each([
    ['br, gzip', 'br'],
    ['gzip', 'gzip'],
    ['identity', null],
  ])('sends the precompressed asset the browser accepts (%s)', async (accepted, encoding) => {
    const response = await fetch(`${server.url}/assets/app-v1.js`, {
      headers: { 'accept-encoding': accepted },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe(encoding);
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    expect(response.headers.get('cache-control')).toContain('immutable');
    expect(await response.text()).toBe(appScript);
  });

  it('answers client routes with the page and sets the XSRF cookie', async () => {
    const response = await fetch(`${server.url}/crud-table?tab=articles`, {
      headers: { accept: 'text/html' },
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<!doctype html>');
    expect(response.headers.getSetCookie().some((cookie) => cookie.startsWith('XSRF-TOKEN='))).toBe(
      true,
    );
  });

  it('never answers /api paths with the page', async () => {
    for (const url of ['/api/nope', '/api/sys_users/list/extra', '/api']) {
      const response = await fetch(`${server.url}${url}`);
      expect(response.status, url).toBe(404);
      expect(await response.json()).toMatchObject({ code: 404 });
    }
  });

  it('answers a missing asset with 404 envelope for non-GET methods', async () => {
    const response = await fetch(`${server.url}/somewhere`, { method: 'DELETE' });
    expect(response.status).toBe(404);
  });

  it('answers a missing script or style with 404, never with the page a stale client would run', async () => {
    for (const url of ['/assets/app-old.js', '/assets/app-old.css', '/assets/', '/favicon.ico']) {
      const response = await fetch(`${server.url}${url}`);
      expect(response.status, url).toBe(404);
      expect(response.headers.get('content-type'), url).toMatch(/^application\/json/);
      expect(await response.json(), url).toMatchObject({ code: 404 });
    }
  });

  it('does not serve build metadata or other dot-folders', async () => {
    for (const url of ['/.vite/manifest.json', '/.vite/', '/.env', '/assets/.hidden']) {
      const response = await fetch(`${server.url}${url}`);
      expect(response.status, url).toBe(404);
      expect(await response.text(), url).not.toContain('index.html');
    }
  });
});
