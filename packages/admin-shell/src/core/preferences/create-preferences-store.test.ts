// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { anotherTabWrites } from '../../../test/another-tab.js';
import type { PreferencesStorage } from '../contracts.js';
import { createPreferencesStore, memoryStorage } from './create-preferences-store.js';
import { parsePreferences, withTablePreferences } from './preferences.js';
import { preferencesStorageKey } from './storage-key.js';

afterEach(() => localStorage.clear());

describe('createPreferencesStore', () => {
  it('keeps every choice in one localStorage entry, and starts from it', () => {
    const store = createPreferencesStore();
    store.update((current) => ({ ...current, themeMode: 'dark', locale: 'en-US' }));
    store.update((current) => withTablePreferences(current, 'users', () => ({ pageSize: 20 })));
    expect(JSON.parse(localStorage.getItem(preferencesStorageKey) ?? '')).toEqual({
      themeMode: 'dark',
      locale: 'en-US',
      tables: { users: { pageSize: 20 } },
    });
    expect(createPreferencesStore().get()).toEqual(store.get());
  });

  it('forgets the named choices, or all of them, and removes the entry when nothing is left', () => {
    const store = createPreferencesStore();
    store.update(() => ({ themeMode: 'dark', primaryColor: 'green', locale: 'en-US' }));
    store.reset('themeMode', 'primaryColor');
    expect(store.get()).toEqual({ locale: 'en-US' });
    store.reset();
    expect(store.get()).toEqual({});
    expect(localStorage.getItem(preferencesStorageKey)).toBeNull();
  });

  it('tells its listeners of each change, and of changes made in another tab', () => {
    const store = createPreferencesStore();
    const listener = vi.fn();
    const stop = store.subscribe(listener);
    store.update((current) => ({ ...current, locale: 'en-US' }));
    expect(listener).toHaveBeenCalledTimes(1);

    anotherTabWrites(JSON.stringify({ locale: 'zh-CN', themeMode: 'auto' }));
    expect(listener).toHaveBeenCalledTimes(2);
    expect(store.get()).toEqual({ locale: 'zh-CN', themeMode: 'auto' });

    // Another tab clearing the whole storage.
    anotherTabWrites(null, null);
    expect(store.get()).toEqual({});
    anotherTabWrites('{}', 'some-other-key');
    expect(listener).toHaveBeenCalledTimes(3);

    stop();
    store.update((current) => ({ ...current, locale: 'en-US' }));
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it('keeps the same object until a choice changes, as useSyncExternalStore needs', () => {
    const store = createPreferencesStore();
    const before = store.get();
    expect(store.get()).toBe(before);
    store.update((current) => ({ ...current, locale: 'en-US' }));
    expect(store.get()).not.toBe(before);
  });

  it('takes any Web Storage, and a custom key', () => {
    const storage = memoryStorage();
    const store = createPreferencesStore({ storage, key: 'my-app' });
    store.update(() => ({ primaryColor: 'teal' }));
    expect(storage.getItem('my-app')).toBe('{"primaryColor":"teal"}');
    expect(localStorage.length).toBe(0);
  });

  it('still holds choices for the page when the storage refuses them', () => {
    const storage: PreferencesStorage = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    const store = createPreferencesStore({ storage });
    store.update(() => ({ themeMode: 'dark' }));
    expect(store.get()).toEqual({ themeMode: 'dark' });
  });
});

describe('parsePreferences', () => {
  it('keeps the valid choices of a stored value and drops the rest', () => {
    expect(
      parsePreferences({
        layout: { layout: 'top', navTheme: 'purple' },
        themeMode: 'sepia',
        primaryColor: 'green',
        locale: 'fr-FR',
        tables: {
          users: { columns: { order: ['id', 'id'], hidden: [1] }, density: 'huge', pageSize: 20 },
          articles: 'compact',
          books: { pageSize: -5 },
        },
        extra: true,
      }),
    ).toEqual({
      layout: { layout: 'top' },
      primaryColor: 'green',
      tables: { users: { columns: { order: ['id'], hidden: [] }, pageSize: 20 }, books: {} },
    });
    for (const junk of [null, 'dark', 42, []]) expect(parsePreferences(junk)).toEqual({});
  });

  it('starts from nothing when the stored text is not JSON', () => {
    localStorage.setItem(preferencesStorageKey, '{"themeMode": ');
    expect(createPreferencesStore().get()).toEqual({});
  });
});
