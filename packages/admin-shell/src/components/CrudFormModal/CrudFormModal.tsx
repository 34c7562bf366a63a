import { Alert, Button, Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type RefObject, useEffect, useMemo, useRef, useState } from 'react';
import type { CrudDefinition, CrudListQuery, FormMode } from '../../core/crud/crud-definition.js';
import { crudFormRules, formFieldsFor } from '../../core/crud/crud-form-rules.js';
import { crudQueryKey } from '../../core/crud/crud-query.js';
import { classifySaveError, type SaveFailure } from '../../core/crud/save-errors.js';
import { useI18n } from '../../core/i18n/I18nProvider.js';
import { useLocalText } from '../../core/i18n/local-text.js';
import { CrudFieldInput } from './CrudFieldInput.js';
import { CrudRecordView } from './CrudRecordView.js';

/** What the modal shows: a mode, and the record for every mode but CREATE. */
export type CrudFormTarget<Row> =
  | { mode: 'CREATE'; row?: undefined }
  | { mode: 'EDIT' | 'VIEW' | 'COPY'; row: Row };

/** The props of {@link CrudFormModal}. */
export interface CrudFormModalProps<Row, Values, Query extends CrudListQuery> {
  /** The fields, rules and calls of the records (see `defineCrud`). */
  definition: CrudDefinition<Row, Values, Query>;
  /** What to show; `null` closes the modal. */
  target: CrudFormTarget<Row> | null;
  /** The person closed the modal, or a save succeeded. */
  onClose(): void;
  /** Moves to another mode (the view's 编辑 button). Without it the button is not offered. */
  onTargetChange?(target: CrudFormTarget<Row>): void;
  /** Whether the person may edit this record; default yes when the API can update. */
  canEdit?(row: Row): boolean;
  /** Called with the saved record after a create, copy or edit. */
  onSaved?(row: Row, mode: FormMode): void;
}

/**
 * The one form of a CRUD table, in the four modes of spec §3: CREATE (empty), EDIT (the
 * record, saved over it with its `version`), VIEW (read-only), COPY (prefilled, saved as new).
 * A failed save loses nothing typed: server field errors go on their fields, a 409 offers the
 * latest version or keeps the person's changes, and closing a changed form asks first.
 */
export function CrudFormModal<Row, Values, Query extends CrudListQuery>(
  props: CrudFormModalProps<Row, Values, Query>,
) {
  const { definition, target, onClose } = props;
  const { t } = useI18n();
  const text = useLocalText();
  const phone = useMediaQuery('(max-width: 36em)');
  // The modal animates out after `target` turns null: keep showing what it showed.
  const shown = useRef(target);
  if (target) shown.current = target;
  const current = shown.current;
  const [opened, setOpened] = useState(0);
  const [mode, setMode] = useState<FormMode | null>(null);
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  const isDirty = useRef<() => boolean>(() => false);

  // Each opening is a new form (its own values, errors, mode and base version), even of the
  // same record: the caller passes a new target object every time it opens the modal.
  const [seen, setSeen] = useState(target);
  if (target && target !== seen) {
    setSeen(target);
    setOpened((count) => count + 1);
    setMode(null);
    setConfirmDiscard(false);
  }
  const formKey = current
    ? `${current.mode}:${current.row ? definition.rowKey(current.row) : ''}:${opened}`
    : '';
  const effectiveMode = mode ?? current?.mode ?? 'CREATE';

  const requestClose = () => {
    if (effectiveMode !== 'VIEW' && isDirty.current()) setConfirmDiscard(true);
    else onClose();
  };

  return (
    <Modal
      opened={target !== null}
      onClose={requestClose}
      title={t(`crud.mode.${effectiveMode}`, { entity: text(definition.entity) })}
      size="lg"
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': t('crud.close') }}
      data-mode={effectiveMode}
    >
      {current &&
        (current.mode === 'VIEW' ? (
          <ViewBody {...props} row={current.row} />
        ) : (
          <FormBody
            key={formKey}
            definition={definition}
            mode={effectiveMode}
            row={current.row}
            isDirty={isDirty}
            hidden={confirmDiscard}
            onModeChange={setMode}
            onCancel={requestClose}
            onSaved={(saved, savedMode) => {
              props.onSaved?.(saved, savedMode);
              onClose();
            }}
          />
        ))}
      {confirmDiscard && (
        <DiscardQuestion
          onKeep={() => setConfirmDiscard(false)}
          onDiscard={() => {
            setConfirmDiscard(false);
            onClose();
          }}
        />
      )}
    </Modal>
  );
}

