import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotifier } from '../app/services.js';
import { useI18n } from '../i18n/i18n-context.js';
import type { CrudDefinition, CrudListQuery, FormMode } from './crud-definition.js';
import { crudQueryKey } from './crud-query.js';
import { classifySaveError, type SaveFailure } from './save-errors.js';

/** How a save went: the record as stored, or why it was not. */
export type SaveOutcome<Row> = { saved: Row } | { failure: SaveFailure<Row> };

/**
 * Saving a CRUD form: creates (and copies) through the data provider's `create`, edits through
 * `update` over the version last read. A stale edit's conflict holds the record as it is now:
 * `adoptLatest` makes it the version the form shows and saves over, `keepMine` saves the
 * person's values over it. The list is refreshed after every save, and after a conflict or a
 * missing record, so it shows the record as it is.
 *
 * @param formFields the form's fields, which field errors are put on; others join the message
 */
export function useCrudSave<Row, Values, Query extends CrudListQuery>(
  definition: CrudDefinition<Row, Values, Query>,
  mode: FormMode,
  row: Row | undefined,
  formFields: ReadonlySet<string>,
) {
  const dataProvider = useDataProvider();
  const notifier = useNotifier();
  const queryClient = useQueryClient();
  const { t } = useI18n();
  // The version an edit is saved over: the opened record, or the latest after a conflict.
  const [base, setBase] = useState(row);
  const [failure, setFailure] = useState<SaveFailure<Row> | null>(null);
  const [kept, setKept] = useState(false);
  const refreshList = () =>
    queryClient.invalidateQueries({ queryKey: crudQueryKey(definition.id) });

  const mutation = useMutation({
    mutationFn: (values: Values): Promise<Row> => {
      const { resource } = definition;
      if (mode === 'EDIT') {
        if (base === undefined) throw new Error(t('crud.notAllowed'));
        return dataProvider.update<Row>({
          resource,
          id: definition.rowKey(base),
          data: definition.toUpdate ? definition.toUpdate(values, base) : values,
          previousData: base,
        });
      }
      return dataProvider.create<Row>({
        resource,
        data: definition.toCreate ? definition.toCreate(values) : values,
      });
    },
  });

  async function save(values: Values): Promise<SaveOutcome<Row>> {
    setFailure(null);
    try {
      const saved = await mutation.mutateAsync(values);
      // The form now holds what it saved: news of this very save is not news to it.
      if (mode === 'EDIT') setBase(saved);
      void refreshList();
      notifier.notify({
        kind: 'success',
        message: t(mode === 'EDIT' ? 'crud.saved' : 'crud.created', {
          title: definition.rowTitle(saved),
        }),
      });
      return { saved };
    } catch (error) {
      const outcome = classifySaveError<Row>(error, formFields, t('crud.saveFailed'));
      setFailure(outcome);
      setKept(false);
      if (outcome.kind === 'conflict' || outcome.kind === 'missing') void refreshList();
      return { failure: outcome };
    }
  }

  return {
    save,
    pending: mutation.isPending,
    /** The version an edit is saved over: the opened record, or the latest adopted since. */
    base,
    failure,
    /** The person chose to save their values over the latest version. */
    kept,
    /** Saves over `latest` from now on, with the values it has (the form loads them). */
    adoptLatest(latest: Row) {
      setBase(latest);
      setFailure(null);
    },
    /** Saves the person's values over `latest` from now on. */
    keepMine(latest: Row) {
      setBase(latest);
      setFailure(null);
      setKept(true);
    },
    /** Clears the failure (the form moves on: save-as-new). */
    dismiss: () => setFailure(null),
  };
}
