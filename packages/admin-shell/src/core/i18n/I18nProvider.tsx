import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';
import type { Register } from '../register.js';
import { type Locale, locales, type ShellMessageKey, shellMessages } from './messages.js';
import { formatMessage, type MessageParams } from './translate.js';

type AppMessages = Register extends { messages: infer M } ? M : Record<never, string>;
/** Every key `t()` accepts: the shell's and the app's registered ones. */
export type MessageKey = ShellMessageKey | Extract<keyof AppMessages, string>;
/** An app's catalogue: its own keys in every locale. */
export type AppCatalogue = Partial<Record<Locale, Partial<Record<MessageKey, string>>>>;

export interface I18nContextValue {
  locale: Locale;
  setLocale(locale: Locale): void;
  /** The message for `key` in the current locale, with `{name}` placeholders filled. */
  t(key: MessageKey, params?: MessageParams): string;
}

const I18nContext = createContext<I18nContextValue | null>(null);

export const localeStorageKey = 'admin-shell:locale';

function isLocale(value: unknown): value is Locale {
  return locales.includes(value as Locale);
}

function storedLocale(fallback: Locale): Locale {
  try {
    const stored = globalThis.localStorage?.getItem(localeStorageKey);
    return isLocale(stored) ? stored : fallback;
  } catch {
    return fallback;
  }
}

export interface I18nProviderProps {
  children: ReactNode;
  /** Language before the person picks one. Default `zh-CN`. */
  defaultLocale?: Locale;
  /** The app's own messages, merged over the shell's. */
  messages?: AppCatalogue;
}

/**
 * Provides the language and `t()` to the shell and the app. The choice persists in local
 * storage and sets `<html lang>`.
 */
export function I18nProvider({ children, defaultLocale = 'zh-CN', messages }: I18nProviderProps) {
  const [locale, setLocaleState] = useState<Locale>(() => storedLocale(defaultLocale));

  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);

  const setLocale = useCallback((next: Locale) => {
    setLocaleState(next);
    try {
      globalThis.localStorage?.setItem(localeStorageKey, next);
    } catch {
      // Storage can be unavailable (private mode); the choice then lasts for this page only.
    }
  }, []);

  const value = useMemo<I18nContextValue>(() => {
    const catalogue: Record<string, string> = { ...shellMessages[locale], ...messages?.[locale] };
    return {
      locale,
      setLocale,
      t: (key, params) => formatMessage(catalogue[key] ?? key, params),
    };
  }, [locale, messages, setLocale]);

  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

/** The i18n context when there is one: for shell parts that also work without a provider. */
export function useOptionalI18n(): I18nContextValue | null {
  return useContext(I18nContext);
}

/** The current language, its setter and `t()`. Throws outside an {@link I18nProvider}. */
export function useI18n(): I18nContextValue {
  const value = useContext(I18nContext);
  if (!value) throw new Error('useI18n must be used inside <I18nProvider>');
  return value;
}
