import { describe, expect, it, vi } from 'vitest';
import { compareDeployedVersion } from './compare-deployed-version.js';

const answering = (init: ResponseInit) => async () => new Response(null, init);

describe('compareDeployedVersion', () => {
  it('compares the live tag with the one the page loaded', async () => {
    const live = answering({ headers: { etag: '"v2"' } });
    await expect(compareDeployedVersion('/', live, '"v1"')).resolves.toBe('new');
    await expect(compareDeployedVersion('/', live, '"v2"')).resolves.toBe('same');
  });

  it('cannot tell without a tag on either side', async () => {
    await expect(compareDeployedVersion('/', answering({}), '"v1"')).resolves.toBe('unknown');
    const live = answering({ headers: { etag: '"v2"' } });
    await expect(compareDeployedVersion('/', live, undefined)).resolves.toBe('unknown');
  });

  it('is unreachable when the request fails or answers an error', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const offline = () => Promise.reject(new TypeError('Failed to fetch'));
    await expect(compareDeployedVersion('/', offline, '"v1"')).resolves.toBe('unreachable');
    const down = answering({ status: 503, headers: { etag: '"maintenance"' } });
    await expect(compareDeployedVersion('/', down, '"v1"')).resolves.toBe('unreachable');
    vi.restoreAllMocks();
  });
});
