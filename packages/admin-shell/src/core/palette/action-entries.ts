import type { ShellMessageKey } from '../i18n/messages.js';
import { type Locale, languageNames, locales } from '../i18n/messages.js';
import { shellMessages } from '../i18n/shell-messages.js';
import { formatMessage, type MessageParams } from '../i18n/translate.js';
import type { LayoutMode } from '../layout/layout-settings.js';
import type { ThemeMode } from '../theme/theme-script.js';
import type { PaletteEntry } from './types.js';

/** What the actions read and change. */
export interface ActionEnvironment {
  /** A shell message in the current language. */
  t(key: ShellMessageKey, params?: MessageParams): string;
  themeMode: ThemeMode;
  setThemeMode(mode: ThemeMode): void;
  locale: Locale;
  setLocale(locale: Locale): void;
  layout: LayoutMode;
  setLayout(layout: LayoutMode): void;
  logout(): void;
}

const themeModes: readonly ThemeMode[] = ['light', 'dark', 'auto'];
const layoutModes: readonly LayoutMode[] = ['side', 'top', 'mix'];

/** A setting's label (主题模式：暗色), in every language: found whichever one is typed. */
function settingWords(name: ShellMessageKey, value: ShellMessageKey | string): string[] {
  return locales.map((locale) => {
    const messages = shellMessages[locale];
    const text = value in messages ? messages[value as ShellMessageKey] : value;
    return formatMessage(messages['palette.setting'], { name: messages[name], value: text });
  });
}

/**
 * The actions: each theme mode, language and layout, and signing out. The choice in force is
 * marked current; choosing it again changes nothing.
 */
export function actionEntries(env: ActionEnvironment): PaletteEntry[] {
  const setting = (name: ShellMessageKey, value: string) =>
    env.t('palette.setting', { name: env.t(name), value });
  return [
    ...themeModes.map((mode) => ({
      id: `action:theme:${mode}`,
      label: setting('settings.themeMode', env.t(`theme.${mode}`)),
      keywords: settingWords('settings.themeMode', `theme.${mode}`),
      current: env.themeMode === mode,
      run: () => env.setThemeMode(mode),
    })),
    ...locales.map((locale) => ({
      id: `action:locale:${locale}`,
      label: setting('locale.switch', languageNames[locale]),
      keywords: settingWords('locale.switch', languageNames[locale]),
      current: env.locale === locale,
      run: () => env.setLocale(locale),
    })),
    ...layoutModes.map((layout) => ({
      id: `action:layout:${layout}`,
      label: setting('settings.layout', env.t(`settings.layout.${layout}`)),
      keywords: settingWords('settings.layout', `settings.layout.${layout}`),
      current: env.layout === layout,
      run: () => env.setLayout(layout),
    })),
    {
      id: 'action:logout',
      label: env.t('user.logout'),
      keywords: locales.map((locale) => shellMessages[locale]['user.logout']),
      run: env.logout,
    },
  ];
}
