import { Alert, Button, Group, SimpleGrid, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useDataProvider, useNotifier } from '../../core/app/services.js';
import type { CrudDefinition, CrudListQuery, FormMode } from '../../core/crud/crud-definition.js';
import { draftValues } from '../../core/crud/crud-draft.js';
import { crudFormRules, formFieldsFor } from '../../core/crud/crud-form-rules.js';
import { useKeepCrudDraft } from '../../core/crud/use-crud-draft.js';
import { useCrudSave } from '../../core/crud/use-crud-save.js';
import { useI18n } from '../../core/i18n/i18n-context.js';
import { useLocalText } from '../../core/i18n/local-text.js';
import { usePresence } from '../../core/live/use-presence.js';
import { useRecordChange } from '../../core/live/use-record-change.js';
import { CrudFieldInput } from './CrudFieldInput.js';
import { PresenceNote } from './PresenceNote.js';
import { RecordChangedAlert } from './RecordChangedAlert.js';
import { SaveFailureAlert } from './SaveFailureAlert.js';

export interface CrudFormProps<Row, Values, Query extends CrudListQuery> {
  definition: CrudDefinition<Row, Values, Query>;
  mode: FormMode;
  row: Row | undefined;
  /** Values left unsaved before a reload, over the mode's own: the form opens changed. */
  draft?: Readonly<Record<string, unknown>> | undefined;
  /** The discard question shows in its place: the form stays mounted, values and all. */
  hidden: boolean;
  /** Told whether closing now would lose typing; stable across renders. */
  onDirtyChange(dirty: boolean): void;
  onModeChange(mode: FormMode): void;
  onCancel(): void;
  onSaved(row: Row, mode: FormMode): void;
}

/** The values a form of this mode starts from. */
function initialValues<Row, Values, Query extends CrudListQuery>(
  definition: CrudDefinition<Row, Values, Query>,
  mode: FormMode,
  row: Row | undefined,
): Values {
  if (mode === 'CREATE' || row === undefined) return definition.emptyValues;
  const values =
    mode === 'COPY'
      ? (definition.copyValues ?? definition.toValues)(row)
      : definition.toValues(row);
  // Every field has a value from the start, so a later switch to COPY (after the record was
  // deleted) finds its create-only fields controlled.
  return { ...definition.emptyValues, ...values };
}

function focusFirstError(form: HTMLFormElement | null) {
  // After React has rendered the errors.
  setTimeout(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);
}

/**
 * The create, copy and edit form of a CRUD table, over `useCrudSave`: the fields the mode
 * shows with their rules, server field errors on their fields, and a conflict or a missing
 * record explained over the form. Nothing typed is lost on a failed save.
 */
