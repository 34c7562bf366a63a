import { useEffect, useRef } from 'react';
import { useDataProvider } from '../app/services.js';
import type { RecordId } from '../contracts.js';
import { draftKey, takeDraft } from '../drafts/form-drafts.js';
import { useKeepDraft } from '../drafts/use-form-draft.js';
import type { FormMode } from './crud-definition.js';
import { type CrudDraft, crudDraftId, parseCrudDraft } from './crud-draft.js';

/**
 * Keeps the open form's unsaved `values` (undefined while there are none) as the table's draft,
 * should the shell reload the page; `id` is the record edited or copied.
 */
export function useKeepCrudDraft(
  tableId: string,
  mode: FormMode,
  id: RecordId | undefined,
  values: Record<string, unknown> | undefined,
): void {
  const draft: CrudDraft | undefined =
    mode === 'VIEW' || values === undefined ? undefined : { mode, id, values };
  useKeepDraft(crudDraftId(tableId), draft);
}

/** A draft to open again: CREATE alone, EDIT and COPY over their record as it is now. */
export type ReopenedCrudDraft<Row> =
  | { mode: 'CREATE'; row?: undefined; values: Record<string, unknown> }
  | { mode: 'EDIT' | 'COPY'; row: Row; values: Record<string, unknown> };

/**
 * Takes the table's draft left on this page by a reload, once, and hands it to `open`: an edit
 * or a copy after reading its record again, as the base the draft goes over. When the record
 * cannot be read (deleted since, or the network failed) the draft opens as a new record, so
 * nothing typed is lost.
 */
export function useReopenCrudDraft<Row>(
  table: { id: string; resource: string },
  open: (draft: ReopenedCrudDraft<Row>) => void,
): void {
  const dataProvider = useDataProvider();
  const latestOpen = useRef(open);
  useEffect(() => {
    latestOpen.current = open;
  });
  const { id: tableId, resource } = table;
  useEffect(() => {
    const draft = parseCrudDraft(takeDraft(draftKey(crudDraftId(tableId))));
    if (!draft) return;
    const { mode, id, values } = draft;
    const asNew = () => latestOpen.current({ mode: 'CREATE', values });
    // No abort on unmount: the draft is taken already, and a remount (StrictMode) would not
    // find it again; React ignores the update of a component that is truly gone.
    if (mode === 'CREATE' || id === undefined) asNew();
    else
      dataProvider
        .getOne<Row>({ resource, id })
        .then((row) => latestOpen.current({ mode, row, values }), asNew);
  }, [tableId, resource, dataProvider]);
}
