import type { RecordId } from '../../core/contracts.js';
import type { DeleteRequest, DeleteSummary } from '../../core/crud/use-crud-delete.js';
import { useI18n } from '../../core/i18n/i18n-context.js';
import { ConfirmDialog } from './ConfirmDialog.js';
import { DeleteSummaryDialog } from './DeleteSummaryDialog.js';

/**
 * The confirmation of a delete (one row or many), and the summary of a bulk delete that partly
 * failed.
 */
export function CrudDeleteDialogs<Row>(props: {
  entity: string;
  rowKey(row: Row): RecordId;
  rowTitle(row: Row): string;
  request: DeleteRequest<Row> | null;
  summary: DeleteSummary<Row> | null;
  onConfirm(): void;
  onCancel(): void;
  onCloseSummary(): void;
}) {
  const { t } = useI18n();
  const { request, rowTitle } = props;
  const first = request?.rows[0];
  const many = request !== null && request.rows.length > 1;
  return (
    <>
      <ConfirmDialog
        opened={request !== null}
        title={many ? t('crud.bulkDelete') : t('crud.deleteTitle', { entity: props.entity })}
        confirmLabel={t('crud.delete')}
        busy={request?.busy}
        error={
          request?.error && first !== undefined
            ? t('crud.deleteFailed', { title: rowTitle(first), message: request.error })
            : undefined
        }
        onConfirm={props.onConfirm}
        onClose={props.onCancel}
        returnFocus={request === null || request.error === undefined}
      >
        {many
          ? t('crud.bulkDeleteText', { count: request.rows.length })
          : first !== undefined
            ? t('crud.deleteText', { title: rowTitle(first) })
            : null}
      </ConfirmDialog>
      <DeleteSummaryDialog
        summary={props.summary}
        rowKey={props.rowKey}
        rowTitle={rowTitle}
        onClose={props.onCloseSummary}
      />
    </>
  );
}
