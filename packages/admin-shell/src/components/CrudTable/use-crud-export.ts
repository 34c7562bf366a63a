import { notifications } from '@mantine/notifications';
import { useCallback, useEffect, useRef, useState } from 'react';
import { csvFileName } from '../../core/crud/crud-csv.js';
import type { CrudListQuery } from '../../core/crud/crud-definition.js';
import {
  downloadBlob,
  type ExportCrudCsvOptions,
  exportCrudCsv,
} from '../../core/crud/export-crud-csv.js';
import { failureMessage } from '../../core/crud/save-errors.js';
import { useI18n } from '../../core/i18n/I18nProvider.js';

export interface ExportProgress {
  done: number;
  total: number;
}

/**
 * Runs a CSV export with progress and a way to cancel it; the file downloads when the last
 * page is in. Leaving the page cancels a running export.
 */
export function useCrudExport<Row, Query extends CrudListQuery>(tableId: string) {
  const { t } = useI18n();
  const [progress, setProgress] = useState<ExportProgress | null>(null);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const start = useCallback(
    async (options: Omit<ExportCrudCsvOptions<Row, Query>, 'signal' | 'onProgress'>) => {
      controller.current?.abort();
      const abort = new AbortController();
      controller.current = abort;
      setProgress({ done: 0, total: 0 });
      try {
        const { blob, rows } = await exportCrudCsv({
          ...options,
          signal: abort.signal,
          onProgress: (done, total) => setProgress({ done, total }),
        });
        // Cancelled (or the page left) while the last page was arriving: no file after all.
        abort.signal.throwIfAborted();
        downloadBlob(blob, csvFileName(tableId, new Date()));
        notifications.show({ color: 'teal', message: t('crud.exported', { rows }) });
      } catch (error) {
        if (!abort.signal.aborted) {
          const message = failureMessage(error, t('request.failed'));
          notifications.show({ color: 'red', message: t('crud.exportFailed', { message }) });
        }
      } finally {
        if (controller.current === abort) {
          controller.current = null;
          setProgress(null);
        }
      }
    },
    [tableId, t],
  );

  const cancel = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
    setProgress(null);
  }, []);

  return { progress, start, cancel };
}