export function CrudForm<Row, Values, Query extends CrudListQuery>(
  props: CrudFormProps<Row, Values, Query>,
) {
  const { definition, mode, row, onDirtyChange } = props;
  const { t } = useI18n();
  const text = useLocalText();
  const formElement = useRef<HTMLFormElement>(null);
  const fields = useMemo(() => formFieldsFor(definition.fields, mode), [definition.fields, mode]);
  const fieldKeys = useMemo(() => new Set(fields.map((field) => field.key)), [fields]);
  const saving = useCrudSave(definition, mode, row, fieldKeys);
  const editedId = mode === 'EDIT' && row !== undefined ? definition.rowKey(row) : undefined;
  const othersHere = usePresence(definition.resource, editedId);
  const remoteChange = useRecordChange(
    definition.resource,
    editedId,
    saving.base === undefined ? undefined : definition.rowVersion?.(saving.base),
  );
  const dataProvider = useDataProvider();
  const notifier = useNotifier();
  const [loadingTheirs, setLoadingTheirs] = useState(false);
  const labelOf = (field: { key: string }) => {
    const found = fields.find((candidate) => candidate.key === field.key);
    return found ? text(found.label) : field.key;
  };
  const form = useForm<Record<string, unknown>>({
    mode: 'controlled',
    initialValues: initialValues(definition, mode, row) as Record<string, unknown>,
    validate: crudFormRules(fields, labelOf, t),
  });
  // A field is judged on leaving it only once something was typed in it: judging an untouched
  // field on blur puts an error under it as the person reaches for 保存, the button moves down
  // by a line, and the click misses it.
  const inputProps = (key: string) => {
    const input = form.getInputProps(key);
    return {
      ...input,
      onBlur: () => {
        input.onBlur?.();
        if (form.isDirty(key)) form.validateField(key);
      },
    };
  };

  const { setValues } = form;
  // Before paint, so the form never shows the values the draft replaces.
  useLayoutEffect(() => {
    if (props.draft) setValues(props.draft);
  }, [props.draft, setValues]);

  const dirty = form.isDirty();
  // Kept only should the shell reload the page now (a deployment, 立即刷新).
  useKeepCrudDraft(
    definition.id,
    mode,
    row === undefined ? undefined : definition.rowKey(row),
    dirty ? draftValues(fields, form.getValues(), form.isDirty) : undefined,
  );
  // Before the browser takes the next event: reported after paint, an Escape pressed right
  // after typing would find the modal not yet told, and close it over the typed work unasked.
  useLayoutEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  // The first field takes the focus when the form appears (switched to from the view, where
  // the modal's own focus trap does not act again) and when the discard question gives the
  // form back. On opening, the trap focuses the same field (`first`), so nothing blurs and no
  // field is validated before the person has typed.
  useEffect(() => {
    if (!props.hidden) {
      formElement.current
        ?.querySelector<HTMLElement>('input:not([type=hidden]), textarea')
        ?.focus();
    }
  }, [props.hidden]);

  const submit = form.onSubmit(
    async (values) => {
      const outcome = await saving.save(values as Values);
      if ('saved' in outcome) {
        props.onSaved(outcome.saved, mode);
      } else if (outcome.failure.kind === 'invalid') {
        form.setErrors(outcome.failure.fields);
        focusFirstError(formElement.current);
      }
    },
    () => focusFirstError(formElement.current),
  );

  const loadLatest = (latest: Row) => {
    const values = {
      ...definition.emptyValues,
      ...definition.toValues(latest),
    } as Record<string, unknown>;
    form.setValues(values);
    form.resetDirty(values);
    form.clearErrors();
    saving.adoptLatest(latest);
  };

  const loadTheirs = async () => {
    if (editedId === undefined) return;
    setLoadingTheirs(true);
    try {
      loadLatest(await dataProvider.getOne<Row>({ resource: definition.resource, id: editedId }));
    } catch (error) {
      notifier.notify({
        kind: 'error',
        message: error instanceof Error ? error.message : t('crud.saveFailed'),
      });
    } finally {
      setLoadingTheirs(false);
    }
  };

  return (
    <form
      ref={formElement}
      onSubmit={submit}
      noValidate
      hidden={props.hidden}
      aria-busy={saving.pending}
    >
      <Stack gap="md">
        <PresenceNote people={othersHere} />
        {/* A change heard while this form saves is most likely the save itself: it succeeds
            and the form closes, or it meets the conflict, which says the rest. */}
        {remoteChange.change && !saving.failure && !saving.pending && (
          <RecordChangedAlert
            change={remoteChange.change}
            loading={loadingTheirs}
            onLoadTheirs={loadTheirs}
            onKeepEditing={remoteChange.dismiss}
            onSaveAsNew={() => {
              remoteChange.dismiss();
              props.onModeChange('COPY');
            }}
          />
        )}
        {saving.failure && (
          <SaveFailureAlert
            failure={saving.failure}
            onReload={loadLatest}
            onKeep={saving.keepMine}
            onSaveAsNew={() => {
              saving.dismiss();
              props.onModeChange('COPY');
            }}
          />
        )}
        {saving.kept && (
          <Alert color="blue" variant="light" role="status">
            {t('crud.conflictKept')}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
          {fields.map((field, index) => (
            <CrudFieldInput
              key={field.key}
              first={index === 0}
              field={field}
              inputProps={inputProps(field.key)}
            />
          ))}
        </SimpleGrid>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={props.onCancel}>
            {t('crud.cancel')}
          </Button>
          <Button type="submit" loading={saving.pending}>
            {t('crud.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
