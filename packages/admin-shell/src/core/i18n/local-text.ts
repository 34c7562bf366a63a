import { useCallback } from 'react';
import type { MessageKey } from './catalogue-i18n.js';
import { useI18n } from './i18n-context.js';
import type { Locale } from './messages.js';

/** A label: a message key of the app's catalogue, or the text itself in every language. */
export type LocalText = MessageKey | Readonly<Record<Locale, string>>;

/** Turns a {@link LocalText} into the current language's text. */
export function useLocalText(): (text: LocalText) => string {
  const { t, locale } = useI18n();
  return useCallback((text) => (typeof text === 'string' ? t(text) : text[locale]), [t, locale]);
}
