import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '../packages/admin-shell/src/styles.css';
import type { Decorator, Preview } from '@storybook/react-vite';
import {
  AdminThemeProvider,
  I18nProvider,
  type Locale,
  type ThemeMode,
} from '../packages/admin-shell/src/index.js';
import { ThemeModeSync } from './theme-mode-sync.js';

/** Every story sits in the shell's providers, in the theme and language picked in the toolbar. */
const withShell: Decorator = (Story, context) => {
  const mode = context.globals.theme as ThemeMode;
  const locale = context.globals.locale as Locale;
  return (
    <I18nProvider key={locale} defaultLocale={locale}>
      <AdminThemeProvider defaultMode={mode}>
        <ThemeModeSync mode={mode} />
        <Story />
      </AdminThemeProvider>
    </I18nProvider>
  );
};

const preview: Preview = {
  decorators: [withShell],
  globalTypes: {
    theme: {
      description: 'Theme',
      toolbar: { icon: 'mirror', items: ['light', 'dark'], dynamicTitle: true },
    },
    locale: {
      description: 'Language',
      toolbar: { icon: 'globe', items: ['zh-CN', 'en-US'], dynamicTitle: true },
    },
  },
  initialGlobals: { theme: 'light', locale: 'zh-CN' },
};

export default preview;
