import { Alert, Button, Checkbox, Group, Modal, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useEffect, useState } from 'react';
import type { SavedView } from '../../core/contracts.js';
import type { SavedViewChanges } from '../../core/crud/use-saved-views.js';
import { FieldErrors, failureMessage } from '../../core/data/data-errors.js';
import { useI18n } from '../../core/i18n/i18n-context.js';
import { useLastPresent } from '../../hooks/use-last-present/use-last-present.js';

/** Saving the table as a new view, or changing a view of the person's. */
export type SavedViewDialogTarget = { kind: 'save' } | { kind: 'edit'; view: SavedView };

export interface SavedViewDialogProps {
  /** What the dialog is for; null while it is closed. */
  target: SavedViewDialogTarget | null;
  onSave(name: string, shared: boolean): Promise<void>;
  onEdit(view: SavedView, changes: SavedViewChanges): Promise<void>;
  onClose(): void;
}

/** The longest name a view takes: the API's limit, so the field says so before it does. */
const nameMaxLength = 60;

/**
 * A view's name and whether everyone may use it, and for an edit whether it takes the table's
 * state as it is now. A refused name shows under its field; another failure above the buttons.
 */
export function SavedViewDialog({ target, onSave, onEdit, onClose }: SavedViewDialogProps) {
  const { t } = useI18n();
  // Keep the words while the dialog fades out.
  const shown = useLastPresent(target);
  const editing = shown?.kind === 'edit' ? shown.view : undefined;
  const [name, setName] = useState('');
  const [shared, setShared] = useState(false);
  const [replaceState, setReplaceState] = useState(false);
  const [nameError, setNameError] = useState<string>();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!target) return;
    setName(target.kind === 'edit' ? target.view.name : '');
    setShared(target.kind === 'edit' ? target.view.shared : false);
    setReplaceState(false);
    setNameError(undefined);
    setError(undefined);
  }, [target]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) {
      setNameError(t('validation.required', { label: t('views.name') }));
      return;
    }
    setBusy(true);
    setNameError(undefined);
    setError(undefined);
    try {
      if (editing) await onEdit(editing, { name: trimmed, shared, replaceState });
      else await onSave(trimmed, shared);
      onClose();
    } catch (failure) {
      if (failure instanceof FieldErrors && failure.fields.name) setNameError(failure.fields.name);
      else setError(failureMessage(failure, t('request.failed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      opened={target !== null}
      onClose={() => {
        if (!busy) onClose();
      }}
      title={editing ? t('views.editTitle') : t('views.saveTitle')}
      centered
      closeButtonProps={{ 'aria-label': t('crud.close') }}
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('views.name')}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            error={nameError}
            maxLength={nameMaxLength}
            withAsterisk
            data-autofocus
          />
          <Checkbox
            label={t('views.shareWithEveryone')}
            description={t('views.shareHint')}
            checked={shared}
            onChange={(event) => setShared(event.currentTarget.checked)}
          />
          {editing && (
            <Checkbox
              label={t('views.replaceState')}
              checked={replaceState}
              onChange={(event) => setReplaceState(event.currentTarget.checked)}
            />
          )}
          {error && (
            <Alert color="red" variant="light" role="alert">
              {error}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={busy}>
              {t('crud.cancel')}
            </Button>
            <Button type="submit" loading={busy}>
              {t('crud.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
