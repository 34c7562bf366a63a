import {
  localStorageColorSchemeManager,
  MantineProvider,
  type MantineThemeOverride,
  useComputedColorScheme,
  useMantineColorScheme,
} from '@mantine/core';
import { useLocalStorage } from '@mantine/hooks';
import { lazy, type ReactNode, Suspense, useEffect, useMemo } from 'react';
import {
  isPrimaryColor,
  type PrimaryColor,
  PrimaryColorContext,
  type PrimaryColorControls,
  primaryColorStorageKey,
} from './primary-color.js';
import { createAdminTheme } from './theme.js';
import { type ThemeMode, themeStorageKey } from './theme-script.js';

// The toast container (and its transition library) loads after the first paint: toasts shown
// before it arrives wait in Mantine's store, and the first page's bundle stays smaller.
const Notifications = lazy(() =>
  import('@mantine/notifications').then((module) => ({ default: module.Notifications })),
);

export interface AdminThemeProviderProps {
  children: ReactNode;
  /** Mode before the person picks one. Default `light`. */
  defaultMode?: ThemeMode;
  /** Changes to the shell's theme (see {@link createAdminTheme}). */
  theme?: MantineThemeOverride;
  /** Mount Mantine's notifications (toasts) here. Default true. */
  withNotifications?: boolean;
  /** Primary colour before the person picks one in the settings drawer. Default `'brand'`. */
  defaultPrimaryColor?: PrimaryColor;
}

function usePersistedPrimaryColor(fallback: PrimaryColor): PrimaryColorControls {
  const [stored, setStored, removeStored] = useLocalStorage<PrimaryColor | null>({
    key: primaryColorStorageKey,
    defaultValue: null,
    getInitialValueInEffect: false,
    // Stored as the bare name; anything else (a hand edit, a removed preset) means "not set".
    serialize: (value) => value ?? '',
    deserialize: (raw) => (isPrimaryColor(raw) ? raw : null),
  });
  return useMemo(
    () => ({
      primaryColor: stored ?? fallback,
      setPrimaryColor: setStored,
      resetPrimaryColor: removeStored,
    }),
    [stored, fallback, setStored, removeStored],
  );
}

/** Keeps the `dark` class on `<html>` in step with the colour scheme in use. */
function DarkClassSync() {
  const scheme = useComputedColorScheme('light', { getInitialValueInEffect: false });
  useEffect(() => {
    document.documentElement.classList.toggle('dark', scheme === 'dark');
  }, [scheme]);
  return null;
}

/**
 * Mantine with the shell's theme and a persisted light/dark/auto mode; dark adds the class
 * `dark` on `<html>`. Pair it with {@link themeScript} in `index.html` so a reload never
 * flashes the wrong theme. Mounts the notifications the API client's errors are shown in.
 * The primary colour can be switched live ({@link usePrimaryColor}) and persists.
 */
export function AdminThemeProvider({
  children,
  defaultMode = 'light',
  theme,
  withNotifications = true,
  defaultPrimaryColor = 'brand',
}: AdminThemeProviderProps) {
  const primaryColor = usePersistedPrimaryColor(defaultPrimaryColor);
  const resolvedTheme = useMemo(
    () => createAdminTheme({ ...theme, primaryColor: primaryColor.primaryColor }),
    [theme, primaryColor.primaryColor],
  );
  const manager = useMemo(() => localStorageColorSchemeManager({ key: themeStorageKey }), []);
  return (
    <MantineProvider
      theme={resolvedTheme}
      defaultColorScheme={defaultMode}
      colorSchemeManager={manager}
    >
      <PrimaryColorContext.Provider value={primaryColor}>
        <DarkClassSync />
        {withNotifications && (
          <Suspense fallback={null}>
            <Notifications position="top-right" />
          </Suspense>
        )}
        {children}
      </PrimaryColorContext.Provider>
    </MantineProvider>
  );
}

export interface ThemeModeControls {
  /** What the person chose. */
  mode: ThemeMode;
  /** What is shown now: `auto` resolved through the system preference. */
  resolved: 'light' | 'dark';
  setMode(mode: ThemeMode): void;
}

/** The theme mode and its setter; the choice persists across reloads. */
export function useThemeMode(): ThemeModeControls {
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  const resolved = useComputedColorScheme('light', { getInitialValueInEffect: false });
  return { mode: colorScheme, resolved, setMode: setColorScheme };
}
