import { afterEach, describe, expect, it } from 'vitest';
import { locales } from '../i18n/messages.js';
import { crudDateFormat } from './crud-date-format.js';

const intlFormat = (locale: string) =>
  new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  });

const readerZone = process.env.TZ;

afterEach(() => {
  if (readerZone === undefined) delete process.env.TZ;
  else process.env.TZ = readerZone;
});

describe('crudDateFormat', () => {
  it('writes a timestamp numerically, to the minute, in the given time zone', () => {
    const at = new Date('2026-11-24T05:59:30Z');
    expect(crudDateFormat('zh-CN', 'Asia/Shanghai').format(at)).toBe('2026/11/24 13:59');
    expect(crudDateFormat('zh-CN', 'America/New_York').format(at)).toBe('2026/11/24 00:59');
    expect(crudDateFormat('en-US', 'Asia/Shanghai').format(at)).toBe('11/24/2026, 01:59 PM');
  });

  it.each(['Asia/Shanghai', 'America/New_York', 'UTC'])(
    'writes each language the shell speaks as Intl does, in the reader’s zone (%s)',
    (zone) => {
      // Node reads TZ again when it is set: the reader's zone for Date's getters and Intl alike.
      process.env.TZ = zone;
      // Every hour of a leap year, at a minute that moves, across both daylight-saving changes.
      const start = Date.UTC(2028, 0, 1, 0, 7);
      for (const locale of locales) {
        const intl = intlFormat(locale);
        for (let hour = 0; hour < 366 * 24; hour += 1) {
          const at = new Date(start + hour * 3_600_000 + (hour % 60) * 60_000);
          expect(crudDateFormat(locale).format(at), `${locale} ${at.toISOString()}`).toBe(
            intl.format(at),
          );
        }
      }
    },
  );

  it('leaves other languages to Intl, in the reader’s zone', () => {
    const at = new Date('2026-11-24T05:59:30Z');
    expect(crudDateFormat('de-DE').format(at)).toBe(intlFormat('de-DE').format(at));
  });

  it('builds one formatter per locale and zone', () => {
    expect(crudDateFormat('zh-CN', 'Asia/Tokyo')).toBe(crudDateFormat('zh-CN', 'Asia/Tokyo'));
    expect(crudDateFormat('zh-CN', 'Asia/Tokyo')).not.toBe(crudDateFormat('en-US', 'Asia/Tokyo'));
    expect(crudDateFormat('zh-CN')).not.toBe(crudDateFormat('zh-CN', 'Asia/Tokyo'));
    expect(crudDateFormat('de-DE')).toBe(crudDateFormat('de-DE'));
  });
});
