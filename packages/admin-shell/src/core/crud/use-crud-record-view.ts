import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { useDataProvider } from '../app/services.js';
import type { RecordId } from '../contracts.js';
import type { CrudDefinition, CrudListQuery } from './crud-definition.js';
import { crudRecordQueryOptions } from './crud-query.js';

/** The record a table's `view` param names, as far as it is known. */
export interface CrudRecordView<Row> {
  /** The record: from the page shown, else from the cache or `getOne`; the same object while its view stays open. */
  row: Row | undefined;
  /** `getOne` failed and nothing else had the record: the view cannot open. */
  error: unknown;
}

/**
 * The record whose view the address opens: taken from the page on screen when it is there,
 * else fetched with the data provider's `getOne` (or read from the cache, where the command
 * palette leaves the record it found). Nothing is fetched before the page has loaded, nor
 * without a `view`.
 */
export function useCrudRecordView<Row, Values, Query extends CrudListQuery>(
  definition: CrudDefinition<Row, Values, Query>,
  view: RecordId | undefined,
  rows: readonly Row[] | undefined,
): CrudRecordView<Row> {
  const dataProvider = useDataProvider();
  const onPage =
    view === undefined
      ? undefined
      : rows?.find((row) => String(definition.rowKey(row)) === String(view));
  const record = useQuery({
    ...crudRecordQueryOptions<Row>(definition.resource, view ?? '', dataProvider),
    enabled: view !== undefined && rows !== undefined && onPage === undefined,
  });
  // The record as first found, for as long as its view is open: a page refetched meanwhile
  // hands over a new object, and a new object would open the view afresh.
  const held = useRef<{ view: string; row: Row }>(undefined);
  const found = onPage ?? record.data;
  if (view === undefined) held.current = undefined;
  else if (found !== undefined && held.current?.view !== String(view)) {
    held.current = { view: String(view), row: found };
  }
  const row =
    view !== undefined && held.current?.view === String(view) ? held.current.row : undefined;
  return { row, error: view !== undefined && row === undefined ? record.error : null };
}
