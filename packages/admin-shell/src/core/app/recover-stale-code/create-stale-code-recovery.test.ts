import { describe, expect, it, vi } from 'vitest';
import type { DeployedVersion } from '../../version-watcher/compare-deployed-version.js';
import { memoryStorage } from '../../version-watcher/test-doubles.js';
import {
  createStaleCodeRecovery,
  DEFAULT_LOOP_WINDOW_MS,
  type StaleCodeRecoveryEnvironment,
} from './create-stale-code-recovery.js';
import { readReloadMark } from './reload-mark.js';

const missingChunk = () =>
  new TypeError('Failed to fetch dynamically imported module: https://x.test/assets/users-1a2b.js');

/** A tab at `address`: its session storage (shared across reloads when given), clock and reload. */
function openTab({
  version = 'new' as DeployedVersion,
  address = '/crud-table?current=2',
  storage = memoryStorage(),
  now = 1_000_000,
} = {}) {
  const compareVersion = vi.fn(async () => version);
  const onRecovered = vi.fn();
  const calls: string[] = [];
  const events = new EventTarget();
  const environment: StaleCodeRecoveryEnvironment = {
    events,
    storage: storage.storage,
    address: () => address,
    now: () => now,
    beforeReload: () => calls.push('beforeReload'),
    reload: () => calls.push('reload'),
  };
  const recovery = createStaleCodeRecovery({ compareVersion, onRecovered }, environment);
  recovery.start();
  /** What Vite's preload helper does when an import or a stylesheet fails. */
  const preloadFails = (error: unknown) => {
    const event = Object.assign(new Event('vite:preloadError', { cancelable: true }), {
      payload: error,
    });
    events.dispatchEvent(event);
  };
  return { recovery, compareVersion, onRecovered, calls, storage, preloadFails };
}

describe('createStaleCodeRecovery', () => {
  it('reloads once a new version is confirmed, keeping work first, and marks the reload', async () => {
    const tab = openTab();
    await expect(tab.recovery.recover(missingChunk())).resolves.toBe('reloading');
    expect(tab.compareVersion).toHaveBeenCalledOnce();
    expect(tab.calls).toEqual(['beforeReload', 'reload']);
    expect(readReloadMark(tab.storage.storage)).toEqual({
      address: '/crud-table?current=2',
      at: 1_000_000,
      told: false,
    });
  });

  it("acts on Vite's vite:preloadError, for a chunk and for a stylesheet", async () => {
    for (const error of [missingChunk(), new Error('Unable to preload CSS for /assets/a.css')]) {
      const tab = openTab();
      tab.preloadFails(error);
      await vi.waitFor(() => expect(tab.calls).toEqual(['beforeReload', 'reload']));
    }
  });

  it('keeps TanStack Router from reloading by itself, before the version answers', () => {
    const tab = openTab();
    const error = missingChunk();
    tab.preloadFails(error);
    expect(tab.storage.values.get(`tanstack_router_reload:${error.message}`)).toBe('1');
    expect(tab.calls).toEqual([]);
  });

  it.each(['same', 'unreachable'] as const)(
    'does not reload when the version is %s: the error is a network failure, retried on screen',
    async (version) => {
      const tab = openTab({ version });
      await expect(tab.recovery.recover(missingChunk())).resolves.toBe('network-failure');
      expect(tab.calls).toEqual([]);
      expect(readReloadMark(tab.storage.storage)).toBeUndefined();
    },
  );

  it('reloads when it cannot tell (no tag to compare): the mark keeps it to one', async () => {
    const tab = openTab({ version: 'unknown' });
    await expect(tab.recovery.recover(missingChunk())).resolves.toBe('reloading');
  });

  it('answers the failures met during one check with that check', async () => {
    const tab = openTab();
    const outcomes = await Promise.all([
      tab.recovery.recover(missingChunk()),
      tab.recovery.recover(new Error('Unable to preload CSS for /assets/users.css')),
    ]);
    expect(outcomes).toEqual(['reloading', 'reloading']);
    expect(tab.compareVersion).toHaveBeenCalledOnce();
    expect(tab.calls).toEqual(['beforeReload', 'reload']);
  });

  it('leaves other errors alone', async () => {
    const tab = openTab();
    await expect(tab.recovery.recover(new Error('HTTP 502'))).resolves.toBe('ignored');
    tab.preloadFails(new Error('HTTP 502'));
    expect(tab.compareVersion).not.toHaveBeenCalled();
  });

  it('never loops: a failure soon after a recovery reload shows the error instead', async () => {
    const storage = memoryStorage();
    const first = openTab({ storage, now: 1_000_000 });
    await first.recovery.recover(missingChunk());

    const soon = openTab({ storage, now: 1_000_000 + DEFAULT_LOOP_WINDOW_MS - 1 });
    await expect(soon.recovery.recover(missingChunk())).resolves.toBe('held-back');
    expect(soon.calls).toEqual([]);

    const later = openTab({ storage, now: 1_000_000 + DEFAULT_LOOP_WINDOW_MS });
    await expect(later.recovery.recover(missingChunk())).resolves.toBe('reloading');
  });

  it('says why on the page it reloaded into, once, and only there', async () => {
    const storage = memoryStorage();
    await openTab({ storage }).recovery.recover(missingChunk());

    const elsewhere = openTab({ storage, address: '/' });
    expect(elsewhere.onRecovered).not.toHaveBeenCalled();
    const reloaded = openTab({ storage, now: 1_000_500 });
    expect(reloaded.onRecovered).toHaveBeenCalledOnce();
    const again = openTab({ storage, now: 1_000_900 });
    expect(again.onRecovered).not.toHaveBeenCalled();
  });

  it('stops listening when stopped, and a check then under way reloads nothing', async () => {
    const tab = openTab();
    const outcome = tab.recovery.recover(missingChunk());
    tab.recovery.stop();
    await expect(outcome).resolves.toBe('ignored');
    tab.preloadFails(missingChunk());
    expect(tab.compareVersion).toHaveBeenCalledOnce();
    expect(tab.calls).toEqual([]);
  });
});
