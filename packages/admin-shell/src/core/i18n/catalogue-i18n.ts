import type { I18nProvider, PreferencesStore } from '../contracts.js';
import type { Register } from '../register.js';
import { type Locale, type ShellMessageKey, shellMessages } from './messages.js';
import { formatMessage } from './translate.js';

type AppMessages = Register extends { messages: infer M } ? M : Record<never, string>;
/** Every key `t()` accepts: the shell's and the app's registered ones. */
export type MessageKey = ShellMessageKey | Extract<keyof AppMessages, string>;
/** An app's catalogue: its own keys in every locale. */
export type AppCatalogue = Partial<Record<Locale, Partial<Record<MessageKey, string>>>>;

export interface CatalogueI18nOptions {
  /** Where the person's language is kept, beside their other choices. */
  preferences: PreferencesStore;
  /** The app's own messages, over the shell's. */
  messages?: AppCatalogue | undefined;
  /** Language before the person picks one. Default `zh-CN`. */
  defaultLocale?: Locale | undefined;
}

/**
 * The shell's own i18n: the shell's catalogue with the app's messages over it, the language
 * kept in the preferences (so other tabs follow a switch). A key missing from both reads as
 * itself, which a person reports and a test catches.
 */
export function createCatalogueI18n(options: CatalogueI18nOptions): I18nProvider {
  const { preferences, messages } = options;
  const defaultLocale = options.defaultLocale ?? 'zh-CN';
  const catalogues = new Map<Locale, Readonly<Record<string, string>>>();

  function catalogue(locale: Locale): Readonly<Record<string, string>> {
    let merged = catalogues.get(locale);
    if (!merged) {
      merged = { ...shellMessages[locale], ...messages?.[locale] };
      catalogues.set(locale, merged);
    }
    return merged;
  }

  const getLocale = () => preferences.get().locale ?? defaultLocale;
  return {
    getLocale,
    setLocale: (locale) => preferences.update((current) => ({ ...current, locale })),
    translate: (key, params) => formatMessage(catalogue(getLocale())[key] ?? key, params),
    subscribe: preferences.subscribe,
  };
}
