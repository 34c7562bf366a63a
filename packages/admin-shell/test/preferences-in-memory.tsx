import type { ReactNode } from 'react';
import type { PreferencesStore } from '../src/core/contracts.js';
import {
  createPreferencesStore,
  memoryStorage,
} from '../src/core/preferences/create-preferences-store.js';
import { PreferencesProvider } from '../src/core/preferences/PreferencesProvider.js';

/** A preferences store of the test's own, and a wrapper that hands it to what is rendered. */
export function preferencesInMemory() {
  const store = createPreferencesStore({ storage: memoryStorage() });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <PreferencesProvider store={store}>{children}</PreferencesProvider>
  );
  return { store, wrapper };
}

/** What the tab bar writes on every page change: the open tabs, and nothing else. */
export function saveOpenTabs(store: PreferencesStore): void {
  store.update((current) => ({
    ...current,
    tabs: { owner: 'admin', activeKey: '/', tabs: [{ key: '/', href: '/', pinned: false }] },
  }));
}
