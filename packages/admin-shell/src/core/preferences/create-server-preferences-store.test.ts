// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RequestError } from '../client/errors.js';
import type { PreferencesRemote, StoredPreferences } from '../contracts.js';
import { ConflictError } from '../data/data-errors.js';
import { memoryStorage } from './create-preferences-store.js';
import { createServerPreferencesStore } from './create-server-preferences-store.js';
import type { Preferences } from './preferences.js';
import { preferencesStorageKey } from './storage-key.js';

/** A server keeping one person's preferences, refusing a stale version as the API does. */
function serverHolding(value?: Preferences) {
  let stored: StoredPreferences = value ? { value, version: 1 } : { value: {}, version: 0 };
  const remote = {
    load: vi.fn<PreferencesRemote['load']>(async () => stored),
    save: vi.fn<PreferencesRemote['save']>(async (params) => {
      if (params.version !== stored.version) throw new ConflictError(stored);
      stored = { value: structuredClone(params.value), version: params.version + 1 };
      return stored;
    }),
  };
  return {
    remote,
    stored: () => stored,
    /** Another browser of the same person saves. */
    savedElsewhere(next: Preferences) {
      stored = { value: next, version: stored.version + 1 };
    },
  };
}

/** A browser's storage, holding `preferences` (and whose they are) from an earlier visit. */
function browserHolding(preferences?: Preferences, owner?: string) {
  const storage = memoryStorage();
  if (preferences) storage.setItem(preferencesStorageKey, JSON.stringify(preferences));
  if (owner) storage.setItem(`${preferencesStorageKey}:owner`, owner);
  return storage;
}

