import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchVersionTag, versionTagOf } from './version-tag.js';

describe('versionTagOf', () => {
  it('prefers the ETag, falls back to Last-Modified, and is undefined without either', () => {
    const lastModified = 'Tue, 01 Jul 2025 08:00:00 GMT';
    expect(versionTagOf(new Headers({ etag: 'W/"a"', 'last-modified': lastModified }))).toBe(
      'W/"a"',
    );
    expect(versionTagOf(new Headers({ 'last-modified': lastModified }))).toBe(lastModified);
    expect(versionTagOf(new Headers())).toBeUndefined();
  });
});

describe('fetchVersionTag', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('sends a HEAD that bypasses caches and does not follow redirects', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(
      async () => new Response(null, { headers: { etag: '"v1"' } }),
    );
    await expect(fetchVersionTag('/', fetch)).resolves.toBe('"v1"');
    expect(fetch).toHaveBeenCalledWith(
      '/',
      expect.objectContaining({ method: 'HEAD', cache: 'no-store', redirect: 'manual' }),
    );
  });

  it('logs a network failure or an error status and resolves undefined', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failure = new TypeError('fetch failed');
    await expect(fetchVersionTag('/', () => Promise.reject(failure))).resolves.toBeUndefined();
    expect(log).toHaveBeenCalledWith('Failed to fetch version tag', failure);

    const errorPage = async () => new Response(null, { status: 503, headers: { etag: '"502"' } });
    await expect(fetchVersionTag('/', errorPage)).resolves.toBeUndefined();
    expect(log).toHaveBeenLastCalledWith('Failed to fetch version tag', expect.any(Error));
  });

  it('takes no tag from a redirect, quietly', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const redirect = async () =>
      new Response(null, { status: 302, headers: { location: '/login', etag: '"login"' } });
    await expect(fetchVersionTag('/', redirect)).resolves.toBeUndefined();
    expect(log).not.toHaveBeenCalled();
  });

  it('stays quiet about a check abandoned on purpose', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const stopping = new AbortController();
    stopping.abort();
    const aborted = () => Promise.reject(new DOMException('aborted', 'AbortError'));
    await expect(fetchVersionTag('/', aborted, stopping.signal)).resolves.toBeUndefined();
    expect(log).not.toHaveBeenCalled();
  });
});
