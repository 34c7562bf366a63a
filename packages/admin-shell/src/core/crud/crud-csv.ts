/**
 * A CSV cell. Quotes when the text holds a delimiter, quote or line break; and a leading
 * `=`, `+`, `-`, `@`, tab or carriage return gets an apostrophe, so a spreadsheet opening the
 * file shows the text instead of running it as a formula (OWASP's CSV injection advice).
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** One CSV line, ended with CRLF as RFC 4180 has it. */
export function csvLine(cells: readonly string[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

/** A byte-order mark first, so spreadsheet programs read the file as UTF-8 (Chinese included). */
export const csvBom = '\uFEFF';

/** The file's name: the table's id and the local time, e.g. `users-20261123-1542.csv`. */
export function csvFileName(id: string, at: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  const date = `${at.getFullYear()}${pad(at.getMonth() + 1)}${pad(at.getDate())}`;
  return `${id}-${date}-${pad(at.getHours())}${pad(at.getMinutes())}.csv`;
}
