export {
  type AppCatalogue,
  type I18nContextValue,
  I18nProvider,
  type I18nProviderProps,
  localeStorageKey,
  type MessageKey,
  useI18n,
} from './I18nProvider.js';
export { type LocalText, useLocalText } from './local-text.js';
export {
  enUS,
  type Locale,
  locales,
  type ShellMessageKey,
  shellMessages,
  zhCN,
} from './messages.js';
export { formatMessage, type MessageParams } from './translate.js';
