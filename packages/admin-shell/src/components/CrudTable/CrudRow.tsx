import { Checkbox, Table } from '@mantine/core';
import { memo } from 'react';
import type { RecordId } from '../../core/contracts.js';
import type { CrudField, CrudListQuery } from '../../core/crud/crud-definition.js';
import type { ActionState } from '../../core/crud/crud-permissions.js';
import { useI18n } from '../../core/i18n/i18n-context.js';
import { type CellFormat, CrudCell } from './CrudCell.js';

/** What a row's buttons do; each is left out when the table does not offer it. */
export interface RowActions<Row> {
  view(row: Row): void;
  edit?: { state(row: Row): ActionState; run(row: Row): void };
  copy?: (row: Row) => void;
  remove?: { state(row: Row): ActionState; run(row: Row): void };
}

interface CrudRowProps<Row, Values, Query extends CrudListQuery> {
  row: Row;
  rowId: RecordId;
  title: string;
  columns: readonly CrudField<Row, Values, Query>[];
  selected: boolean;
  /** Whether the row has a checkbox, and whether it may be ticked. */
  selectable: 'none' | 'enabled' | 'disabled';
  /** Stable across renders, like every other prop, so the row's memo holds. */
  onToggle: ((row: Row) => void) | undefined;
  actions: RowActions<Row>;
  format: CellFormat;
}

function CrudRowComponent<Row, Values, Query extends CrudListQuery>({
  row,
  rowId,
  title,
  columns,
  selected,
  selectable,
  onToggle,
  actions,
  format,
}: CrudRowProps<Row, Values, Query>) {
  const { t } = useI18n();
  const editState = actions.edit?.state(row) ?? 'hidden';
  const removeState = actions.remove?.state(row) ?? 'hidden';
  return (
    <Table.Tr data-row-key={rowId} data-selected={selected || undefined}>
      {selectable !== 'none' && (
        <Table.Td className="admin-shell-crud-select">
          <Checkbox
            aria-label={t('crud.selectRow', { title })}
            checked={selected}
            disabled={selectable === 'disabled'}
            onChange={() => onToggle?.(row)}
          />
        </Table.Td>
      )}
      {columns.map((column) => (
        <Table.Td key={column.key}>
          <CrudCell field={column} row={row} format={format} />
        </Table.Td>
      ))}
      <Table.Td className="admin-shell-crud-actions">
        <span className="admin-shell-crud-action-list">
          <RowAction label={t('crud.view')} title={title} onClick={() => actions.view(row)} />
          {editState !== 'hidden' && (
            <RowAction
              label={t('crud.edit')}
              title={title}
              disabled={editState === 'disabled'}
              onClick={() => actions.edit?.run(row)}
            />
          )}
          {actions.copy && (
            <RowAction label={t('crud.copy')} title={title} onClick={() => actions.copy?.(row)} />
          )}
          {removeState !== 'hidden' && (
            <RowAction
              label={t('crud.delete')}
              title={title}
              danger
              disabled={removeState === 'disabled'}
              onClick={() => actions.remove?.run(row)}
            />
          )}
        </span>
      </Table.Td>
    </Table.Tr>
  );
}

/** One row of the table; memoised, so ticking one box re-renders one row. */
export const CrudRow = memo(CrudRowComponent) as typeof CrudRowComponent;

/**
 * A row's action: a text button (as ProTable's), named with the record so a screen reader's
 * list of buttons says which row each belongs to. A refused action stays visible, disabled,
 * and says why. A plain button rather than a Mantine one: a page of 100 rows holds 400 of them.
 */
function RowAction({
  label,
  title,
  onClick,
  disabled,
  danger,
}: {
  label: string;
  title: string;
  onClick(): void;
  disabled?: boolean;
  danger?: boolean;
}) {
  const { t } = useI18n();
  return (
    <button
      type="button"
      className="admin-shell-crud-action"
      data-danger={danger || undefined}
      aria-label={`${label} ${title}`}
      aria-disabled={disabled || undefined}
      title={disabled ? t('crud.notAllowed') : undefined}
      onClick={disabled ? undefined : onClick}
    >
      {label}
    </button>
  );
}
