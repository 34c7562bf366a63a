import {
  localStorageColorSchemeManager,
  MantineProvider,
  type MantineThemeOverride,
  useComputedColorScheme,
  useMantineColorScheme,
} from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { type ReactNode, useEffect, useMemo } from 'react';
import { createAdminTheme } from './theme.js';
import { type ThemeMode, themeStorageKey } from './theme-script.js';

export interface AdminThemeProviderProps {
  children: ReactNode;
  /** Mode before the person picks one. Default `light`. */
  defaultMode?: ThemeMode;
  /** Changes to the shell's theme (see {@link createAdminTheme}). */
  theme?: MantineThemeOverride;
  /** Mount Mantine's notifications (toasts) here. Default true. */
  withNotifications?: boolean;
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
 */
export function AdminThemeProvider({
  children,
  defaultMode = 'light',
  theme,
  withNotifications = true,
}: AdminThemeProviderProps) {
  const resolvedTheme = useMemo(() => createAdminTheme(theme), [theme]);
  const manager = useMemo(() => localStorageColorSchemeManager({ key: themeStorageKey }), []);
  return (
    <MantineProvider
      theme={resolvedTheme}
      defaultColorScheme={defaultMode}
      colorSchemeManager={manager}
    >
      <DarkClassSync />
      {withNotifications && <Notifications position="top-right" />}
      {children}
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
