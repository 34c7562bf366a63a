import { Checkbox, Skeleton, Table, UnstyledButton } from '@mantine/core';
import { IconArrowsSort, IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import { type ReactNode, useRef } from 'react';
import type { CrudDensity } from '../../core/crud/column-preferences.js';
import type { CrudField, CrudListQuery, CrudSortOrder } from '../../core/crud/crud-definition.js';
import { nextSortOrder } from '../../core/crud/crud-search.js';
import { useI18n } from '../../core/i18n/i18n-context.js';
import { useLocalText } from '../../core/i18n/local-text.js';
import { useHiddenEndMark } from '../../hooks/use-hidden-end/use-hidden-end.js';
import type { CellFormat } from './CrudCell.js';
import type { RowActions } from './CrudRow.js';
import { CrudRow } from './CrudRow.js';

const spacing: Record<CrudDensity, 'xs' | 'sm' | 'md'> = {
  compact: 'xs',
  default: 'sm',
  comfortable: 'md',
};

export type { RowActions } from './CrudRow.js';

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

/** 1 to `count`: placeholder rows and cells have no identity but their place. */
function positions(count: number): number[] {
  return Array.from({ length: count }, (_, index) => index + 1);
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
  const scroller = useRef<HTMLDivElement>(null);
  useHiddenEndMark(scroller);

  return (
    <Table.ScrollContainer
      ref={scroller}
      minWidth={640}
      type="native"
      className="admin-shell-crud-scroller"
    >
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
            positions(props.skeletonRows).map((row) => (
              <Table.Tr key={row}>
                {positions(columnCount).map((cell) => (
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
