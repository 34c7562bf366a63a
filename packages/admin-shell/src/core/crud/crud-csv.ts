/**
 * A cell a spreadsheet may read as a formula: Excel does for each of these first characters,
 * LibreOffice for `=` (OWASP's CSV injection list).
 */
const formulaStart = /^[=+\-@\t\r]/;

/** Only what a phone number is written with: digits, spaces, parentheses, dots, + and -. */
const phoneCharacters = /^[+-][\d ().+-]*$/;

/** Two operands with nothing but spaces between them, as in `86 182` or `(010) 1234`. */
const operandsSideBySide = /[\d)] +[\d(]/;

/**
 * One number with its thousands spaced out (`+1 234 567`): a spreadsheet in a language that
 * groups digits with spaces (French, for one) reads it as the number 1234567.
 */
const spaceGroupedNumber = /^[+-]\d{1,3}(?: \d{3})+(?:\.\d+)?$/;

/**
 * Whether a spreadsheet keeps `value` as the text it is, although it starts like a formula:
 * phone characters only, with two operands side by side, which no number reads as and no
 * formula parses (a space joins references in Excel, nothing in LibreOffice). Safe even if one
 * did: without a letter there is no function, name, reference or link to run. So
 * `+86 182 0000 0000` and `+1 (555) 010-0000` stay text; `+1+1`, `-2+3`, `+8613800000000` and
 * `+33 612 345 678` would be computed or read as a number, and keep the apostrophe.
 */
function keptAsText(value: string): boolean {
  return (
    phoneCharacters.test(value) && operandsSideBySide.test(value) && !spaceGroupedNumber.test(value)
  );
}

/**
 * A CSV cell that a spreadsheet opens as the text it is. Quotes when the text holds a
 * delimiter, quote or line break. A cell a spreadsheet would run as a formula (it starts with
 * `=`, `+`, `-`, `@`, tab or carriage return) gets an apostrophe first, so it shows as text
 * (OWASP's CSV injection advice); a phone number such as `+86 182 0000 0000`, which no
 * spreadsheet can run, is written as typed, so it opens without the apostrophe.
 */
export function csvCell(value: string): string {
  const safe = formulaStart.test(value) && !keptAsText(value) ? `'${value}` : value;
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
