import {
  createContext,
  type ReactNode,
  use,
  useContext,
  useEffect,
  useMemo,
  useSyncExternalStore,
} from 'react';
import type { I18nProvider } from '../contracts.js';
import type { MessageKey } from './catalogue-i18n.js';
import type { Locale } from './messages.js';
import type { MessageParams } from './translate.js';

export interface I18nContextValue {
  locale: Locale;
  /** Switches the language; settles once it is shown, rejects when its words cannot load. */
  setLocale(locale: Locale): Promise<void>;
  /** The message for `key` in the current locale, with `{name}` placeholders filled. */
  t(key: MessageKey, params?: MessageParams): string;
}

const I18nContext = createContext<I18nContextValue | null>(null);
const ProviderContext = createContext<I18nProvider | null>(null);

/**
 * Hands an i18n provider to the shell's components as `useI18n()`, re-rendering them when the
 * language changes, and keeps `<html lang>` in step (screen readers and hyphenation read it).
 * Suspends while the words of the language in use are on their way (`I18nProvider.pending`).
 */
export function I18nContextProvider({
  i18n,
  children,
}: {
  i18n: I18nProvider;
  children: ReactNode;
}) {
  const pending = i18n.pending?.();
  if (pending) use(pending);
  const locale = useSyncExternalStore(i18n.subscribe, i18n.getLocale, i18n.getLocale);

  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);

  // A new `t` per language, so components that memoise on it follow a switch.
  const value = useMemo<I18nContextValue>(
    () => ({
      locale,
      setLocale: (next) => Promise.resolve(i18n.setLocale(next)),
      t: (key, params) => i18n.translate(key, params),
    }),
    [i18n, locale],
  );
  return (
    <ProviderContext.Provider value={i18n}>
      <I18nContext.Provider value={value}>{children}</I18nContext.Provider>
    </ProviderContext.Provider>
  );
}

/** The i18n provider itself: for the shell's gate and router, which load the rest of the words. */
export function useI18nProvider(): I18nProvider {
  const i18n = useContext(ProviderContext);
  if (!i18n) throw new Error('useI18nProvider must be used inside <AdminApp>');
  return i18n;
}

/** The i18n context when there is one: for shell parts that also work without a provider. */
export function useOptionalI18n(): I18nContextValue | null {
  return useContext(I18nContext);
}

/** The current language, its setter and `t()`. Throws outside `AdminApp`. */
export function useI18n(): I18nContextValue {
  const value = useContext(I18nContext);
  if (!value) throw new Error('useI18n must be used inside <AdminApp>');
  return value;
}
