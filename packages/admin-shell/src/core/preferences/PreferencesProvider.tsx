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
 * tab's or another's. A component that reads one choice takes {@link usePreference} instead:
 * the tab bar saves the open tabs on every page change, and a component holding all the
 * choices would be drawn again each time.
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

/**
 * One of the person's choices, picked by `select`; re-renders only when what it picks changes
 * (`Object.is`), not when another choice does. Pick a stored value or compute a primitive: a
 * selector that builds a new object on each call never answers the same twice, which React
 * refuses as an endless loop.
 *
 * @example
 * const density = usePreference((preferences) => preferences.tables?.users?.density);
 */
export function usePreference<Selected>(select: (preferences: Preferences) => Selected): Selected {
  const store = usePreferencesStore();
  const selected = () => select(store.get());
  return useSyncExternalStore(store.subscribe, selected, selected);
}
