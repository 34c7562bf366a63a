import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import {
  type ReactNode,
  useCallback,
  useEffect,
  useEffectEvent,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useNotifier } from '../../core/app/services.js';
import { crudDateFormat } from '../../core/crud/crud-date-format.js';
import type { CrudDefinition, CrudListQuery, CrudSearch } from '../../core/crud/crud-definition.js';
import { type CrudPermissions, resolvePermissions } from '../../core/crud/crud-permissions.js';
import { crudCapabilities } from '../../core/crud/crud-search.js';
import { crudCsvColumns } from '../../core/crud/export-crud-csv.js';
import { useCrudDelete } from '../../core/crud/use-crud-delete.js';
import { useReopenCrudDraft } from '../../core/crud/use-crud-draft.js';
import { useCrudExport } from '../../core/crud/use-crud-export.js';
import { type CrudSearchChange, useCrudList } from '../../core/crud/use-crud-list.js';
import { useCrudPreferences } from '../../core/crud/use-crud-preferences.js';
import { useCrudRecordView } from '../../core/crud/use-crud-record-view.js';
import { useRowSelection } from '../../core/crud/use-row-selection.js';
import { useSavedViewsTable } from '../../core/crud/use-saved-views-table.js';
import { failureMessage } from '../../core/data/data-errors.js';
import { useI18n } from '../../core/i18n/i18n-context.js';
import { useLocalText } from '../../core/i18n/local-text.js';
import type { CrudFormTarget } from '../CrudFormModal/CrudFormModal.js';
import type { CellFormat } from './CrudCell.js';
import { CrudDataTable, type RowActions } from './CrudDataTable.js';
import { CrudPager } from './CrudPager.js';
import { CrudSearchForm } from './CrudSearchForm.js';
import { CrudSelectionBar } from './CrudSelectionBar.js';
import { CrudToolbar } from './CrudToolbar.js';
import { LoadedCrudDialogs, useCrudDialogs } from './use-crud-dialogs.js';

/** The props of {@link CrudTable}. */
export interface CrudTableProps<Row, Values, Query extends CrudListQuery> {
  /** The fields, resource and texts of the records (see `defineCrud`). */
  definition: CrudDefinition<Row, Values, Query>;
  /** The table's state: keep it in the address (`crudRouteOptions` reads it back). */
  search: CrudSearch<Query>;
  /**
   * Called with the next state after every change the person makes (a new history entry, so
   * Back returns to the previous page, sort or filter), and with `replace` when the table
   * corrects the state itself (a page past the end moves to the last page).
   */
  onSearchChange(search: CrudSearch<Query>, change?: CrudSearchChange): void;
  /** What the person may do; default: whatever the definition's back end offers. */
  permissions?: CrudPermissions<Row>;
  /** A heading over the table, left of the toolbar. */
  title?: ReactNode;
  /**
   * More about a record, under its fields in the record view (查看), such as its change
   * history; called with the record shown. Default: nothing more.
   */
  renderRecordExtra?(row: Row): ReactNode;
}

/**
 * A server-driven table of records with everything around it: a search form and filters, a
 * toolbar (saved views when the app keeps them, reload, column settings, density, CSV export
 * of the whole filter, create), sortable
 * columns, paging, row actions (view, edit, copy, delete) and bulk delete, and one form modal
 * for every mode. The records come through the app's data provider; the state is the `search`
 * prop, so the app keeps it in the address and a reload or a shared link shows the same page.
 * The form and the delete dialogs are fetched once the page has loaded, or when first asked for.
 */
