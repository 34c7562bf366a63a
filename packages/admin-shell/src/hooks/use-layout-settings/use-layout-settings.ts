import { useCallback, useMemo } from 'react';
import { defaultLayoutSettings, type LayoutSettings } from '../../core/layout/layout-settings.js';
import { usePreferences } from '../../core/preferences/PreferencesProvider.js';

export interface UseLayoutSettingsResult {
  /** The app's defaults with the person's choices over them. */
  settings: LayoutSettings;
  /** Changes some settings and remembers them. */
  update(changes: Partial<LayoutSettings>): void;
}

/**
 * Layout settings from the preferences (in step across tabs). Only what the person changed is
 * stored, so a later change of the app's defaults still reaches everything else.
 */
export function useLayoutSettings(defaults: Partial<LayoutSettings> = {}): UseLayoutSettingsResult {
  const { preferences, store } = usePreferences();
  const stored = preferences.layout;
  const settings = useMemo(
    () => ({ ...defaultLayoutSettings, ...defaults, ...stored }),
    [defaults, stored],
  );
  const update = useCallback(
    (changes: Partial<LayoutSettings>) =>
      store.update((current) => ({ ...current, layout: { ...current.layout, ...changes } })),
    [store],
  );
  return { settings, update };
}
