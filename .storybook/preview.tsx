// The shell's one stylesheet, as an app imports it: Mantine's CSS for the shell's components too.
import '../packages/admin-shell/src/styles.css';
import type { Decorator, Preview } from '@storybook/react-vite';
import { type ReactNode, use, useState } from 'react';
// The providers AdminApp wires, taken from inside the package: a story needs no session.
import { AdminThemeProvider } from '../packages/admin-shell/src/components/AdminThemeProvider/AdminThemeProvider.js';
import { createCatalogueI18n } from '../packages/admin-shell/src/core/i18n/catalogue-i18n.js';
import { I18nContextProvider } from '../packages/admin-shell/src/core/i18n/i18n-context.js';
import type { Locale } from '../packages/admin-shell/src/core/i18n/messages.js';
import {
  createPreferencesStore,
  memoryStorage,
} from '../packages/admin-shell/src/core/preferences/create-preferences-store.js';
import { PreferencesProvider } from '../packages/admin-shell/src/core/preferences/PreferencesProvider.js';
import type { ThemeMode } from '../packages/admin-shell/src/core/theme/theme-script.js';
import { ThemeModeSync } from './theme-mode-sync.js';

/** Preferences in memory, in the toolbar's language: a story starts from the app's defaults. */
function StoryPreferences({ locale, children }: { locale: Locale; children: ReactNode }) {
  const [services] = useState(() => {
    const preferences = createPreferencesStore({ storage: memoryStorage() });
    return { preferences, i18n: createCatalogueI18n({ preferences, defaultLocale: locale }) };
  });
  // Every word, as a signed-in page has them: the shell's Chinese beyond the sign-in page's loads.
  const rest = services.i18n.rest?.();
  if (rest) use(rest);
  return (
    <PreferencesProvider store={services.preferences}>
      <I18nContextProvider i18n={services.i18n}>{children}</I18nContextProvider>
    </PreferencesProvider>
  );
}

/** Every story sits in the shell's providers, in the theme and language picked in the toolbar. */
const withShell: Decorator = (Story, context) => {
  const mode = context.globals.theme as ThemeMode;
  const locale = context.globals.locale as Locale;
  return (
    <StoryPreferences key={locale} locale={locale}>
      <AdminThemeProvider defaultMode={mode}>
        <ThemeModeSync mode={mode} />
        <Story />
      </AdminThemeProvider>
    </StoryPreferences>
  );
};

const preview: Preview = {
  decorators: [withShell],
  tags: ['autodocs'],
  globalTypes: {
    theme: {
      description: 'Theme: light, dark, or auto (follows the system)',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
          { value: 'auto', title: 'Auto (system)', icon: 'mirror' },
        ],
        dynamicTitle: true,
      },
    },
    locale: {
      description: 'Language of the shell',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'zh-CN', title: '简体中文', right: 'zh-CN' },
          { value: 'en-US', title: 'English', right: 'en-US' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light', locale: 'zh-CN' },
  parameters: {
    controls: { expanded: true, sort: 'requiredFirst' },
    options: {
      storySort: {
        order: [
          'Introduction',
          'Layout',
          ['AdminLayout', 'SettingsDrawer', 'ThemeSwitch', 'LocaleSwitch'],
          'Data',
          'Feedback',
          'Access',
          'Theme',
        ],
      },
    },
  },
};

export default preview;
