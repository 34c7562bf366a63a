import type { Locale } from '@org/admin-shell';

/**
 * The page's language as the I18nProvider last set it on <html lang>: for code outside React
 * (the API client, a CSV cell), read when needed, since the person can switch at any time.
 */
export function pageLocale(): Locale {
  return document.documentElement.lang === 'en-US' ? 'en-US' : 'zh-CN';
}
