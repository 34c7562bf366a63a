import { useLocalStorage } from '@mantine/hooks';
import { useCallback, useMemo } from 'react';
import {
  defaultLayoutSettings,
  type LayoutSettings,
  layoutSettingsStorageKey,
  parseLayoutSettings,
} from '../../core/layout/layout-settings.js';

export interface UseLayoutSettingsResult {
  /** The app's defaults with the person's choices over them. */
  settings: LayoutSettings;
  /** Changes some settings and remembers them. */
  update(changes: Partial<LayoutSettings>): void;
  /** Forgets the person's choices: the app's defaults apply again. */
  reset(): void;
}

/**
 * Layout settings persisted in local storage (in step across tabs). Only what the person
 * changed is stored, so a later change of the app's defaults still reaches everything else.
 */
export function useLayoutSettings(
  defaults: Partial<LayoutSettings> = {},
  storageKey: string = layoutSettingsStorageKey,
): UseLayoutSettingsResult {
  const [stored, setStored, removeStored] = useLocalStorage<Partial<LayoutSettings>>({
    key: storageKey,
    defaultValue: {},
    getInitialValueInEffect: false,
    deserialize: (raw) => {
      try {
        return raw === undefined ? {} : parseLayoutSettings(JSON.parse(raw));
      } catch {
        return {};
      }
    },
  });

  const settings = useMemo(
    () => ({ ...defaultLayoutSettings, ...defaults, ...stored }),
    [defaults, stored],
  );
  const update = useCallback(
    (changes: Partial<LayoutSettings>) => setStored((current) => ({ ...current, ...changes })),
    [setStored],
  );
  return { settings, update, reset: removeStored };
}
