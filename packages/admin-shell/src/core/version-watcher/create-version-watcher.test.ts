import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createVersionWatcher,
  type VersionWatcher,
  type VersionWatcherOptions,
} from './create-version-watcher.js';
import type { VersionWatcherEnvironment } from './environment.js';
import {
  FakeDocument,
  FakeTabLocks,
  fakeServer,
  fetchFrom,
  memoryStorage,
} from './test-doubles.js';

const MINUTE = 60 * 1000;
const INTERVAL = 15 * MINUTE;
const KEY = 'admin-shell:version-tag';

/** Lets pending promises (a check's fetch) finish without moving the clock. */
const settle = () => vi.advanceTimersByTimeAsync(0);

/** Resolves at the next change of the watcher's state. */
function nextChange(watcher: VersionWatcher) {
  return new Promise<void>((resolve) => {
    const unsubscribe = watcher.subscribe(() => {
      unsubscribe();
      resolve();
    });
  });
}

let started: VersionWatcher[] = [];

/**
 * One tab of a deployed app (host admin.example.com) watching `server`: its own fetch counter,
 * document and loaded tags; storage and server are shared when given.
 */
function openTab({
  server = fakeServer(),
  storage = memoryStorage(),
  options = {},
  environment = {},
}: {
  server?: ReturnType<typeof fakeServer>;
  storage?: ReturnType<typeof memoryStorage>;
  options?: VersionWatcherOptions;
  environment?: Partial<VersionWatcherEnvironment>;
} = {}) {
  const fetch = fetchFrom(server);
  const document = new FakeDocument();
  const reload = vi.fn();
  const savedBeforeReload: boolean[] = [];
  const watcher = createVersionWatcher(
    { fetch, reload, ...options },
    {
      hostname: 'admin.example.com',
      storage: storage.storage,
      locks: undefined,
      openChannel: undefined,
      document,
      loadedTags: new Map(),
      beforeReload: () => reload.mock.calls.length === 0 && savedBeforeReload.push(true),
      ...environment,
    },
  );
  started.push(watcher);
  return { server, stored: storage.values, fetch, document, reload, watcher, savedBeforeReload };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  for (const watcher of started) watcher.stop();
  started = [];
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('createVersionWatcher', () => {
  it('checks at start and every 15 minutes, storing the first tag as the baseline', async () => {
    const { fetch, stored, watcher } = openTab();
    watcher.start();
    await settle();
    expect(fetch).toHaveBeenCalledOnce();
    expect(fetch).toHaveBeenLastCalledWith(
      '/',
      expect.objectContaining({ method: 'HEAD', cache: 'no-store', redirect: 'manual' }),
    );
    expect(stored.get(KEY)).toBe('"v1"');
    await vi.advanceTimersByTimeAsync(INTERVAL - 1);
    expect(fetch).toHaveBeenCalledOnce();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(watcher.getState()).toEqual({ updateAvailable: false, newTag: undefined });
  });

  it('asks the configured address and stores under the configured key', async () => {
    const { fetch, stored, watcher } = openTab({
      options: { url: '/index.html', storageKey: 'my-app:version', intervalMs: MINUTE },
    });
    watcher.start();
    await vi.advanceTimersByTimeAsync(MINUTE);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(fetch).toHaveBeenLastCalledWith('/index.html', expect.anything());
    expect(stored.get('my-app:version')).toBe('"v1"');
  });

  it('takes the ETag over Last-Modified', async () => {
    const { server, stored, watcher } = openTab({
      server: fakeServer({ etag: '"v1"', 'last-modified': 'Tue, 01 Jul 2025 08:00:00 GMT' }),
    });
    watcher.start();
    await settle();
    expect(stored.get(KEY)).toBe('"v1"');
    server.headers = { etag: '"v1"', 'last-modified': 'Wed, 02 Jul 2025 08:00:00 GMT' };
    await vi.advanceTimersByTimeAsync(INTERVAL);
    expect(watcher.getState().updateAvailable).toBe(false);
  });

  it('takes Last-Modified when there is no ETag', async () => {
    const monday = 'Mon, 30 Jun 2025 08:00:00 GMT';
    const tuesday = 'Tue, 01 Jul 2025 08:00:00 GMT';
    const { server, stored, watcher } = openTab({
      server: fakeServer({ 'last-modified': monday }),
    });
    watcher.start();
    await settle();
    expect(stored.get(KEY)).toBe(monday);
    server.headers = { 'last-modified': tuesday };
    await vi.advanceTimersByTimeAsync(INTERVAL);
    expect(watcher.getState()).toEqual({ updateAvailable: true, newTag: tuesday });
  });

  it('does nothing while the server sends no tag', async () => {
    const { fetch, stored, watcher } = openTab({ server: fakeServer({}) });
    watcher.start();
    await vi.advanceTimersByTimeAsync(2 * INTERVAL);
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(stored.size).toBe(0);
    expect(watcher.getState().updateAvailable).toBe(false);
  });

  it('announces a different tag and stops checking', async () => {
    const { server, fetch, document, watcher } = openTab();
    const listener = vi.fn();
    watcher.subscribe(listener);
    watcher.start();
    await settle();
    server.headers = { etag: '"v2"' };
    await vi.advanceTimersByTimeAsync(INTERVAL);
    expect(watcher.getState()).toEqual({ updateAvailable: true, newTag: '"v2"' });
    expect(listener).toHaveBeenCalledOnce();
    expect(fetch).toHaveBeenCalledTimes(2);

    await vi.advanceTimersByTimeAsync(5 * INTERVAL);
    document.show('hidden');
    document.show('visible');
    await watcher.check();
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('稍后再说 hides the notice and resumes polling; the same tag returns one interval later', async () => {
    const { server, fetch, document, watcher } = openTab();
    watcher.start();
    await settle();
    server.headers = { etag: '"v2"' };
    await vi.advanceTimersByTimeAsync(INTERVAL);
    watcher.dismiss();
    expect(watcher.getState()).toEqual({ updateAvailable: false, newTag: undefined });

    // Coming back to the tab checks, but does not bring back what was just put off.
    await vi.advanceTimersByTimeAsync(MINUTE);
    document.show('hidden');
    document.show('visible');
    await settle();
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(watcher.getState().updateAvailable).toBe(false);

    // Polling restarted with the tab's return: its next check is one interval after that.
    await vi.advanceTimersByTimeAsync(INTERVAL - 1);
    expect(watcher.getState().updateAvailable).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(4);
    expect(watcher.getState()).toEqual({ updateAvailable: true, newTag: '"v2"' });
  });

  it('shows a newer deployment at once, even while the last one is put off', async () => {
    const { server, document, watcher } = openTab();
    watcher.start();
    await settle();
    server.headers = { etag: '"v2"' };
    await vi.advanceTimersByTimeAsync(INTERVAL);
    watcher.dismiss();
    server.headers = { etag: '"v3"' };
    document.show('hidden');
    document.show('visible');
    await settle();
    expect(watcher.getState()).toEqual({ updateAvailable: true, newTag: '"v3"' });
  });

  it('立即刷新 stores the new tag as the baseline, keeps drafts and tabs, then reloads', async () => {
    const { server, stored, reload, watcher, savedBeforeReload } = openTab();
    const storedAtReload: (string | undefined)[] = [];
    reload.mockImplementation(() => storedAtReload.push(stored.get(KEY)));
    watcher.start();
    await settle();
    server.headers = { etag: '"v2"' };
    await vi.advanceTimersByTimeAsync(INTERVAL);
    watcher.refresh();
    expect(reload).toHaveBeenCalledOnce();
    expect(storedAtReload).toEqual(['"v2"']);
    expect(savedBeforeReload).toEqual([true]);
  });

  it.each([0, -1, Number.NaN])('never checks when the interval is %s', async (intervalMs) => {
    const { fetch, document, watcher } = openTab({ options: { intervalMs } });
    watcher.start();
    await vi.advanceTimersByTimeAsync(4 * INTERVAL);
    document.show('hidden');
    document.show('visible');
    await watcher.check();
    expect(fetch).not.toHaveBeenCalled();
  });

  it.each(['localhost', '127.0.0.1', '[::1]'])(
    'skips %s unless local hosts are allowed',
    async (hostname) => {
      const skipped = openTab({ environment: { hostname } });
      skipped.watcher.start();
      await vi.advanceTimersByTimeAsync(INTERVAL);
      expect(skipped.fetch).not.toHaveBeenCalled();

      const allowed = openTab({ options: { allowLocalHosts: true }, environment: { hostname } });
      allowed.watcher.start();
      await vi.advanceTimersByTimeAsync(INTERVAL);
      expect(allowed.fetch).toHaveBeenCalledTimes(2);
    },
  );

  it('logs a failed check as "Failed to fetch version tag", shows nothing and keeps polling', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { fetch, watcher } = openTab();
    watcher.start();
    await settle();
    const failure = new TypeError('fetch failed');
    fetch.mockRejectedValueOnce(failure);
    await vi.advanceTimersByTimeAsync(INTERVAL);
    expect(log).toHaveBeenCalledWith('Failed to fetch version tag', failure);
    expect(watcher.getState().updateAvailable).toBe(false);
    await vi.advanceTimersByTimeAsync(INTERVAL);
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('pauses while the tab is hidden and checks at once when it is visible again', async () => {
    const { fetch, document, watcher } = openTab();
    watcher.start();
    await settle();
    document.show('hidden');
    await vi.advanceTimersByTimeAsync(3 * INTERVAL);
    expect(fetch).toHaveBeenCalledOnce();
    document.show('visible');
    await settle();
    expect(fetch).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(INTERVAL);
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('starts paused in a tab opened in the background, after its first check', async () => {
    const { fetch, document, watcher } = openTab();
    document.visibilityState = 'hidden';
    watcher.start();
    await vi.advanceTimersByTimeAsync(3 * INTERVAL);
    expect(fetch).toHaveBeenCalledOnce();
  });

  it('stops checking and listening when stopped', async () => {
    const { fetch, document, watcher } = openTab();
    watcher.start();
    await settle();
    watcher.stop();
    await vi.advanceTimersByTimeAsync(2 * INTERVAL);
    document.show('hidden');
    document.show('visible');
    await settle();
    expect(fetch).toHaveBeenCalledOnce();
  });

  it('compares with the code the page loaded, not with a baseline left by an older visit', async () => {
    const { stored, watcher } = openTab({ storage: memoryStorage({ [KEY]: '"v0"' }) });
    watcher.start();
    await vi.advanceTimersByTimeAsync(INTERVAL);
    expect(watcher.getState().updateAvailable).toBe(false);
    expect(stored.get(KEY)).toBe('"v1"');
  });

  it('remembers what the page loaded across watchers, so a remount still sees the update', async () => {
    const loadedTags = new Map<string, string>();
    const server = fakeServer();
    const first = openTab({ server, environment: { loadedTags } });
    first.watcher.start();
    await settle();
    first.watcher.stop();
    server.headers = { etag: '"v2"' };
    const second = openTab({ server, environment: { loadedTags } });
    second.watcher.start();
    await settle();
    expect(second.watcher.getState()).toEqual({ updateAvailable: true, newTag: '"v2"' });
  });

  it('uses the stored baseline when its first check fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { fetch, server, watcher } = openTab({ storage: memoryStorage({ [KEY]: '"v1"' }) });
    fetch.mockRejectedValueOnce(new TypeError('fetch failed'));
    watcher.start();
    await settle();
    server.headers = { etag: '"v2"' };
    await vi.advanceTimersByTimeAsync(INTERVAL);
    expect(watcher.getState()).toEqual({ updateAvailable: true, newTag: '"v2"' });
  });
});

describe('createVersionWatcher across tabs', () => {
  let channel = 0;
  /** Tabs of one browser: one server, one storage, one lock manager, one channel name. */
  function browser() {
    const server = fakeServer();
    const storage = memoryStorage();
    const locks = new FakeTabLocks();
    const channelName = `version-watcher-test-${++channel}`;
    return () =>
      openTab({
        server,
        storage,
        options: { channelName },
        environment: { locks, openChannel: (name) => new BroadcastChannel(name) },
      });
  }

  /** Two tabs of one browser, started in turn: the first takes the lock, the second waits. */
  async function startTwoTabs() {
    const openBrowserTab = browser();
    const polling = openBrowserTab();
    const waiting = openBrowserTab();
    polling.watcher.start();
    await settle();
    waiting.watcher.start();
    await settle();
    return { polling, waiting };
  }

  it('polls in one tab only; the others learn the new tag over the channel', async () => {
    const { polling, waiting } = await startTwoTabs();
    await vi.advanceTimersByTimeAsync(3 * INTERVAL);
    expect(polling.fetch).toHaveBeenCalledTimes(4);
    // Its one check at start learns which version the tab itself runs.
    expect(waiting.fetch).toHaveBeenCalledOnce();

    polling.server.headers = { etag: '"v2"' };
    const told = nextChange(waiting.watcher);
    await vi.advanceTimersByTimeAsync(INTERVAL);
    expect(polling.watcher.getState()).toEqual({ updateAvailable: true, newTag: '"v2"' });
    await told;
    expect(waiting.watcher.getState()).toEqual({ updateAvailable: true, newTag: '"v2"' });
    await vi.advanceTimersByTimeAsync(3 * INTERVAL);
    expect(waiting.fetch).toHaveBeenCalledOnce();
    expect(polling.fetch).toHaveBeenCalledTimes(5);
  });

  it('hands polling over when the polling tab stops watching', async () => {
    const { polling, waiting } = await startTwoTabs();
    polling.watcher.stop();
    await vi.advanceTimersByTimeAsync(INTERVAL);
    expect(waiting.fetch).toHaveBeenCalledTimes(2);
  });

  it('hands polling over while the polling tab shows its notice', async () => {
    const openBrowserTab = browser();
    const old = openBrowserTab();
    old.watcher.start();
    await settle();
    old.server.headers = { etag: '"v2"' };
    // Opened after the deployment: this tab runs v2, and its first check tells the old one.
    const fresh = openBrowserTab();
    const told = nextChange(old.watcher);
    fresh.watcher.start();
    await told;
    expect(old.watcher.getState()).toEqual({ updateAvailable: true, newTag: '"v2"' });
    await vi.advanceTimersByTimeAsync(2 * INTERVAL);
    expect(old.fetch).toHaveBeenCalledOnce();
    expect(fresh.fetch).toHaveBeenCalledTimes(3);
    expect(fresh.watcher.getState().updateAvailable).toBe(false);
  });

  it('hands polling over to another visible tab when the polling one is hidden', async () => {
    const { polling, waiting } = await startTwoTabs();
    polling.document.show('hidden');
    await vi.advanceTimersByTimeAsync(2 * INTERVAL);
    expect(polling.fetch).toHaveBeenCalledOnce();
    expect(waiting.fetch).toHaveBeenCalledTimes(3);
  });
});