/** Lets the store's loads and saves (promises, and the one-second wait) run. */
const settle = (ms = 0) => vi.advanceTimersByTimeAsync(ms);

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('createServerPreferencesStore', () => {
  it('shows the choices this browser holds at once, before asking the server', () => {
    const server = serverHolding({ themeMode: 'light' });
    const store = createServerPreferencesStore({
      remote: server.remote,
      storage: browserHolding({ themeMode: 'dark' }, 'ada'),
    });
    expect(store.get()).toEqual({ themeMode: 'dark' });
    expect(server.remote.load).not.toHaveBeenCalled();
  });

  it('loads the person’s stored choices once they sign in, over the browser’s copy', async () => {
    const server = serverHolding({ themeMode: 'dark', locale: 'en-US' });
    const storage = browserHolding({ themeMode: 'light' }, 'ada');
    const store = createServerPreferencesStore({ remote: server.remote, storage });
    const listener = vi.fn();
    store.subscribe(listener);
    store.setOwner?.('ada');
    await settle();
    expect(store.get()).toEqual({ themeMode: 'dark', locale: 'en-US' });
    expect(listener).toHaveBeenCalled();
    // The copy the theme script reads at the next load is theirs too.
    expect(JSON.parse(storage.getItem(preferencesStorageKey) ?? '')).toEqual(store.get());
    expect(server.remote.save).not.toHaveBeenCalled();
  });

  it('saves the changes a second after the last one, as one save with the version read', async () => {
    const server = serverHolding({ themeMode: 'dark' });
    const store = createServerPreferencesStore({ remote: server.remote, storage: memoryStorage() });
    store.setOwner?.('ada');
    await settle();
    store.update((current) => ({ ...current, locale: 'en-US' }));
    await settle(600);
    store.update((current) => ({ ...current, primaryColor: 'teal' }));
    await settle(600);
    expect(server.remote.save).not.toHaveBeenCalled();
    await settle(400);
    expect(server.remote.save).toHaveBeenCalledTimes(1);
    expect(server.stored()).toEqual({
      value: { themeMode: 'dark', locale: 'en-US', primaryColor: 'teal' },
      version: 2,
    });
    store.reset('primaryColor');
    await settle(1000);
    expect(server.stored()).toEqual({ value: { themeMode: 'dark', locale: 'en-US' }, version: 3 });
  });

  it('re-applies its change on what another browser saved meanwhile, and saves again', async () => {
    const server = serverHolding({ themeMode: 'dark' });
    const store = createServerPreferencesStore({ remote: server.remote, storage: memoryStorage() });
    store.setOwner?.('ada');
    await settle();
    server.savedElsewhere({ themeMode: 'dark', primaryColor: 'grape' });
    store.update((current) => ({ ...current, locale: 'en-US' }));
    await settle(1000);
    expect(server.remote.save).toHaveBeenCalledTimes(2);
    expect(server.stored()).toEqual({
      value: { themeMode: 'dark', primaryColor: 'grape', locale: 'en-US' },
      version: 3,
    });
    expect(store.get()).toEqual(server.stored().value);
  });

  it('keeps the choices when the server fails, and saves them when it answers again', async () => {
    const server = serverHolding({ themeMode: 'dark' });
    const store = createServerPreferencesStore({
      remote: server.remote,
      storage: memoryStorage(),
      retryDelayMs: 5000,
    });
    store.setOwner?.('ada');
    await settle();
    server.remote.save.mockRejectedValueOnce(new RequestError('offline', undefined, undefined));
    store.update((current) => ({ ...current, locale: 'en-US' }));
    await settle(1000);
    expect(store.get()).toEqual({ themeMode: 'dark', locale: 'en-US' });
    expect(server.stored().version).toBe(1);
    await settle(5000);
    expect(server.stored()).toEqual({ value: { themeMode: 'dark', locale: 'en-US' }, version: 2 });
  });

  it('keeps working from the browser’s copy when the first load fails', async () => {
    const server = serverHolding({ themeMode: 'dark' });
    server.remote.load.mockRejectedValueOnce(new RequestError('offline', undefined, undefined));
    const store = createServerPreferencesStore({
      remote: server.remote,
      storage: browserHolding({ locale: 'en-US' }, 'ada'),
    });
    store.setOwner?.('ada');
    await settle();
    expect(store.get()).toEqual({ locale: 'en-US' });
    // The next change asks again before saving, and re-applies itself on what is stored.
    store.update((current) => ({ ...current, primaryColor: 'teal' }));
    await settle(1000);
    await settle(10);
    expect(server.stored()).toEqual({
      value: { themeMode: 'dark', primaryColor: 'teal' },
      version: 2,
    });
  });

  it('gives up a save the server refuses for good, keeping the choice in the browser', async () => {
    const server = serverHolding({ themeMode: 'dark' });
    server.remote.save.mockRejectedValue(new RequestError('too large', 400, undefined));
    const store = createServerPreferencesStore({ remote: server.remote, storage: memoryStorage() });
    store.setOwner?.('ada');
    await settle();
    store.update((current) => ({ ...current, locale: 'en-US' }));
    await settle(60_000);
    expect(server.remote.save).toHaveBeenCalledTimes(1);
    expect(store.get()).toEqual({ themeMode: 'dark', locale: 'en-US' });
  });

  it('stores what the browser holds for a person who has nothing stored yet', async () => {
    const server = serverHolding();
    const store = createServerPreferencesStore({
      remote: server.remote,
      storage: browserHolding({ themeMode: 'dark' }),
    });
    store.setOwner?.('ada');
    await settle();
    expect(server.stored()).toEqual({ value: { themeMode: 'dark' }, version: 1 });
  });

  it('keeps a change made while the person’s choices load, over them', async () => {
    const server = serverHolding({ themeMode: 'dark', locale: 'zh-CN' });
    const store = createServerPreferencesStore({ remote: server.remote, storage: memoryStorage() });
    store.setOwner?.('ada');
    store.update((current) => ({ ...current, locale: 'en-US' }));
    await settle();
    expect(store.get()).toEqual({ themeMode: 'dark', locale: 'en-US' });
    await settle(1000);
    expect(server.stored().value).toEqual({ themeMode: 'dark', locale: 'en-US' });
  });

  it('forgets the person’s choices at sign-out, so the next person starts afresh', async () => {
    const ada = serverHolding({ themeMode: 'dark', locale: 'en-US' });
    const storage = memoryStorage();
    const store = createServerPreferencesStore({ remote: ada.remote, storage });
    store.setOwner?.('ada');
    await settle();
    expect(store.get()).toEqual({ themeMode: 'dark', locale: 'en-US' });
    store.setOwner?.(undefined);
    expect(store.get()).toEqual({});
    expect(storage.getItem(preferencesStorageKey)).toBeNull();
  });

  it('never loads nor stores for the next person a copy someone else left', async () => {
    const bob = serverHolding();
    const store = createServerPreferencesStore({
      remote: bob.remote,
      // Ada closed the browser without signing out.
      storage: browserHolding({ themeMode: 'dark', locale: 'en-US' }, 'ada'),
    });
    store.setOwner?.('bob');
    await settle(1000);
    expect(store.get()).toEqual({});
    expect(bob.remote.save).not.toHaveBeenCalled();
  });

  it('forgets a copy the last person left when the page starts with nobody signed in', () => {
    // Their sign-out left the page before it could forget it.
    const server = serverHolding();
    const storage = browserHolding({ themeMode: 'dark', locale: 'en-US' }, 'ada');
    const store = createServerPreferencesStore({ remote: server.remote, storage });
    store.setOwner?.(undefined);
    expect(store.get()).toEqual({});
    expect(storage.getItem(preferencesStorageKey)).toBeNull();
    expect(storage.getItem(`${preferencesStorageKey}:owner`)).toBeNull();
  });

  it('keeps what a visitor chose before signing in', () => {
    const server = serverHolding();
    const store = createServerPreferencesStore({
      remote: server.remote,
      storage: browserHolding({ locale: 'en-US' }),
    });
    store.setOwner?.(undefined);
    expect(store.get()).toEqual({ locale: 'en-US' });
  });

  it('keeps changes made while nobody is signed in in the browser only', async () => {
    const server = serverHolding({ themeMode: 'dark' });
    const store = createServerPreferencesStore({ remote: server.remote, storage: memoryStorage() });
    store.update(() => ({ locale: 'en-US' }));
    await settle(1000);
    expect(store.get()).toEqual({ locale: 'en-US' });
    expect(server.remote.save).not.toHaveBeenCalled();
  });

  it('keeps a change the page left before saving, and saves it from the next page', async () => {
    const server = serverHolding({ layout: { navTheme: 'light' }, locale: 'zh-CN' });
    const storage = memoryStorage();
    const page = createServerPreferencesStore({ remote: server.remote, storage });
    page.setOwner?.('ada');
    await settle();
    page.update((current) => ({ ...current, layout: { ...current.layout, collapsed: true } }));
    // Reloaded within the second: the save never went. Meanwhile another browser saved.
    server.savedElsewhere({ layout: { navTheme: 'dark' }, locale: 'en-US' });
    const next = createServerPreferencesStore({ remote: server.remote, storage });
    next.setOwner?.('ada');
    await settle();
    const expected = { layout: { navTheme: 'dark', collapsed: true }, locale: 'en-US' };
    expect(next.get()).toEqual(expected);
    expect(server.stored()).toEqual({ value: expected, version: 3 });
    // Saved: a third page has nothing of its own to lay over what the server holds.
    server.savedElsewhere({ locale: 'zh-CN' });
    const third = createServerPreferencesStore({ remote: server.remote, storage });
    third.setOwner?.('ada');
    await settle(1000);
    expect(third.get()).toEqual({ locale: 'zh-CN' });
  });

  it('saves a change when the browser’s storage refuses to keep anything more', async () => {
    const server = serverHolding({ themeMode: 'dark' });
    const full = memoryStorage();
    const store = createServerPreferencesStore({
      remote: server.remote,
      storage: {
        ...full,
        setItem: () => {
          throw new DOMException('full', 'QuotaExceededError');
        },
      },
    });
    store.setOwner?.('ada');
    await settle();
    store.update((current) => ({ ...current, locale: 'en-US' }));
    await settle(1000);
    expect(server.stored()).toEqual({ value: { themeMode: 'dark', locale: 'en-US' }, version: 2 });
  });

  it('saves a choice changed again while its save was on its way', async () => {
    const server = serverHolding({ themeMode: 'dark' });
    const store = createServerPreferencesStore({ remote: server.remote, storage: memoryStorage() });
    store.setOwner?.('ada');
    await settle();
    let answer: (() => void) | undefined;
    const save = server.remote.save.getMockImplementation();
    server.remote.save.mockImplementationOnce(async (params) => {
      await new Promise<void>((resolve) => {
        answer = resolve;
      });
      return (await save?.(params)) as StoredPreferences;
    });
    store.update((current) => ({ ...current, locale: 'en-US' }));
    await settle(1000);
    store.update((current) => ({ ...current, locale: 'zh-CN' }));
    answer?.();
    await settle(1000);
    expect(server.stored().value).toEqual({ themeMode: 'dark', locale: 'zh-CN' });
  });

  it('never saves for the next person what the last one left unsaved', async () => {
    const ada = serverHolding({ themeMode: 'dark' });
    const storage = memoryStorage();
    const page = createServerPreferencesStore({ remote: ada.remote, storage });
    page.setOwner?.('ada');
    await settle();
    page.update((current) => ({ ...current, locale: 'en-US' }));
    // The browser closed within the second; Bob signs in at it next.
    const bob = serverHolding({ themeMode: 'light' });
    const next = createServerPreferencesStore({ remote: bob.remote, storage });
    next.setOwner?.('bob');
    await settle(1000);
    expect(next.get()).toEqual({ themeMode: 'light' });
    expect(bob.remote.save).not.toHaveBeenCalled();
  });

  it('saves what waits at once when the tab is hidden, as it may be closed next', async () => {
    const server = serverHolding({ themeMode: 'dark' });
    const store = createServerPreferencesStore({ remote: server.remote, storage: memoryStorage() });
    store.setOwner?.('ada');
    await settle();
    store.update((current) => ({ ...current, locale: 'en-US' }));
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    visibility.mockRestore();
    await settle();
    expect(server.stored().value).toEqual({ themeMode: 'dark', locale: 'en-US' });
  });
});
