import {
  MantineProvider,
  type MantineThemeOverride,
  type NotificationProps,
  type PasswordInputProps,
  useComputedColorScheme,
  useMantineColorScheme,
} from '@mantine/core';
import { useNotifications } from '@mantine/notifications';
import { lazy, type ReactNode, Suspense, useEffect, useMemo } from 'react';
import { useOptionalI18n } from '../../core/i18n/i18n-context.js';
import { usePreference, usePreferencesStore } from '../../core/preferences/PreferencesProvider.js';
import {
  type PrimaryColor,
  PrimaryColorContext,
  type PrimaryColorControls,
} from '../../core/theme/primary-color.js';
import type { ThemeMode } from '../../core/theme/theme-script.js';
import { usePageLoaded } from '../../hooks/use-page-loaded/use-page-loaded.js';
import { preferencesColorSchemeManager } from './color-scheme-manager.js';
import { readableColors } from './readable-colors.js';
import { createAdminTheme } from './theme.js';

const Notifications = lazy(() =>
  import('./toast-container.js').then((module) => ({ default: module.Notifications })),
);

/**
 * The toast container and its transition library load once the page has loaded, so they do
 * not compete with the first page's own code; a toast shown earlier loads them at once.
 */
function DeferredNotifications() {
  const pageLoaded = usePageLoaded();
  const { notifications, queue } = useNotifications();
  if (!pageLoaded && notifications.length === 0 && queue.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Notifications position="top-right" />
    </Suspense>
  );
}

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
  const store = usePreferencesStore();
  const primaryColor = usePreference((preferences) => preferences.primaryColor) ?? fallback;
  return useMemo(
    () => ({
      primaryColor,
      setPrimaryColor: (color) => store.update((current) => ({ ...current, primaryColor: color })),
    }),
    [primaryColor, store],
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
 * Mantine with the shell's theme and the person's light/dark/auto mode and primary colour,
 * both kept in the preferences; dark adds the class `dark` on `<html>`. Pair it with
 * `themeScript` in `index.html` so a reload never flashes the wrong theme. Mounts the toasts.
 * Needs the preferences store around it (`AdminApp` provides it).
 */
export function AdminThemeProvider({
  children,
  defaultMode = 'light',
  theme,
  withNotifications = true,
  defaultPrimaryColor = 'brand',
}: AdminThemeProviderProps) {
  const primaryColor = usePersistedPrimaryColor(defaultPrimaryColor);
  // Icon buttons Mantine draws itself need a name in the page's language, when it is known:
  // toasts' close buttons, and password fields' show button (Mantine's own is English).
  const i18n = useOptionalI18n();
  const closeLabel = i18n?.t('app.close') ?? 'Close';
  const showPasswordLabel = i18n?.t('app.showPassword') ?? 'Show password';
  const resolvedTheme = useMemo(
    () =>
      createAdminTheme({
        ...theme,
        primaryColor: primaryColor.primaryColor,
        components: {
          // As plain objects: Notification.extend and PasswordInput.extend would bring the toast
          // and the field into every page.
          Notification: {
            defaultProps: {
              closeButtonProps: { 'aria-label': closeLabel },
            } satisfies NotificationProps,
          },
          PasswordInput: {
            defaultProps: {
              visibilityToggleButtonProps: { 'aria-label': showPasswordLabel },
            } satisfies PasswordInputProps,
          },
          ...theme?.components,
        },
      }),
    [theme, primaryColor.primaryColor, closeLabel, showPasswordLabel],
  );
  const store = usePreferencesStore();
  const manager = useMemo(
    () => preferencesColorSchemeManager(store, defaultMode),
    [store, defaultMode],
  );
  return (
    <MantineProvider
      theme={resolvedTheme}
      defaultColorScheme={defaultMode}
      colorSchemeManager={manager}
      cssVariablesResolver={readableColors}
    >
      <PrimaryColorContext.Provider value={primaryColor}>
        <DarkClassSync />
        {withNotifications && <DeferredNotifications />}
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
