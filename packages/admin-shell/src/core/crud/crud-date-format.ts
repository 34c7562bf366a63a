const built = new Map<string, Intl.DateTimeFormat>();

/**
 * How the table writes a timestamp, and so how its CSV export does: numeric, e.g.
 * `2026/11/24 13:59` in Chinese, in the reader's time zone unless `timeZone` names another.
 * Numeric dates line up in a column (eight columns fit at 1440 px), and a spreadsheet opening
 * the file in Chinese reads them as dates (English's `11/24/2026, 01:59 PM` stays text).
 *
 * Built once per locale and zone: the first formatter a page builds loads the locale's data,
 * about 100 ms on a phone.
 */
export function crudDateFormat(locale: string, timeZone?: string): Intl.DateTimeFormat {
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