/**
 * Asked in place of the form (which stays mounted, values and all) when a changed form is
 * closed. It takes the focus, since the button that asked is now hidden.
 */
function DiscardQuestion({ onKeep, onDiscard }: { onKeep(): void; onDiscard(): void }) {
  const { t } = useI18n();
  const keep = useRef<HTMLButtonElement>(null);
  useEffect(() => keep.current?.focus(), []);
  return (
    <Stack gap="md" role="alertdialog" aria-labelledby="crud-discard-title">
      <Text fw={600} id="crud-discard-title">
        {t('crud.discardTitle')}
      </Text>
      <Text size="sm">{t('crud.discardText')}</Text>
      <Group justify="flex-end" gap="sm">
        <Button ref={keep} variant="default" onClick={onKeep}>
          {t('crud.keepEditing')}
        </Button>
        <Button color="red" onClick={onDiscard}>
          {t('crud.discard')}
        </Button>
      </Group>
    </Stack>
  );
}

function ViewBody<Row, Values, Query extends CrudListQuery>({
  definition,
  row,
  onClose,
  onTargetChange,
  canEdit,
}: CrudFormModalProps<Row, Values, Query> & { row: Row }) {
  const { t } = useI18n();
  const listed = definition.fields.filter((field) => !field.hideInTable);
  const editable =
    onTargetChange !== undefined &&
    definition.api.update !== undefined &&
    (canEdit ? canEdit(row) : true);
  return (
    <Stack gap="lg">
      <CrudRecordView fields={listed} row={row} />
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose}>
          {t('crud.close')}
        </Button>
        {editable && (
          <Button onClick={() => onTargetChange({ mode: 'EDIT', row })}>{t('crud.edit')}</Button>
        )}
      </Group>
    </Stack>
  );
}

interface FormBodyProps<Row, Values, Query extends CrudListQuery> {
  definition: CrudDefinition<Row, Values, Query>;
  mode: FormMode;
  row: Row | undefined;
  /** Tells the modal whether closing would lose typing. */
  isDirty: RefObject<() => boolean>;
  /** The discard question is showing in its place: the form stays mounted, values and all. */
  hidden: boolean;
  onModeChange(mode: FormMode): void;
  onCancel(): void;
  onSaved(row: Row, mode: FormMode): void;
}

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