export function CrudTable<Row, Values, Query extends CrudListQuery>(
  props: CrudTableProps<Row, Values, Query>,
) {
  const { definition, search } = props;
  const { t, locale } = useI18n();
  const text = useLocalText();
  const { query, limits, list, rows, total, pageCount, loadingSlow, filters, filtered, change } =
    useCrudList(definition, search, props.onSearchChange);
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
  const savedViews = useSavedViewsTable(definition, search, props.onSearchChange, {
    pageSize: query.pageSize,
    columns: {
      order: preferences.resolved.map(({ column }) => column.key),
      hidden: preferences.resolved
        .filter(({ visible }) => !visible)
        .map(({ column }) => column.key),
    },
    density: preferences.density,
  });
  const selection = useRowSelection(
    definition.rowKey,
    JSON.stringify({ ...query, current: undefined }),
  );
  const tableRegion = useRef<HTMLDivElement>(null);
  const deletion = useCrudDelete(
    definition,
    useCallback(
      (ids) => {
        selection.forget(ids);
        // The button that asked is gone with its row (or its selection): focus the table.
        tableRegion.current?.focus();
      },
      [selection.forget],
    ),
  );
  const exporter = useCrudExport(definition);
  // Create, edit and copy; the view is the address's (`view`), so a link or reload opens it.
  const [form, setForm] = useState<CrudFormTarget<Row> | null>(null);
  // A form left unsaved when the shell reloaded the page opens again as it was left.
  useReopenCrudDraft<Row>(definition, ({ values, ...target }) =>
    setForm({ ...target, draft: values }),
  );
  const viewing = useCrudRecordView(definition, search.view, rows);
  const viewTarget = useMemo<CrudFormTarget<Row> | null>(
    () => (viewing.row === undefined ? null : { mode: 'VIEW', row: viewing.row }),
    [viewing.row],
  );
  // Read at the click, so `showView` stays the same function and the rows' memo holds.
  const latest = useRef({ search, onSearchChange: props.onSearchChange });
  useLayoutEffect(() => {
    latest.current = { search, onSearchChange: props.onSearchChange };
  });
  // Replacing the entry: the view is not a page of its own, Back leaves the table.
  const showView = useCallback(
    (row: Row | undefined) => {
      const { search: current, onSearchChange } = latest.current;
      onSearchChange(
        { ...current, view: row === undefined ? undefined : definition.rowKey(row) },
        { replace: true },
      );
    },
    [definition],
  );
  const notifier = useNotifier();
  const viewFailed = useEffectEvent((error: unknown) => {
    notifier.notify({
      kind: 'error',
      message: t('crud.viewFailed', { message: failureMessage(error, t('request.failed')) }),
    });
    showView(undefined);
  });
  useEffect(() => {
    if (viewing.error) viewFailed(viewing.error);
  }, [viewing.error]);
  useCrudDialogs(form ?? viewTarget ?? deletion.request ?? deletion.summary, () => {
    // Nothing opens, and the person's next try asks for the code again.
    setForm(null);
    if (latest.current.search.view !== undefined) showView(undefined);
    deletion.cancel();
  });
  // Numeric dates, in the cells and in the CSV export alike; the record view spells them out.
  const format = useMemo<CellFormat>(
    () => ({ date: (value) => crudDateFormat(locale).format(new Date(value)) }),
    [locale],
  );

  const actions = useMemo<RowActions<Row>>(
    () => ({
      view: (row) => showView(row),
      edit: can.offers.update
        ? { state: can.update, run: (row) => setForm({ mode: 'EDIT', row }) }
        : undefined,
      copy: can.create ? (row) => setForm({ mode: 'COPY', row }) : undefined,
      remove: can.offers.remove
        ? { state: can.remove, run: (row) => deletion.ask([row]) }
        : undefined,
    }),
    [can, deletion.ask, showView],
  );
  const selectable = useCallback((row: Row) => can.remove(row) === 'allowed', [can]);
  const entity = text(definition.entity);

  const startExport = () => {
    void exporter.start({
      query,
      ...crudCsvColumns(preferences.visible, { label: text, date: crudDateFormat(locale) }),
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
          keywordMaxLength={limits.keywordLength}
          keywordPlaceholder={definition.keyword}
          filterFields={filterFields}
          filters={filters}
          onSearch={change.query}
          onReset={change.reset}
        />
        <CrudToolbar
          title={props.title}
          savedViews={savedViews}
          total={list.data ? total : undefined}
          loadingSlow={loadingSlow}
          reloading={list.isFetching && list.data !== undefined}
          onReload={() => void list.refetch()}
          exporting={exporter.progress}
          onExport={startExport}
          onCancelExport={exporter.cancel}
          density={preferences.density}
          onDensityChange={preferences.setDensity}
          columns={{
            columns: preferences.resolved.map(({ column, visible }) => ({
              key: column.key,
              label: text(column.label),
              visible,
            })),
            onToggle: preferences.toggle,
            onMove: preferences.move,
            onReset: preferences.reset,
          }}
          onCreate={can.create ? () => setForm({ mode: 'CREATE' }) : undefined}
        />
        <CrudSelectionBar
          count={selection.keys.size}
          onClear={selection.clear}
          onDelete={() => deletion.ask(selection.rows)}
        />
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
            onSort={change.sort}
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
                  <Button variant="subtle" size="xs" onClick={change.reset}>
                    {t('crud.reset')}
                  </Button>
                )}
              </Stack>
            }
            format={format}
          />
        )}
        <CrudPager
          pageSizes={limits.pageSizes}
          pageSize={query.pageSize}
          onPageSizeChange={change.pageSize}
          page={query.current}
          pageCount={pageCount}
          onPageChange={change.page}
        />
      </Stack>

      <LoadedCrudDialogs>
        {(dialogs) => (
          <>
            <dialogs.CrudFormModal
              definition={definition}
              target={form ?? viewTarget}
              onClose={() => (form ? setForm(null) : showView(undefined))}
              onTargetChange={(next) => {
                setForm(next);
                if (search.view !== undefined) showView(undefined);
              }}
              canEdit={(row) => can.update(row) === 'allowed'}
              renderRecordExtra={props.renderRecordExtra}
            />
            <dialogs.CrudDeleteDialogs
              entity={entity}
              rowKey={definition.rowKey}
              rowTitle={definition.rowTitle}
              request={deletion.request}
              summary={deletion.summary}
              onConfirm={() => void deletion.confirm()}
              onCancel={deletion.cancel}
              onCloseSummary={deletion.closeSummary}
            />
          </>
        )}
      </LoadedCrudDialogs>
    </Paper>
  );
}
