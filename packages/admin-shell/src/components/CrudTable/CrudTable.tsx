import {
  ActionIcon,
  Alert,
  Button,
  Group,
  NativeSelect,
  Pagination,
  Paper,
  Stack,
  Text,
  Tooltip,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconDownload, IconPlus, IconRefresh, IconX } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { RequestError } from '../../core/client/errors.js';
import {
  type CrudDefinition,
  type CrudListQuery,
  type CrudPageSize,
  type CrudSearch,
  crudPageSizes,
} from '../../core/crud/crud-definition.js';
import { type CrudPermissions, resolvePermissions } from '../../core/crud/crud-permissions.js';
import { crudListQueryOptions, crudQueryKey } from '../../core/crud/crud-query.js';
import {
  activeFilters,
  crudCapabilities,
  crudPageQuery,
  crudSearchChanges,
} from '../../core/crud/crud-search.js';
import { type DeleteSummary, deleteEach } from '../../core/crud/delete-each.js';
import { fieldText } from '../../core/crud/field-value.js';
import { failureMessage } from '../../core/crud/save-errors.js';
import { useI18n } from '../../core/i18n/I18nProvider.js';
import { useLocalText } from '../../core/i18n/local-text.js';
import { useLoadingSlow } from '../../core/query/use-loading-slow.js';
import { CrudFormModal, type CrudFormTarget } from '../CrudFormModal/CrudFormModal.js';
import { ColumnSettings } from './ColumnSettings.js';
import { ConfirmDialog } from './ConfirmDialog.js';
import { CrudDataTable, type RowActions } from './CrudDataTable.js';
import { CrudSearchForm } from './CrudSearchForm.js';
import { DeleteSummaryDialog } from './DeleteSummaryDialog.js';
import { DensityMenu } from './DensityMenu.js';
import { useCrudExport } from './use-crud-export.js';
import { useCrudPreferences } from './use-crud-preferences.js';
import { useRowSelection } from './use-row-selection.js';

/** The props of {@link CrudTable}. */
export interface CrudTableProps<Row, Values, Query extends CrudListQuery> {
  /** The fields, calls and texts of the records (see `defineCrud`). */
  definition: CrudDefinition<Row, Values, Query>;
  /** The table's state: keep it in the address (`parseCrudSearch` reads it back). */
  search: CrudSearch<Query>;
  /** Called with the next state after every change the person makes. */
  onSearchChange(search: CrudSearch<Query>): void;
  /** What the person may do; default: whatever the definition's API offers. */
  permissions?: CrudPermissions<Row>;
  /** A heading over the table, left of the toolbar. */
  title?: ReactNode;
}

/**
 * A server-driven table of records with everything around it: a search form and filters, a
 * toolbar (reload, column settings, density, CSV export of the whole filter, create), sortable
 * columns, paging at 10/20/50/100, row actions (view, edit, copy, delete) and bulk delete, and
 * one form modal for every mode. The state is the `search` prop, so the app keeps it in the
 * address and a reload or a shared link shows the same page.
 */
