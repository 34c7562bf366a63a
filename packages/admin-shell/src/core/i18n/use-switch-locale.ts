import { useCallback } from 'react';
import { useNotifier } from '../app/services.js';
import { useI18n } from './i18n-context.js';
import { type Locale, languageNames } from './messages.js';

/**
 * Switches the language as a person asks; when its words cannot be loaded (the network is
 * down), says so in the language still shown, which stays.
 */
export function useSwitchLocale(): (locale: Locale) => void {
  const { t, setLocale } = useI18n();
  const notifier = useNotifier();
  return useCallback(
    (locale: Locale) => {
      setLocale(locale).catch(() =>
        notifier.notify({
          kind: 'error',
          message: t('locale.loadFailed', { language: languageNames[locale] }),
        }),
      );
    },
    [t, setLocale, notifier],
  );
}
