import { type Locale, type ShellMessageKey, zhCN } from './messages.js';
import { enUS } from './messages-en-US.js';
import { zhCNRest } from './messages-zh-CN-rest.js';

/**
 * The shell's own messages in every language it speaks, all loaded at once: for an app that
 * writes its own I18nProvider over them. The shell's default i18n loads English only when a
 * person first needs it.
 */
export const shellMessages: Record<Locale, Record<ShellMessageKey, string>> = {
  'zh-CN': { ...zhCN, ...zhCNRest },
  'en-US': enUS,
};
