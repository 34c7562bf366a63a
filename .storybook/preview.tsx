// The shell's one stylesheet, as an app imports it: Mantine's CSS for the shell's components too.
import '../packages/admin-shell/src/styles.css';
import type { Decorator, Preview } from '@storybook/react-vite';
// The providers AdminApp wires, taken from inside the package: a story needs no session.
import { I18nProvider } from '../packages/admin-shell/src/core/i18n/I18nProvider.js';
import type { Locale } from '../packages/admin-shell/src/core/i18n/messages.js';
import { AdminThemeProvider } from '../packages/admin-shell/src/core/theme/AdminThemeProvider.js';
import type { ThemeMode } from '../packages/admin-shell/src/core/theme/theme-script.js';
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
