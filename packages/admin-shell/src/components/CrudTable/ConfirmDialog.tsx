import { Alert, Button, Group, Modal, Text } from '@mantine/core';
import { type ReactNode, useRef } from 'react';
import { useI18n } from '../../core/i18n/I18nProvider.js';

export interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** The action is running: the confirm button spins and closing waits. */
  busy?: boolean;
  /** Why the last attempt failed, shown above the buttons. */
  error?: string;
  onConfirm(): void;
  onClose(): void;
  /** Give the focus back to what opened the dialog; default true. */
  returnFocus?: boolean;
}

/** A destructive action's confirmation: the dialog names what goes, and the red button does it. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { t } = useI18n();
  // Keep the words while the dialog fades out, once the caller has dropped what it asked about.
  const shown = useRef({ title: props.title, children: props.children });
  if (props.opened) shown.current = { title: props.title, children: props.children };
  return (
    <Modal
      opened={props.opened}
      onClose={() => {
        if (!props.busy) props.onClose();
      }}
      title={shown.current.title}
      centered
      closeButtonProps={{ 'aria-label': t('crud.close') }}
      returnFocus={props.returnFocus ?? true}
    >
      <Text size="sm">{shown.current.children}</Text>
      {props.error && (
        <Alert color="red" variant="light" mt="md" role="alert">
          {props.error}
        </Alert>
      )}
      <Group justify="flex-end" mt="lg" gap="sm">
        {/* Cancel takes the focus: Enter must not destroy anything by accident. */}
        <Button variant="default" onClick={props.onClose} disabled={props.busy} data-autofocus>
          {t('crud.cancel')}
        </Button>
        <Button color="red" onClick={props.onConfirm} loading={props.busy}>
          {props.confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