export function CrudTable<Row, Values, Query extends CrudListQuery>(
  props: CrudTableProps<Row, Values, Query>,
) {
  const { definition, search, onSearchChange } = props;
  const { t, locale } = useI18n();
  const text = useLocalText();
  const queryClient = useQueryClient();
  const query = crudPageQuery(search);
  const list = useQuery(crudListQueryOptions(definition, query));
  const loadingSlow = useLoadingSlow(list.isFetching);
  const can = useMemo(
    () => resolvePermissions(definition, props.permissions),
    [definition, props.permissions],
  );
  const { filterFields } = useMemo(() => crudCapabilities(definition), [definition]);
  const listed = useMemo(
    () => definition.fields.filter((field) => !field.hideInTable),
    [definition.fields],
  );
  const preferences = useCrudPreferences(definition.id, listed);
  const selection = useRowSelection(
    definition.rowKey,
    JSON.stringify({ ...query, current: undefined }),
  );
  const exporter = useCrudExport<Row, Query>(definition.id);
  // Numeric dates in a column: they line up, and eight columns fit at 1440 px. The record view
  // spells them out.
  const format = useMemo(
    () => ({
      date: new Intl.DateTimeFormat(locale, {
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
      }),
    }),
    [locale],
  );

  const [form, setForm] = useState<CrudFormTarget<Row> | null>(null);
  const [deleting, setDeleting] = useState<{ rows: Row[]; error?: string; busy?: boolean } | null>(
    null,
  );
  const [summary, setSummary] = useState<DeleteSummary<Row> | null>(null);
  const tableRegion = useRef<HTMLDivElement>(null);

  const total = list.data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / query.pageSize));
  const outOfRange =
    list.data !== undefined && !list.isPlaceholderData && query.current > pageCount;
  // A page past the end (the last row deleted, a narrower search, an old link) shows the last one.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reacts to the range check only.
  useEffect(() => {
    if (outOfRange) onSearchChange(crudSearchChanges.page(search, pageCount));
  }, [outOfRange, pageCount]);

  const entity = text(definition.entity);
  const filters = activeFilters(search);
  const filtered = search.keyword !== undefined || Object.keys(filters).length > 0;

  const actions = useMemo<RowActions<Row>>(
    () => ({
      view: (row) => setForm({ mode: 'VIEW', row }),
      edit: can.offers.update
        ? { state: can.update, run: (row) => setForm({ mode: 'EDIT', row }) }
        : undefined,
      copy: can.create ? (row) => setForm({ mode: 'COPY', row }) : undefined,
      remove: can.offers.remove
        ? { state: can.remove, run: (row) => setDeleting({ rows: [row] }) }
        : undefined,
    }),
    [can],
  );

  const selectable = useCallback((row: Row) => can.remove(row) === 'allowed', [can]);
  const rows = list.data?.list;

  const runDelete = async (targets: Row[]) => {
    const remove = definition.api.remove;
    if (!remove) return;
    setDeleting({ rows: targets, busy: true });
    // A row already deleted elsewhere (404) is gone either way: it leaves the selection too.
    const gone: Row[] = [];
    const outcome = await deleteEach(
      targets,
      async (row) => {
        try {
          return await remove(row);
        } catch (error) {
          if (error instanceof RequestError && error.status === 404) gone.push(row);
          throw error;
        }
      },
      (error) => failureMessage(error, t('request.failed')),
    );
    await queryClient.invalidateQueries({ queryKey: crudQueryKey(definition.id) });
    if (targets.length === 1) {
      const [failed] = outcome.failed;
      if (failed) {
        setDeleting({ rows: targets, error: failed.reason });
        return;
      }
      notifications.show({
        color: 'teal',
        message: t('crud.deleted', { title: definition.rowTitle(targets[0] as Row) }),
      });
    } else {
      setSummary(outcome);
    }
    // Rows that could not be deleted stay ticked, ready for another try.
    selection.setMany([...outcome.deleted, ...gone], false);
    setDeleting(null);
    // The button that asked is gone with its row (or its selection): focus the table instead.
    tableRegion.current?.focus();
  };

  const startExport = () => {
    const columns = preferences.visible;
    void exporter.start({
      query,
      list: definition.api.list,
      header: columns.map((column) => text(column.label)),
      cells: (row) =>
        columns.map((column) => fieldText(column, row, { label: text, date: (iso) => iso })),
    });
  };

  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      className="admin-shell-crud"
      ref={tableRegion}
      tabIndex={-1}
    >
      <Stack gap="md">
        <CrudSearchForm
          keyword={search.keyword ?? ''}
          keywordPlaceholder={definition.keyword}
          filterFields={filterFields}
          filters={filters}
          onSearch={(keyword, next) =>
            onSearchChange(crudSearchChanges.query(search, keyword, next))
          }
          onReset={() => onSearchChange(crudSearchChanges.reset(search))}
        />

        <Group justify="space-between" gap="sm" wrap="wrap">
          <Group gap="sm" wrap="wrap">
            {props.title}
            <Text c="dimmed" size="sm" aria-live="polite" data-testid="crud-total">
              {list.data ? t('crud.total', { total }) : '\u00a0'}
            </Text>
            {/* Mounted from the start: a live region announces what is added to it, not itself. */}
            <Text c="dimmed" size="sm" role="status">
              {loadingSlow ? t('app.loadingSlow') : null}
            </Text>
          </Group>
          <Group gap="xs" wrap="wrap">
            {exporter.progress ? (
              <Group gap={4} wrap="nowrap">
                <Text size="sm" c="dimmed" role="status">
                  {t('crud.exporting', { ...exporter.progress })}
                </Text>
                <Tooltip label={t('crud.exportCancel')} openDelay={400}>
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    aria-label={t('crud.exportCancel')}
                    onClick={exporter.cancel}
                  >
                    <IconX size={16} />
                  </ActionIcon>
                </Tooltip>
              </Group>
            ) : (
              <Button
                variant="default"
                leftSection={<IconDownload size={16} stroke={1.7} />}
                onClick={startExport}
                disabled={total === 0}
              >
                {t('crud.export')}
              </Button>
            )}
            <Tooltip label={t('crud.reload')} openDelay={400}>
              <ActionIcon
                variant="default"
                size="lg"
                aria-label={t('crud.reload')}
                loading={list.isFetching && list.data !== undefined}
                onClick={() => void list.refetch()}
              >
                <IconRefresh size={18} stroke={1.6} />
              </ActionIcon>
            </Tooltip>
            <DensityMenu density={preferences.density} onChange={preferences.setDensity} />
            <ColumnSettings
              columns={preferences.resolved.map(({ column, visible }) => ({
                key: column.key,
                label: text(column.label),
                visible,
              }))}
              onToggle={preferences.toggle}
              onMove={preferences.move}
              onReset={preferences.reset}
            />
            {can.create && (
              <Button
                leftSection={<IconPlus size={16} stroke={1.8} />}
                onClick={() => setForm({ mode: 'CREATE' })}
              >
                {t('crud.create')}
              </Button>
            )}
          </Group>
        </Group>

        {selection.keys.size > 0 && (
          <Group
            justify="space-between"
            gap="sm"
            className="admin-shell-crud-selection"
            role="region"
            aria-label={t('crud.selected', { count: selection.keys.size })}
          >
            <Text size="sm" fw={500}>
              {t('crud.selected', { count: selection.keys.size })}
            </Text>
            <Group gap="xs">
              <Button variant="subtle" size="xs" onClick={selection.clear}>
                {t('crud.clearSelection')}
              </Button>
              <Button
                color="red"
                size="xs"
                variant="light"
                onClick={() => setDeleting({ rows: selection.rows })}
              >
                {t('crud.bulkDelete')}
              </Button>
            </Group>
          </Group>
        )}

        {/* A failed reload keeps the rows already shown, under the reason. */}
        {list.isError && !list.isFetching && (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertCircle size={18} />}
            title={t('crud.loadFailed')}
            role="alert"
          >
            <Group justify="space-between" gap="sm">
              <Text size="sm">{failureMessage(list.error, t('request.failed'))}</Text>
              <Button size="xs" variant="light" color="red" onClick={() => void list.refetch()}>
                {t('app.error.retry')}
              </Button>
            </Group>
          </Alert>
        )}
        {(!list.isError || list.data) && (
          <CrudDataTable
            rows={rows}
            columns={preferences.visible}
            rowKey={definition.rowKey}
            rowTitle={definition.rowTitle}
            label={entity}
            density={preferences.density}
            skeletonRows={Math.min(query.pageSize, 10)}
            fetching={list.isFetching}
            sort={{ field: search.sortField, order: search.sortOrder }}
            onSort={(field, order) =>
              onSearchChange(
                crudSearchChanges.sort(
                  search,
                  order ? { field: field as CrudSearch<Query>['sortField'], order } : undefined,
                ),
              )
            }
            selection={
              can.offers.remove
                ? {
                    keys: selection.keys,
                    toggle: selection.toggle,
                    togglePage: (select) =>
                      selection.setMany((rows ?? []).filter(selectable), select),
                    selectable,
                  }
                : undefined
            }
            actions={actions}
            empty={
              <Stack align="center" gap="xs" py="xl">
                <Text c="dimmed">{t(filtered ? 'crud.emptyFiltered' : 'crud.empty')}</Text>
                {filtered && (
                  <Button
                    variant="subtle"
                    size="xs"
                    onClick={() => onSearchChange(crudSearchChanges.reset(search))}
                  >
                    {t('crud.reset')}
                  </Button>
                )}
              </Stack>
            }
            format={format}
          />
        )}

        <Group justify="space-between" gap="sm">
          <NativeSelect
            label={t('crud.pageSize')}
            data={crudPageSizes.map(String)}
            value={String(query.pageSize)}
            onChange={(event) =>
              onSearchChange(
                crudSearchChanges.pageSize(
                  search,
                  Number(event.currentTarget.value) as CrudPageSize,
                ),
              )
            }
            size="xs"
            className="admin-shell-crud-page-size"
          />
          <Pagination
            total={pageCount}
            value={Math.min(query.current, pageCount)}
            onChange={(page) => onSearchChange(crudSearchChanges.page(search, page))}
            size="sm"
            siblings={1}
            boundaries={1}
            getControlProps={(control) =>
              control === 'previous'
                ? { 'aria-label': t('crud.previousPage') }
                : control === 'next'
                  ? { 'aria-label': t('crud.nextPage') }
                  : {}
            }
            aria-label={t('crud.pagination')}
          />
        </Group>
      </Stack>

      <CrudFormModal
        definition={definition}
        target={form}
        onClose={() => setForm(null)}
        onTargetChange={setForm}
        canEdit={(row) => can.update(row) === 'allowed'}
      />
      <ConfirmDialog
        opened={deleting !== null}
        title={
          deleting && deleting.rows.length > 1
            ? t('crud.bulkDelete')
            : t('crud.deleteTitle', { entity })
        }
        confirmLabel={t('crud.delete')}
        busy={deleting?.busy}
        error={
          deleting?.error
            ? t('crud.deleteFailed', {
                title: definition.rowTitle(deleting.rows[0] as Row),
                message: deleting.error,
              })
            : undefined
        }
        onConfirm={() => deleting && void runDelete(deleting.rows)}
        onClose={() => setDeleting(null)}
        returnFocus={deleting === null || deleting.error === undefined}
      >
        {deleting && deleting.rows.length > 1
          ? t('crud.bulkDeleteText', { count: deleting.rows.length })
          : deleting
            ? t('crud.deleteText', { title: definition.rowTitle(deleting.rows[0] as Row) })
            : null}
      </ConfirmDialog>
      <DeleteSummaryDialog
        summary={summary}
        rowKey={definition.rowKey}
        rowTitle={definition.rowTitle}
        onClose={() => setSummary(null)}
      />
    </Paper>
  );
}
