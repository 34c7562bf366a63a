/**
 * The audit filter's times as text, in one format whatever the language: "2026-05-01 09:30", in
 * the person's own clock. A native `datetime-local` input would be drawn in the browser's
 * language (Chromium ignores `lang` there), so a Chinese screen could read "mm/dd/yyyy".
 */

const pad = (value: number) => String(value).padStart(2, '0');

/** An instant as the time fields show it: the person's own clock, to the minute. */
export function toTimeFilterText(iso: string): string {
  const date = new Date(iso);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** What a time field holds, read: nothing, an instant, or text that is no time. */
export type TimeFilterReading = { ok: true; instant: string | undefined } | { ok: false };

// Year, month and day (by -, / or .), then optionally the hour and minute (by a space or a T,
// as a datetime-local value or an ISO time is pasted).
const timeText = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:(?:\s+|T)(\d{1,2}):(\d{2}))?$/;

/**
 * Reads a time field as a bound of a range. The field counts minutes, so the end of a range is
 * the last millisecond of its minute ("to 10:00" takes in 10:00:30); a date alone is its first
 * moment as a start and its last as an end.
 */
export function readTimeFilterText(text: string, edge: 'start' | 'end'): TimeFilterReading {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: true, instant: undefined };
  const parts = timeText.exec(trimmed);
  if (!parts) return { ok: false };
  const [year, month, day] = [parts[1], parts[2], parts[3]].map(Number) as [number, number, number];
  const timed = parts[4] !== undefined;
  const hour = timed ? Number(parts[4]) : edge === 'start' ? 0 : 23;
  const minute = timed ? Number(parts[5]) : edge === 'start' ? 0 : 59;
  if (hour > 23 || minute > 59) return { ok: false };
  const date =
    edge === 'start'
      ? new Date(year, month - 1, day, hour, minute)
      : new Date(year, month - 1, day, hour, minute, 59, 999);
  // Date rolls 2026-02-30 over into March: a day the month lacks is no date.
  if (date.getFullYear() !== year || date.getMonth() !== month - 1 || date.getDate() !== day) {
    return { ok: false };
  }
  return { ok: true, instant: date.toISOString() };
}

/** A field's text as the browser's picker takes it (`datetime-local`), or '' when unreadable. */
export function toPickerValue(text: string): string {
  const reading = readTimeFilterText(text, 'start');
  return reading.ok && reading.instant ? toTimeFilterText(reading.instant).replace(' ', 'T') : '';
}

/** The picker's value as the field shows it. */
export function fromPickerValue(value: string): string {
  return value.replace('T', ' ');
}
