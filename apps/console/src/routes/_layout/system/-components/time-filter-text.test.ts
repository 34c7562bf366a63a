import { describe, expect, it } from 'vitest';
import {
  fromPickerValue,
  readTimeFilterText,
  toPickerValue,
  toTimeFilterText,
} from './time-filter-text';

/** An instant on this machine's clock (months from 1), as the fields read it. */
function local(year: number, month: number, day: number, ...time: number[]): string {
  const [hour = 0, minute = 0, second = 0, ms = 0] = time;
  return new Date(year, month - 1, day, hour, minute, second, ms).toISOString();
}

describe('readTimeFilterText', () => {
  it('reads a time in the person’s own clock, and shows it back the same', () => {
    const start = readTimeFilterText('2026-05-01 10:00', 'start');
    expect(start).toEqual({ ok: true, instant: local(2026, 5, 1, 10, 0) });
    expect(start.ok && toTimeFilterText(start.instant ?? '')).toBe('2026-05-01 10:00');
  });

  it('ends a range at the last millisecond of its minute', () => {
    const end = readTimeFilterText('2026-05-01 10:00', 'end');
    expect(end).toEqual({ ok: true, instant: local(2026, 5, 1, 10, 0, 59, 999) });
    expect(end.ok && toTimeFilterText(end.instant ?? '')).toBe('2026-05-01 10:00');
  });

  it('takes a date alone as the whole day', () => {
    expect(readTimeFilterText('2026-05-01', 'start')).toEqual({
      ok: true,
      instant: local(2026, 5, 1, 0, 0),
    });
    expect(readTimeFilterText('2026-05-01', 'end')).toEqual({
      ok: true,
      instant: local(2026, 5, 1, 23, 59, 59, 999),
    });
  });

  it('takes the ways a time is written or pasted: one-digit parts, slashes, dots, a T', () => {
    const expected = { ok: true, instant: local(2026, 5, 1, 9, 5) };
    for (const text of [
      '2026-5-1 9:05',
      '2026/05/01 09:05',
      '2026.5.1  9:05',
      '2026-05-01T09:05',
    ]) {
      expect(readTimeFilterText(` ${text} `, 'start')).toEqual(expected);
    }
  });

  it('takes an empty field as no bound', () => {
    expect(readTimeFilterText('  ', 'end')).toEqual({ ok: true, instant: undefined });
  });

  it('refuses what is no time: other orders, days a month lacks, hours past 23', () => {
    for (const text of [
      '05/01/2026',
      'yesterday',
      '2026-02-30',
      '2026-13-01',
      '2026-05-01 24:00',
    ]) {
      expect(readTimeFilterText(text, 'start')).toEqual({ ok: false });
    }
  });
});

describe('the browser’s picker', () => {
  it('is given the field’s time, and gives one back in the field’s format', () => {
    expect(toPickerValue('2026-5-1 9:05')).toBe('2026-05-01T09:05');
    expect(toPickerValue('2026-05-01')).toBe('2026-05-01T00:00');
    expect(toPickerValue('not yet a time')).toBe('');
    expect(fromPickerValue('2026-05-01T09:05')).toBe('2026-05-01 09:05');
  });
});