function FormBody<Row, Values, Query extends CrudListQuery>(
  props: FormBodyProps<Row, Values, Query>,
) {
  const { definition, mode, row } = props;
  const { t } = useI18n();
  const text = useLocalText();
  const queryClient = useQueryClient();
  const formElement = useRef<HTMLFormElement>(null);
  const fields = useMemo(() => formFieldsFor(definition.fields, mode), [definition.fields, mode]);
  const fieldKeys = useMemo(() => new Set(fields.map((field) => field.key)), [fields]);
  const labelOf = (field: { key: string }) => {
    const found = fields.find((candidate) => candidate.key === field.key);
    return found ? text(found.label) : field.key;
  };
  // The version an edit is saved over: the opened record, or the latest after a conflict.
  const [base, setBase] = useState(row);
  const [failure, setFailure] = useState<SaveFailure<Row> | null>(null);
  const [kept, setKept] = useState(false);

  const form = useForm<Record<string, unknown>>({
    mode: 'controlled',
    initialValues: initialValues(definition, mode, row) as Record<string, unknown>,
    validate: crudFormRules(fields, labelOf, t),
  });
  // A field is judged on leaving it only once something was typed in it: judging an untouched
  // field on blur puts an error under it as the person reaches for 保存, the button moves down
  // by a line, and the click misses it.
  const inputProps = (key: string) => {
    const props = form.getInputProps(key);
    return {
      ...props,
      onBlur: () => {
        props.onBlur?.();
        if (form.isDirty(key)) form.validateField(key);
      },
    };
  };
  props.isDirty.current = () => form.isDirty();

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

  const save = useMutation({
    mutationFn: (values: Values) => {
      const { api } = definition;
      if (mode === 'EDIT') {
        if (!api.update || base === undefined) throw new Error(t('crud.notAllowed'));
        return api.update(base, values);
      }
      if (!api.create) throw new Error(t('crud.notAllowed'));
      return api.create(values);
    },
  });

  const submit = form.onSubmit(
    async (values) => {
      setFailure(null);
      try {
        const saved = await save.mutateAsync(values as Values);
        void queryClient.invalidateQueries({ queryKey: crudQueryKey(definition.id) });
        notifications.show({
          color: 'teal',
          message: t(mode === 'EDIT' ? 'crud.saved' : 'crud.created', {
            title: definition.rowTitle(saved),
          }),
        });
        props.onSaved(saved, mode);
      } catch (error) {
        const outcome = classifySaveError<Row>(error, fieldKeys, t('crud.saveFailed'));
        setFailure(outcome);
        setKept(false);
        // The list shows the record as it was (or at all): bring it up to date behind the form.
        if (outcome.kind === 'conflict' || outcome.kind === 'missing') {
          void queryClient.invalidateQueries({ queryKey: crudQueryKey(definition.id) });
        }
        if (outcome.kind === 'invalid') {
          form.setErrors(outcome.fields);
          focusFirstError(formElement.current);
        }
      }
    },
    () => focusFirstError(formElement.current),
  );

  const loadLatest = (latest: Row) => {
    const values = { ...definition.emptyValues, ...definition.toValues(latest) } as Record<
      string,
      unknown
    >;
    form.setValues(values);
    form.resetDirty(values);
    form.clearErrors();
    setBase(latest);
    setFailure(null);
  };

  return (
    <form
      ref={formElement}
      onSubmit={submit}
      noValidate
      hidden={props.hidden}
      aria-busy={save.isPending}
    >
      <Stack gap="md">
        {failure && (
          <SaveFailureAlert
            failure={failure}
            onReload={loadLatest}
            onKeep={(latest) => {
              setBase(latest);
              setFailure(null);
              setKept(true);
            }}
            onSaveAsNew={() => {
              setFailure(null);
              props.onModeChange('COPY');
            }}
          />
        )}
        {kept && (
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
          <Button type="submit" loading={save.isPending}>
            {t('crud.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function SaveFailureAlert<Row>({
  failure,
  onReload,
  onKeep,
  onSaveAsNew,
}: {
  failure: SaveFailure<Row>;
  onReload(latest: Row): void;
  onKeep(latest: Row): void;
  onSaveAsNew(): void;
}) {
  const { t } = useI18n();
  switch (failure.kind) {
    case 'conflict':
      return (
        <Alert color="yellow" variant="light" title={t('crud.conflictTitle')} role="alert">
          <Text size="sm">{t('crud.conflictText')}</Text>
          <Group gap="sm" mt="sm">
            <Button size="xs" variant="light" onClick={() => onReload(failure.current)}>
              {t('crud.conflictReload')}
            </Button>
            <Button size="xs" variant="default" onClick={() => onKeep(failure.current)}>
              {t('crud.conflictKeep')}
            </Button>
          </Group>
        </Alert>
      );
    case 'missing':
      return (
        <Alert color="red" variant="light" title={t('crud.missingTitle')} role="alert">
          <Text size="sm">{t('crud.missingText')}</Text>
          <Button size="xs" variant="light" mt="sm" onClick={onSaveAsNew}>
            {t('crud.saveAsNew')}
          </Button>
        </Alert>
      );
    case 'invalid':
      return (
        <Alert color="red" variant="light" title={t('crud.fixFields')} role="alert">
          {failure.message}
        </Alert>
      );
    default:
      return (
        <Alert color="red" variant="light" title={t('crud.saveFailed')} role="alert">
          {failure.message}
        </Alert>
      );
  }
}
