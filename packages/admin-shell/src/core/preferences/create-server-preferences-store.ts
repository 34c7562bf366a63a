import { localStorageIfAllowed } from '../browser-storage.js';
import type { PreferencesRemote, PreferencesStore, StoredPreferences } from '../contracts.js';
import { ConflictError } from '../data/data-errors.js';
import { isRetryableError } from '../query/is-retryable-error.js';
import {
  createPreferencesStore,
  memoryStorage,
  type PreferencesStoreOptions,
} from './create-preferences-store.js';
import { type Preferences, parsePreferences } from './preferences.js';
import { preferencesStorageKey } from './storage-key.js';

export interface ServerPreferencesStoreOptions extends PreferencesStoreOptions {
  /** Where the signed-in person's preferences are loaded from and saved to. */
  remote: PreferencesRemote;
  /** How long after the last change the choices are saved, in milliseconds. Default 1000. */
  saveDelayMs?: number;
  /** How long after a failed save (offline, a server fault) it is tried again. Default 10 000. */
  retryDelayMs?: number;
}

type Change = (current: Preferences) => Preferences;

/** Another browser saving between our read and our write is rare; more is a fault. */
const conflictRetries = 3;

function withoutKeys(keys: readonly (keyof Preferences)[]): Change {
  return (current) => {
    if (keys.length === 0) return {};
    const next = { ...current };
    for (const name of keys) delete next[name];
    return next;
  };
}

/**
 * The person's choices kept on a server as well as in the browser, so they follow the person to
 * another browser. The local copy (as `createPreferencesStore` keeps it) is read at once, so the
 * theme never flashes at load; once `AdminApp` says who signed in (`setOwner`), their stored
 * choices are loaded and win over the local copy, and each change is saved a second after the
 * last one, with the version read (a change saved meanwhile elsewhere is read again and this
 * change re-applied on it). Nothing is lost when the server fails: the local copy holds, and the
 * save is tried again. At sign-out the local copy is forgotten, and a copy left by someone else
 * is never loaded for the next person.
 *
 * @example
 * const preferences = createServerPreferencesStore({
 *   remote: {
 *     load: ({ signal }) => api.get('/api/preferences', undefined, { signal }),
 *     save: ({ value, version }) => api.request('/api/preferences', { method: 'PUT', body: { value, version } }),
 *   },
 * });
 * <AdminApp preferences={preferences} …>
 */
export function createServerPreferencesStore(
  options: ServerPreferencesStoreOptions,
): PreferencesStore {
  const { remote, saveDelayMs = 1000, retryDelayMs = 10_000 } = options;
  const key = options.key ?? preferencesStorageKey;
  const storage = options.storage ?? localStorageIfAllowed() ?? memoryStorage();
  const local = createPreferencesStore({ storage, key });
  // Whose choices the local copy holds: another person's are not theirs to load or save.
  const ownerKey = `${key}:owner`;

  let owner: string | undefined;
  /** The version stored for the owner; undefined until their preferences are loaded. */
  let version: number | undefined;
  /** The changes made since the last save, re-applied on whatever the server holds. */
  let pending: Change[] = [];
  let loading: AbortController | undefined;
  let saving: Promise<void> | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;

  function readOwner(): string | undefined {
    try {
      return storage.getItem(ownerKey) ?? undefined;
    } catch {
      return undefined;
    }
  }

  function writeOwner(next: string | undefined) {
    try {
      if (next === undefined) storage.removeItem(ownerKey);
      else storage.setItem(ownerKey, next);
    } catch {
      // A refused storage keeps no copy to mistake for someone else's.
    }
  }

  function schedule(delay: number) {
    clearTimeout(timer);
    timer = setTimeout(() => void flush(), delay);
  }

  function replaceLocal(stored: unknown) {
    const base = parsePreferences(stored);
    local.update(() => pending.reduce((current, change) => change(current), base));
  }

  async function load(): Promise<void> {
    loading?.abort();
    const controller = new AbortController();
    loading = controller;
    let stored: StoredPreferences;
    try {
      stored = await remote.load({ signal: controller.signal });
    } catch (error) {
      // Offline, or the server failed: the local copy holds, and what waits is tried later.
      if (!controller.signal.aborted && pending.length > 0 && isRetryableError(error)) {
        schedule(retryDelayMs);
      }
      return;
    } finally {
      if (loading === controller) loading = undefined;
    }
    if (controller.signal.aborted) return;
    version = stored.version;
    if (stored.version > 0) replaceLocal(stored.value);
    else if (pending.length === 0 && Object.keys(local.get()).length > 0) {
      // Nothing stored yet: what this browser holds (chosen before signing in) becomes theirs.
      pending.push((current) => current);
    }
    if (pending.length > 0) schedule(0);
  }

  async function save(attempt: number): Promise<void> {
    if (owner === undefined || pending.length === 0) return;
    if (version === undefined) {
      // Not loaded yet (it failed): load first; the load then saves what it re-applied.
      await load();
      return;
    }
    const sent = pending.length;
    const savedFor = owner;
    try {
      const stored = await remote.save({ value: local.get(), version });
      if (owner !== savedFor) return;
      version = stored.version;
      pending = pending.slice(sent);
      if (pending.length > 0) schedule(saveDelayMs);
    } catch (error) {
      if (owner !== savedFor) return;
      if (error instanceof ConflictError && attempt < conflictRetries) {
        const current = error.current as StoredPreferences;
        version = current.version;
        replaceLocal(current.value);
        return save(attempt + 1);
      }
      if (isRetryableError(error)) schedule(retryDelayMs);
      // Refused for good (too large, say): the choices still hold in this browser.
      else pending = [];
    }
  }

  function flush(): Promise<void> {
    clearTimeout(timer);
    if (saving) {
      // One save at a time: the next goes once this one is done.
      return saving.then(() => flush());
    }
    saving = save(0).finally(() => {
      saving = undefined;
    });
    return saving;
  }

  function change(next: Change) {
    local.update(next);
    if (owner === undefined) return;
    pending.push(next);
    schedule(saveDelayMs);
  }

  // A tab being hidden may be closed next: save what waits rather than lose it.
  if (typeof document !== 'undefined') {
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden' && pending.length > 0) void flush();
    });
  }

  return {
    get: local.get,
    subscribe: local.subscribe,
    update: change,
    reset: (...keys) => change(withoutKeys(keys)),
    setOwner(next) {
      if (next === owner) {
        // Nobody signed in, yet a person's copy is here: the page of their sign-out was gone
        // before it could forget it. The next person starts from the app's defaults.
        if (next === undefined && readOwner() !== undefined) {
          local.reset();
          writeOwner(undefined);
        }
        return;
      }
      const previous = owner;
      owner = next;
      version = undefined;
      pending = [];
      clearTimeout(timer);
      loading?.abort();
      if (next === undefined) {
        // Signed out: the next person at this browser starts from the app's defaults.
        if (previous !== undefined) {
          local.reset();
          writeOwner(undefined);
        }
        return;
      }
      if (readOwner() !== undefined && readOwner() !== next) local.reset();
      writeOwner(next);
      void load();
    },
  };
}
