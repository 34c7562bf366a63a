import { useCallback, useMemo } from 'react';
import { defaultLayoutSettings, type LayoutSettings } from '../../core/layout/layout-settings.js';
import { usePreference, usePreferencesStore } from '../../core/preferences/PreferencesProvider.js';
import type { Preferences } from '../../core/preferences/preferences.js';

export interface UseLayoutSettingsResult {
  /** The app's defaults with the person's choices over them. */
  settings: LayoutSettings;
  /** Changes some settings and remembers them; a setting changed to `undefined` is forgotten. */
  update(changes: Partial<LayoutSettings>): void;
}

/** The preferences with the layout changes applied; those changed to `undefined` are dropped. */
function withLayoutChanges(
  preferences: Preferences,
  changes: Partial<LayoutSettings>,
): Preferences {
  const { layout: stored, ...others } = preferences;
  const layout: Record<string, unknown> = { ...stored, ...changes };
  for (const key of Object.keys(layout)) if (layout[key] === undefined) delete layout[key];
  return Object.keys(layout).length === 0 ? others : { ...others, layout };
}

/**
 * Layout settings from the preferences (in step across tabs). Only what the person changed is
 * stored, so a later change of the app's defaults still reaches everything else.
 */
export function useLayoutSettings(defaults: Partial<LayoutSettings> = {}): UseLayoutSettingsResult {
  const store = usePreferencesStore();
  const stored = usePreference((preferences) => preferences.layout);
  const settings = useMemo(
    () => ({ ...defaultLayoutSettings, ...defaults, ...stored }),
    [defaults, stored],
  );
  const update = useCallback(
    (changes: Partial<LayoutSettings>) =>
      store.update((current) => withLayoutChanges(current, changes)),
    [store],
  );
  return { settings, update };
}
