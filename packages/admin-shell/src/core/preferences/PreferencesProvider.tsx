import { createContext, type ReactNode, useContext, useState, useSyncExternalStore } from 'react';
import type { PreferencesStore } from '../contracts.js';
import { createPreferencesStore } from './create-preferences-store.js';
import type { Preferences } from './preferences.js';

const PreferencesContext = createContext<PreferencesStore | null>(null);

/** Hands the app's preferences store (by default one on `localStorage`) to the shell. */
export function PreferencesProvider(props: {
  store?: PreferencesStore | undefined;
  children: ReactNode;
}) {
  const [defaultStore] = useState(() => props.store ?? createPreferencesStore());
  return (
    <PreferencesContext.Provider value={props.store ?? defaultStore}>
      {props.children}
    </PreferencesContext.Provider>
  );
}

/** The preferences store; throws outside `AdminApp`. */
export function usePreferencesStore(): PreferencesStore {
  const store = useContext(PreferencesContext);
  if (!store) throw new Error('usePreferences must be used inside <AdminApp>');
  return store;
}

/**
 * The person's choices and the store that changes them; re-renders on every change, this
 * tab's or another's.
 *
 * @example
 * const { preferences, store } = usePreferences();
 * store.update((current) => ({ ...current, locale: 'en-US' }));
 */
export function usePreferences(): { preferences: Preferences; store: PreferencesStore } {
  const store = usePreferencesStore();
  const preferences = useSyncExternalStore(store.subscribe, store.get, store.get);
  return { preferences, store };
}
