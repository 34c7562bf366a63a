import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import {
  type CrudDefinition,
  type CrudListQuery,
  type FormMode,
  viewedFields,
} from '../../core/crud/crud-definition.js';
import { useI18n } from '../../core/i18n/i18n-context.js';
import { useLocalText } from '../../core/i18n/local-text.js';
import { usePresence } from '../../core/live/use-presence.js';
import { useUnsavedChanges } from '../../core/unsaved/unsaved-changes.js';
import { useLastPresent } from '../../hooks/use-last-present/use-last-present.js';
import { CrudForm } from './CrudForm.js';
import { CrudRecordView } from './CrudRecordView.js';
import { PresenceNote } from './PresenceNote.js';

/**
 * What the modal shows: a mode, the record for every mode but CREATE, and for a form reopened
 * after a reload, the values the person had typed (`draft`, over the mode's own).
 */
export type CrudFormTarget<Row> = (
  | { mode: 'CREATE'; row?: undefined }
  | { mode: 'EDIT' | 'VIEW' | 'COPY'; row: Row }
) & { draft?: Readonly<Record<string, unknown>> };

/** The props of {@link CrudFormModal}. */
export interface CrudFormModalProps<Row, Values, Query extends CrudListQuery> {
  /** The fields, rules and resource of the records (see `defineCrud`). */
  definition: CrudDefinition<Row, Values, Query>;
  /** What to show; `null` closes the modal. A new object opens a new form, even of one record. */
  target: CrudFormTarget<Row> | null;
  /** The person closed the modal, or a save succeeded. */
  onClose(): void;
  /** Moves to another mode (the view's 编辑 button). Without it the button is not offered. */
  onTargetChange?(target: CrudFormTarget<Row>): void;
  /** Whether the person may edit this record; default yes when the back end takes updates. */
  canEdit?(row: Row): boolean;
  /** Called with the saved record after a create, copy or edit. */
  onSaved?(row: Row, mode: FormMode): void;
  /**
   * More about a record, under its fields in the VIEW mode only (such as its change history);
   * called with the record shown. Default: nothing more.
   */
  renderRecordExtra?(row: Row): ReactNode;
}

/** Each target object is one opening of the modal, numbered in the order they are shown. */
const openings = new WeakMap<object, number>();
let lastOpening = 0;
function openingOf(target: object): number {
  let opening = openings.get(target);
  if (opening === undefined) {
    lastOpening += 1;
    opening = lastOpening;
    openings.set(target, opening);
  }
  return opening;
}

/** What one opening of the modal has been through. */
interface OpeningState {
  opening: number;
  /** The form moved on from the target's mode (a missing record saved as new). */
  mode: FormMode | null;
  /** The person asked to close a changed form. */
  confirmDiscard: boolean;
  dirty: boolean;
}

const fresh = (opening: number): OpeningState => ({
  opening,
  mode: null,
  confirmDiscard: false,
  dirty: false,
});

/**
 * The one form of a CRUD table, in the four modes of spec §3: CREATE (empty), EDIT (the
 * record, saved over it with its `version`), VIEW (read-only), COPY (prefilled, saved as new).
 * A failed save loses nothing typed: server field errors go on their fields, a conflict offers
 * the latest version or keeps the person's changes, and closing a changed form asks first.
 */
export function CrudFormModal<Row, Values, Query extends CrudListQuery>(
  props: CrudFormModalProps<Row, Values, Query>,
) {
  const { definition, target, onClose } = props;
  const { t } = useI18n();
  const text = useLocalText();
  const phone = useMediaQuery('(max-width: 36em)');
  // The modal animates out after `target` turns null: keep showing what it showed.
  const shown = useLastPresent(target);
  const opening = shown ? openingOf(shown) : 0;
  // Kept per opening: a new opening starts afresh without resetting state during a render.
  const [stored, setStored] = useState(() => fresh(opening));
  const state = stored.opening === opening ? stored : fresh(opening);
  const update = useCallback(
    (change: Partial<OpeningState>) =>
      setStored((current) => ({
        ...(current.opening === opening ? current : fresh(opening)),
        ...change,
      })),
    [opening],
  );
  const onDirtyChange = useCallback((dirty: boolean) => update({ dirty }), [update]);
  const mode = state.mode ?? shown?.mode ?? 'CREATE';

  // A changed form survives a session that ends under it: the person signs in over the page.
  useUnsavedChanges(target !== null && mode !== 'VIEW' && state.dirty);

  const requestClose = () => {
    // Escape while the question shows answers it the safe way: back to the form.
    if (state.confirmDiscard) update({ confirmDiscard: false });
    else if (mode !== 'VIEW' && state.dirty) update({ confirmDiscard: true });
    else onClose();
  };

  return (
    <Modal
      opened={target !== null}
      onClose={requestClose}
      title={t(`crud.mode.${mode}`, { entity: text(definition.entity) })}
      size="lg"
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': t('crud.close') }}
      data-mode={mode}
    >
      {shown &&
        (shown.mode === 'VIEW' ? (
          <ViewBody {...props} row={shown.row} />
        ) : (
          <CrudForm
            key={opening}
            definition={definition}
            mode={mode}
            row={shown.row}
            draft={shown.draft}
            hidden={state.confirmDiscard}
            onDirtyChange={onDirtyChange}
            onModeChange={(next) => update({ mode: next })}
            onCancel={requestClose}
            onSaved={(saved, savedMode) => {
              props.onSaved?.(saved, savedMode);
              onClose();
            }}
          />
        ))}
      {state.confirmDiscard && (
        <DiscardQuestion
          onKeep={() => update({ confirmDiscard: false })}
          onDiscard={() => {
            update({ confirmDiscard: false });
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
  renderRecordExtra,
}: CrudFormModalProps<Row, Values, Query> & { row: Row }) {
  const { t } = useI18n();
  const othersHere = usePresence(definition.resource, definition.rowKey(row));
  const viewed = viewedFields(definition.fields);
  const editable =
    onTargetChange !== undefined &&
    definition.offers?.update !== false &&
    (canEdit ? canEdit(row) : true);
  return (
    <Stack gap="lg">
      <PresenceNote people={othersHere} />
      <CrudRecordView fields={viewed} row={row} />
      {renderRecordExtra?.(row)}
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
