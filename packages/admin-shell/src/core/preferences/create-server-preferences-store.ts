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
import {
  type ChoicePath,
  changedChoices,
  parseChoicePaths,
  sameChoice,
  withChoicesFrom,
} from './unsaved-choices.js';

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
 * choices are loaded and win over the local copy, except the ones changed here and not saved
 * yet. Each change is saved a second after the last one, with the version read (a change saved
 * meanwhile elsewhere is read again and this browser's unsaved choices laid over it). Which
 * choices wait to be saved is kept beside the local copy, so a reload or a closed tab within that
 * second, or a server that fails, loses nothing: the next page of the same person saves them. At
 * sign-out the local copy is forgotten, and a copy left by someone else is never loaded for the
 * next person.
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
  // The owner's choices changed in this browser and not saved yet. In the storage, not in this
  // page's memory: the page may be reloaded or closed before they are saved.
  const unsavedKey = `${key}:unsaved`;

  let owner: string | undefined;
  /** The unsaved choices while the storage refuses to keep them (it is full, say). */
  let unsavedHere: ChoicePath[] | undefined;
  /** The version stored for the owner; undefined until their preferences are loaded. */
  let version: number | undefined;
  let loading: AbortController | undefined;
  let saving: Promise<void> | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;

  function read(name: string): string | undefined {
    try {
      return storage.getItem(name) ?? undefined;
    } catch {
      return undefined;
    }
  }

  /** Whether the storage took the value. */
  function write(name: string, value: string | undefined): boolean {
    try {
      if (value === undefined) storage.removeItem(name);
      else storage.setItem(name, value);
      return true;
    } catch {
      // A refused storage keeps no copy to mistake for someone else's.
      return false;
    }
  }

  function unsaved(): ChoicePath[] {
    if (unsavedHere) return unsavedHere;
    try {
      return parseChoicePaths(JSON.parse(read(unsavedKey) ?? '[]'));
    } catch {
      return [];
    }
  }

  function setUnsaved(paths: readonly ChoicePath[]) {
    const kept = write(unsavedKey, paths.length > 0 ? JSON.stringify(paths) : undefined);
    // Refused, they wait in this page's memory: saved while it is open, if not after a reload.
    unsavedHere = kept ? undefined : [...paths];
  }

  function markUnsaved(paths: readonly ChoicePath[]) {
    const known = unsaved();
    const named = new Set(known.map((path) => JSON.stringify(path)));
    setUnsaved([...known, ...paths.filter((path) => !named.has(JSON.stringify(path)))]);
  }

  function schedule(delay: number) {
    clearTimeout(timer);
    timer = setTimeout(() => void flush(), delay);
  }

  /** The stored choices, with this browser's unsaved ones laid over them. */
  function replaceLocal(stored: unknown) {
    const base = parsePreferences(stored);
    local.update((current) => withChoicesFrom(base, current, unsaved()));
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
      if (!controller.signal.aborted && unsaved().length > 0 && isRetryableError(error)) {
        schedule(retryDelayMs);
      }
      return;
    } finally {
      if (loading === controller) loading = undefined;
    }
    if (controller.signal.aborted) return;
    version = stored.version;
    if (stored.version > 0) replaceLocal(stored.value);
    else if (unsaved().length === 0) {
      // Nothing stored yet: what this browser holds (chosen before signing in) becomes theirs.
      markUnsaved(changedChoices({}, local.get()));
    }
    if (unsaved().length > 0) schedule(0);
  }

  async function save(attempt: number): Promise<void> {
    const sent = unsaved();
    if (owner === undefined || sent.length === 0) return;
    if (version === undefined) {
      // Not loaded yet (it failed): load first; the load then saves what it laid over.
      await load();
      return;
    }
    const savedFor = owner;
    const value = local.get();
    try {
      const stored = await remote.save({ value, version });
      if (owner !== savedFor) return;
      version = stored.version;
      // A choice changed again while this save was on its way still waits.
      const now = local.get();
      const saved = new Set(
        sent.filter((path) => sameChoice(value, now, path)).map((path) => JSON.stringify(path)),
      );
      setUnsaved(unsaved().filter((path) => !saved.has(JSON.stringify(path))));
      if (unsaved().length > 0) schedule(saveDelayMs);
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
      else setUnsaved([]);
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
    const before = local.get();
    local.update(next);
    if (owner === undefined) return;
    const paths = changedChoices(before, local.get());
    if (paths.length === 0) return;
    markUnsaved(paths);
    schedule(saveDelayMs);
  }

  // A tab being hidden may be closed next: save what waits rather than leave it for later.
  if (typeof document !== 'undefined') {
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden' && owner !== undefined && unsaved().length > 0) {
        void flush();
      }
    });
  }

  /** The local copy is nobody's now: the next person at this browser starts from the defaults. */
  function forgetLocal() {
    local.reset();
    write(ownerKey, undefined);
    setUnsaved([]);
  }

  return {
    get: local.get,
    subscribe: local.subscribe,
    update: change,
    reset: (...keys) => change(withoutKeys(keys)),
    setOwner(next) {
      if (next === owner) {
        // Nobody signed in, yet a person's copy is here: the page of their sign-out was gone
        // before it could forget it.
        if (next === undefined && read(ownerKey) !== undefined) forgetLocal();
        return;
      }
      const previous = owner;
      owner = next;
      version = undefined;
      clearTimeout(timer);
      loading?.abort();
      if (next === undefined) {
        if (previous !== undefined) forgetLocal();
        return;
      }
      const holder = read(ownerKey);
      // Someone else's copy, or no one's: nothing in it waits to be saved for this person.
      if (holder !== next) {
        if (holder !== undefined) local.reset();
        setUnsaved([]);
      }
      write(ownerKey, next);
      void load();
    },
  };
}
