import { useCallback, useEffect, useRef, useState } from 'react';
import { useDataProvider, useNotifier } from '../app/services.js';
import { failureMessage } from '../data/data-errors.js';
import { useI18n } from '../i18n/i18n-context.js';
import { csvFileName } from './crud-csv.js';
import type { CrudDefinition, CrudListQuery, CrudPageQuery } from './crud-definition.js';
import { crudListParams } from './crud-query.js';
import { downloadBlob, exportCrudCsv } from './export-crud-csv.js';

export interface ExportProgress {
  done: number;
  total: number;
}

/**
 * Runs a CSV export with progress and a way to cancel it; the file downloads when the last
 * page is in. Leaving the page cancels a running export.
 */
export function useCrudExport<Row, Values, Query extends CrudListQuery>(
  definition: CrudDefinition<Row, Values, Query>,
) {
  const { t } = useI18n();
  const dataProvider = useDataProvider();
  const notifier = useNotifier();
  const { id: tableId, resource } = definition;
  const [progress, setProgress] = useState<ExportProgress | null>(null);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const start = useCallback(
    async (options: {
      /** The table's query as shown (filters, keyword and sort); paging is the export's own. */
      query: CrudPageQuery<Query>;
      header: readonly string[];
      cells(row: Row): readonly string[];
    }) => {
      controller.current?.abort();
      const abort = new AbortController();
      controller.current = abort;
      setProgress({ done: 0, total: 0 });
      try {
        const { blob, rows } = await exportCrudCsv({
          query: options.query,
          list: (query, signal) =>
            dataProvider.getList<Row>({ ...crudListParams(resource, query), signal }),
          header: options.header,
          cells: options.cells,
          signal: abort.signal,
          onProgress: (done, total) => setProgress({ done, total }),
        });
        // Cancelled (or the page left) while the last page was arriving: no file after all.
        abort.signal.throwIfAborted();
        downloadBlob(blob, csvFileName(tableId, new Date()));
        notifier.notify({ kind: 'success', message: t('crud.exported', { rows }) });
      } catch (error) {
        if (!abort.signal.aborted) {
          const message = failureMessage(error, t('request.failed'));
          notifier.notify({ kind: 'error', message: t('crud.exportFailed', { message }) });
        }
      } finally {
        if (controller.current === abort) {
          controller.current = null;
          setProgress(null);
        }
      }
    },
    [tableId, resource, dataProvider, notifier, t],
  );

  const cancel = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
    setProgress(null);
  }, []);

  return { progress, start, cancel };
}
