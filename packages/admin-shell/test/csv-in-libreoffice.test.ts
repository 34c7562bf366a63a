import { execFile, spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crudDateFormat } from '../src/core/crud/crud-date-format.js';
import type { CrudListQuery } from '../src/core/crud/crud-definition.js';
import { crudCsvColumns, exportCrudCsv } from '../src/core/crud/export-crud-csv.js';
import { type SpreadsheetCell, sheetCells } from './spreadsheet-cells.js';

// The CSV export as a person opens it: the file the export writes, opened by LibreOffice Calc
// as its text import does (the settings most eager to compute: formulas evaluated, dates and
// special numbers detected), then saved as a flat OpenDocument sheet whose cells say what they
// hold: text, a number, a date, or a formula.

const soffice = spawnSync('soffice', ['--version'], { encoding: 'utf8' }).status === 0;
if (!soffice) {
  if (process.env.CI) throw new Error('LibreOffice (soffice) is missing: .ci/run installs it.');
  console.warn(
    'csv-in-libreoffice: skipped, LibreOffice is not installed (apt-get install libreoffice-calc).',
  );
}

/** LibreOffice's language codes (LCIDs): the console's two languages, and one that spaces digits. */
const languages = { 'zh-CN': 2052, 'en-US': 1033, 'fr-FR': 1036 } as const;

interface Row {
  label: string;
  value: string;
  createdAt: string;
}

const phones = ['+86 182 0000 0000', '+1 (555) 010-0000', '+44 20 7946 0000', '(010) 1234 5678'];
const payloads = [
  '=HYPERLINK("http://x","y")',
  '=1+1',
  "=cmd|' /C calc'!A0",
  '+1+1',
  '-2+3',
  '@SUM(1)',
  '+8613800000000',
  '-5',
];
const createdAt = '2026-11-24T05:59:00.000Z';
const rows: Row[] = [
  ...phones.map((value, index) => ({ label: `phone ${index}`, value, createdAt })),
  ...payloads.map((value, index) => ({ label: `payload ${index}`, value, createdAt })),
];

/** A column's label, the same in both languages. */
const header = (text: string) => ({ 'zh-CN': text, 'en-US': text });
const shanghai = crudDateFormat('zh-CN', 'Asia/Shanghai');

let workDir: string;
let csvFile: string;

beforeAll(async () => {
  workDir = await mkdtemp(path.join(tmpdir(), 'csv-in-libreoffice-'));
  const { blob } = await exportCrudCsv<Row, CrudListQuery>({
    query: { current: 1, pageSize: 10 },
    list: async () => ({ data: rows, total: rows.length }),
    // As the table exports its columns: the date as the table shows it, here for a reader eight
    // hours east of UTC (2026/11/24 13:59).
    ...crudCsvColumns<Row>(
      [
        { key: 'label', label: header('label') },
        { key: 'value', label: header('value') },
        { key: 'createdAt', label: header('createdAt'), valueType: 'datetime' },
      ],
      { label: (text) => (typeof text === 'string' ? text : text['zh-CN']), date: shanghai },
    ),
  });
  csvFile = path.join(workDir, 'export.csv');
  await writeFile(csvFile, new Uint8Array(await blob.arrayBuffer()));
});

afterAll(async () => {
  if (workDir) await rm(workDir, { recursive: true, force: true });
});

/** The export's cells as LibreOffice opens them in `language`, by each row's label. */
async function openedIn(language: keyof typeof languages) {
  const outDir = path.join(workDir, language);
  // A profile of its own: a LibreOffice already running elsewhere would take the job and leave.
  const profile = pathToFileURL(path.join(workDir, 'profile')).href;
  // Comma-separated, quoted by ", UTF-8, from line 1, this language, quoted cells not forced to
  // text, special numbers (dates) detected; token 13: formulas evaluated.
  const options = `44,34,76,1,,${languages[language]},false,true,,,false,,true`;
  await promisify(execFile)(
    'soffice',
    [
      `-env:UserInstallation=${profile}`,
      '--headless',
      `--infilter=Text - txt - csv (StarCalc):${options}`,
      '--convert-to',
      'fods',
      '--outdir',
      outDir,
      csvFile,
    ],
    { timeout: 90_000 },
  );
  const cells = sheetCells(await readFile(path.join(outDir, 'export.fods'), 'utf8'));
  const [header, ...body] = cells;
  expect(header?.map((cell) => cell.text)).toEqual(['label', 'value', 'createdAt']);
  return new Map(body.map((row) => [row[0]?.text ?? '', row.slice(1)] as const));
}

/** A cell that holds text, and not a formula's result. */
const text = (value: string): Partial<SpreadsheetCell> => ({
  type: 'string',
  text: value,
  formula: undefined,
});

describe.skipIf(!soffice)('the CSV export opened in LibreOffice Calc', () => {
  it.each(Object.keys(languages) as (keyof typeof languages)[])(
    'shows phone numbers as typed, and runs no formula, in %s',
    async (language) => {
      const opened = await openedIn(language);
      phones.forEach((phone, index) => {
        expect(opened.get(`phone ${index}`)?.[0]).toMatchObject(text(phone));
      });
      payloads.forEach((payload, index) => {
        // The apostrophe shows: a formula, or a number that would lose its sign, stays text.
        expect(opened.get(`payload ${index}`)?.[0]).toMatchObject(text(`'${payload}`));
      });
    },
    120_000,
  );

  it('shows the dates as the table does, read as dates in the reader’s time', async () => {
    const opened = await openedIn('zh-CN');
    for (const [, cells] of opened) {
      expect(cells[1]).toMatchObject({ type: 'date', value: '2026-11-24T13:59:00' });
    }
  }, 120_000);
});
