import type { GetListResult } from '../contracts.js';
import { csvBom, csvLine } from './crud-csv.js';
import type { CrudDateFormat } from './crud-date-format.js';
import type { CrudFieldBase, CrudListQuery, CrudPageQuery } from './crud-definition.js';
import { fieldText } from './field-value.js';

/** The page size an export asks for: the largest the API gives. */
export const exportPageSize = 100;

export interface ExportCrudCsvOptions<Row, Query extends CrudListQuery> {
  /** The table's query as shown (filters, keyword and sort); paging is the export's own. */
  query: CrudPageQuery<Query>;
  /** One page of the rows, as the data provider gives it. */
  list(query: CrudPageQuery<Query>, signal?: AbortSignal): Promise<GetListResult<Row>>;
  /** The header row. */
  header: readonly string[];
  /** One row's cells, in the header's order. */
  cells(row: Row): readonly string[];
  /** Told after each page: rows written so far, and the total the list reports. */
  onProgress?(done: number, total: number): void;
  signal?: AbortSignal;
}

/**
 * The header and each row's cells of an export of `columns`, as the table shows them: labels
 * and options in the reader's language, timestamps in the table's format (`date`, in the
 * reader's time zone).
 */
export function crudCsvColumns<Row>(
  columns: readonly (CrudFieldBase<Row> & { key: string })[],
  format: { label: (text: CrudFieldBase<Row>['label']) => string; date: CrudDateFormat },
): Pick<ExportCrudCsvOptions<Row, CrudListQuery>, 'header' | 'cells'> {
  const { label, date } = format;
  const text = { label, date: (iso: string) => date.format(new Date(iso)) };
  return {
    header: columns.map((column) => label(column.label)),
    cells: (row) => columns.map((column) => fieldText(column, row, text)),
  };
}

/**
 * Every row of the current filter as a CSV file, fetched a page at a time (100 rows) and kept
 * as one blob part per page, so no page is held twice and the person sees progress. Stops at
 * the first failure or when `signal` aborts, rejecting with that error.
 */
export async function exportCrudCsv<Row, Query extends CrudListQuery>(
  options: ExportCrudCsvOptions<Row, Query>,
): Promise<{ blob: Blob; rows: number }> {
  const { query, list, header, cells, onProgress, signal } = options;
  const parts: string[] = [csvBom + csvLine(header)];
  let rows = 0;
  for (let current = 1; ; current++) {
    signal?.throwIfAborted();
    const page = await list({ ...query, current, pageSize: exportPageSize }, signal);
    parts.push(page.data.map((row) => csvLine(cells(row))).join(''));
    rows += page.data.length;
    onProgress?.(rows, page.total);
    // A short page is the last; so is reaching the total (rows deleted meanwhile shorten it).
    if (page.data.length < exportPageSize || rows >= page.total) break;
  }
  return { blob: new Blob(parts, { type: 'text/csv;charset=utf-8' }), rows };
}

/** Hands the file to the browser as a download. */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started by now; the object URL can go once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
