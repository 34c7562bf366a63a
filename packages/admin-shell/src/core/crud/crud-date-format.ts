import type { Locale } from '../i18n/messages.js';

/** How the table writes a timestamp: `format(new Date(iso))`. */
export interface CrudDateFormat {
  format(date: Date): string;
}

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * The numeric pattern of each language the shell speaks, in the reader's time zone (the Date's
 * own getters), written as `Intl.DateTimeFormat` writes it (a test holds them to it). A
 * language added to `Locale` fails to compile until it has one here.
 */
const readerZoneFormats: Record<Locale, CrudDateFormat> = {
  'zh-CN': {
    format: (date) =>
      `${date.getFullYear()}/${pad(date.getMonth() + 1)}/${pad(date.getDate())} ` +
      `${pad(date.getHours())}:${pad(date.getMinutes())}`,
  },
  'en-US': {
    format: (date) => {
      const hours = date.getHours();
      return (
        `${pad(date.getMonth() + 1)}/${pad(date.getDate())}/${date.getFullYear()}, ` +
        `${pad(hours % 12 || 12)}:${pad(date.getMinutes())} ${hours < 12 ? 'AM' : 'PM'}`
      );
    },
  },
};

const built = new Map<string, CrudDateFormat>();

function isShellLocale(locale: string): locale is Locale {
  return Object.hasOwn(readerZoneFormats, locale);
}

/**
 * How the table writes a timestamp, and so how its CSV export does: numeric, e.g.
 * `2026/11/24 13:59` in Chinese, in the reader's time zone unless `timeZone` names another.
 * Numeric dates line up in a column (eight columns fit at 1440 px), and a spreadsheet opening
 * the file in Chinese reads them as dates (English's `11/24/2026, 01:59 PM` stays text).
 *
 * In the reader's zone and a language the shell speaks, written without `Intl`: the first
 * formatter a page builds loads the browser's locale data, 15–20 ms on a desktop core and 60 ms
 * or more at Lighthouse's 4× slowdown, inside the render that first draws the rows. Any other
 * zone or language is formatted by `Intl.DateTimeFormat`, built once per locale and zone.
 */
export function crudDateFormat(locale: string, timeZone?: string): CrudDateFormat {
  if (timeZone === undefined && isShellLocale(locale)) {
    return readerZoneFormats[locale];
  }
  const key = `${locale} ${timeZone ?? ''}`;
  let format = built.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      timeZone,
    });
    built.set(key, format);
  }
  return format;
}
