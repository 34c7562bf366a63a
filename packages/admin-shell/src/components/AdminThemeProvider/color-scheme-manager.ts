import type { MantineColorSchemeManager } from '@mantine/core';
import type { PreferencesStore } from '../../core/contracts.js';
import type { ThemeMode } from '../../core/theme/theme-script.js';

/**
 * Mantine's colour scheme kept in the preferences, so a reset or another tab's switch reaches
 * it. Mantine writes back every update it hears, so a write that changes nothing is dropped,
 * and so is the default (choosing it is the same as not choosing).
 */
export function preferencesColorSchemeManager(
  store: PreferencesStore,
  defaultMode: ThemeMode,
): MantineColorSchemeManager {
  const current = () => store.get().themeMode ?? defaultMode;
  let unsubscribe: (() => void) | undefined;
  return {
    get: current,
    set(mode) {
      if (mode === current()) return;
      store.update((preferences) => ({ ...preferences, themeMode: mode }));
    },
    subscribe(onUpdate) {
      let heard = current();
      unsubscribe = store.subscribe(() => {
        const mode = current();
        if (mode === heard) return;
        heard = mode;
        onUpdate(mode);
      });
    },
    unsubscribe() {
      unsubscribe?.();
      unsubscribe = undefined;
    },
    clear: () => store.reset('themeMode'),
  };
}
