import { Checkbox, Skeleton, Table, UnstyledButton } from '@mantine/core';
import { IconArrowsSort, IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import { memo, type ReactNode } from 'react';
import type { CrudDensity } from '../../core/crud/column-preferences.js';
import type { CrudField, CrudListQuery, CrudSortOrder } from '../../core/crud/crud-definition.js';
import type { ActionState } from '../../core/crud/crud-permissions.js';
import { nextSortOrder } from '../../core/crud/crud-search.js';
import { useI18n } from '../../core/i18n/I18nProvider.js';
import { useLocalText } from '../../core/i18n/local-text.js';
import { type CellFormat, CrudCell } from './CrudCell.js';

const spacing: Record<CrudDensity, 'xs' | 'sm' | 'md'> = {
  compact: 'xs',
  default: 'sm',
  comfortable: 'md',
};

/** What a row's buttons do; each is left out when the table does not offer it. */
export interface RowActions<Row> {
  view(row: Row): void;
  edit?: { state(row: Row): ActionState; run(row: Row): void };
  copy?: (row: Row) => void;
  remove?: { state(row: Row): ActionState; run(row: Row): void };
}

export interface CrudDataTableProps<Row, Values, Query extends CrudListQuery> {
  /** Undefined until the first page arrives: skeleton rows stand in. */
  rows: readonly Row[] | undefined;
  columns: readonly CrudField<Row, Values, Query>[];
  rowKey(row: Row): string | number;
  rowTitle(row: Row): string;
  /** The table's accessible name. */
  label: string;
  density: CrudDensity;
  /** Skeleton rows while the first page loads. */
  skeletonRows: number;
  /** A newer page is loading: the rows shown are the previous ones. */
  fetching: boolean;
  sort: { field: string | undefined; order: CrudSortOrder | undefined };
  onSort(field: string, order: CrudSortOrder | undefined): void;
  /** The selection, when rows can be selected (for a bulk delete). */
  selection?: {
    keys: ReadonlySet<string | number>;
    toggle(row: Row): void;
    togglePage(select: boolean): void;
    selectable(row: Row): boolean;
  };
  actions: RowActions<Row>;
  /** Shown in place of rows when the page is empty. */
  empty: ReactNode;
  format: CellFormat;
}

/**
 * The table itself: sortable headers, optional selection, the rows with their actions. Rows
 * are memoised, so ticking one box re-renders one row, not the hundred on the page.
 */
export function CrudDataTable<Row, Values, Query extends CrudListQuery>(
  props: CrudDataTableProps<Row, Values, Query>,
) {
  const { rows, columns, selection, density, fetching, actions } = props;
  const { t } = useI18n();
  const text = useLocalText();
  // The actions column is always there: every row can at least be viewed.
  const columnCount = columns.length + (selection ? 1 : 0) + 1;
  const pageKeys = rows?.filter((row) => selection?.selectable(row)).map(props.rowKey) ?? [];
  const selectedOnPage = pageKeys.filter((key) => selection?.keys.has(key)).length;

  return (
    <Table.ScrollContainer minWidth={640} type="native">
      <Table
        highlightOnHover
        verticalSpacing={spacing[density]}
        className="admin-shell-crud-table"
        data-density={density}
        data-fetching={(fetching && rows !== undefined) || undefined}
        aria-busy={fetching}
        aria-label={props.label}
      >
        <Table.Thead>
          <Table.Tr>
            {selection && (
              <Table.Th className="admin-shell-crud-select">
                <Checkbox
                  aria-label={t('crud.selectPage')}
                  checked={pageKeys.length > 0 && selectedOnPage === pageKeys.length}
                  indeterminate={selectedOnPage > 0 && selectedOnPage < pageKeys.length}
                  disabled={pageKeys.length === 0}
                  onChange={(event) => selection.togglePage(event.currentTarget.checked)}
                />
              </Table.Th>
            )}
            {columns.map((column) => (
              <HeaderCell
                key={column.key}
                label={text(column.label)}
                width={column.width}
                sortable={column.sortable === true}
                order={props.sort.field === column.key ? props.sort.order : undefined}
                onSort={(order) => props.onSort(column.key, order)}
              />
            ))}
            <Table.Th className="admin-shell-crud-actions">{t('crud.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows === undefined ? (
            Array.from({ length: props.skeletonRows }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity.
              <Table.Tr key={index}>
                {Array.from({ length: columnCount }, (_, cell) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: placeholder cells either.
                  <Table.Td key={cell}>
                    <Skeleton height={14} radius="sm" />
                  </Table.Td>
                ))}
              </Table.Tr>
            ))
          ) : rows.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={columnCount}>{props.empty}</Table.Td>
            </Table.Tr>
          ) : (
            rows.map((row) => {
              const key = props.rowKey(row);
              return (
                <CrudRow
                  key={key}
                  row={row}
                  rowId={key}
                  title={props.rowTitle(row)}
                  columns={columns}
                  selected={selection?.keys.has(key) ?? false}
                  selectable={
                    selection ? (selection.selectable(row) ? 'enabled' : 'disabled') : 'none'
                  }
                  onToggle={selection?.toggle}
                  actions={actions}
                  format={props.format}
                />
              );
            })
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function HeaderCell({
  label,
  width,
  sortable,
  order,
  onSort,
}: {
  label: string;
  width: number | undefined;
  sortable: boolean;
  order: CrudSortOrder | undefined;
  onSort(order: CrudSortOrder | undefined): void;
}) {
  const { t } = useI18n();
  if (!sortable) {
    return (
      <Table.Th w={width} className="admin-shell-crud-nowrap">
        {label}
      </Table.Th>
    );
  }
  const SortIcon =
    order === 'ascend'
      ? IconSortAscending
      : order === 'descend'
        ? IconSortDescending
        : IconArrowsSort;
  const state = order
    ? ` (${t(order === 'ascend' ? 'crud.sortedAscending' : 'crud.sortedDescending')})`
    : '';
  return (
    <Table.Th
      w={width}
      aria-sort={order === 'ascend' ? 'ascending' : order === 'descend' ? 'descending' : 'none'}
    >
      <UnstyledButton
        onClick={() => onSort(nextSortOrder(order))}
        className="admin-shell-crud-sort"
        data-sorted={order !== undefined || undefined}
        aria-label={`${t('crud.sortBy', { column: label })}${state}`}
      >
        <span>{label}</span>
        <SortIcon size={14} stroke={1.8} aria-hidden />
      </UnstyledButton>
    </Table.Th>
  );
}

interface CrudRowProps<Row, Values, Query extends CrudListQuery> {
  row: Row;
  rowId: string | number;
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

const CrudRow = memo(CrudRowComponent) as typeof CrudRowComponent;

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
