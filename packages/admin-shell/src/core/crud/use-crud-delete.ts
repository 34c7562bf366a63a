import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useDataProvider, useNotifier } from '../app/services.js';
import type { RecordId } from '../contracts.js';
import { failureMessage, NotFoundError } from '../data/data-errors.js';
import { useI18n } from '../i18n/i18n-context.js';
import type { CrudDefinition, CrudListQuery } from './crud-definition.js';
import { crudQueryKey } from './crud-query.js';

/** Rows the person asked to delete: waiting for the confirmation, under way, or refused. */
export interface DeleteRequest<Row> {
  rows: readonly Row[];
  busy: boolean;
  /** Why the one row could not be deleted. */
  error?: string;
}

/** What a bulk delete that partly failed did: the rows removed, and each that was not, with why. */
export interface DeleteSummary<Row> {
  deleted: Row[];
  failed: { row: Row; reason: string }[];
}

/**
 * Deleting one row or many, through the data provider, after a confirmation: one row's
 * refusal stays in the confirmation; a delete that went through, of one row or many, ends in
 * a toast, and many rows of which some failed in a summary of what went and why the rest did
 * not. The list is refreshed either way; `onGone` is told the ids no longer listed (deleted,
 * or already gone), so a selection can let them go.
 */
export function useCrudDelete<Row, Values, Query extends CrudListQuery>(
  definition: CrudDefinition<Row, Values, Query>,
  onGone: (ids: RecordId[]) => void,
) {
  const dataProvider = useDataProvider();
  const notifier = useNotifier();
  const queryClient = useQueryClient();
  const { t } = useI18n();
  const [request, setRequest] = useState<DeleteRequest<Row> | null>(null);
  const [summary, setSummary] = useState<DeleteSummary<Row> | null>(null);
  const { resource, rowKey, rowTitle } = definition;

  const confirm = useCallback(async () => {
    if (!request || request.busy) return;
    const { rows } = request;
    setRequest({ rows, busy: true });
    const result = await dataProvider.deleteMany({
      resource,
      records: rows.map((row) => ({ id: rowKey(row), previousData: row })),
    });
    await queryClient.invalidateQueries({ queryKey: crudQueryKey(definition.id) });
    const byId = new Map(rows.map((row) => [rowKey(row), row]));
    // A row deleted elsewhere meanwhile is gone either way.
    const gone = result.failed.filter(({ error }) => error instanceof NotFoundError);
    onGone([...result.deleted, ...gone.map(({ id }) => id)]);
    const failed = result.failed.flatMap(({ id, error }) => {
      const row = byId.get(id);
      return row ? [{ row, reason: failureMessage(error, t('request.failed')) }] : [];
    });
    if (rows.length === 1) {
      const [refusal] = failed;
      if (refusal) {
        setRequest({ rows, busy: false, error: refusal.reason });
        return;
      }
      const [row] = rows;
      if (row)
        notifier.notify({ kind: 'success', message: t('crud.deleted', { title: rowTitle(row) }) });
    } else if (failed.length === 0) {
      // Nothing to read through: a toast, as for one row, rather than a dialog to close.
      notifier.notify({
        kind: 'success',
        message: t('crud.bulkDeleted', { count: result.deleted.length }),
      });
    } else {
      setSummary({ deleted: result.deleted.flatMap((id) => byId.get(id) ?? []), failed });
    }
    setRequest(null);
  }, [
    request,
    dataProvider,
    resource,
    rowKey,
    rowTitle,
    queryClient,
    definition.id,
    onGone,
    notifier,
    t,
  ]);

  return {
    request,
    summary,
    /** Asks to confirm deleting these rows. */
    ask: useCallback((rows: readonly Row[]) => setRequest({ rows, busy: false }), []),
    cancel: useCallback(() => setRequest(null), []),
    confirm,
    closeSummary: useCallback(() => setSummary(null), []),
  };
}
