import { Alert, Button, Group, Modal, Text } from '@mantine/core';
import { type ReactNode, useMemo } from 'react';
import { useI18n } from '../../core/i18n/i18n-context.js';
import { useLastPresent } from '../../hooks/use-last-present/use-last-present.js';

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
  const { opened, title, children } = props;
  const words = useLastPresent(
    useMemo(() => (opened ? { title, children } : null), [opened, title, children]),
  );
  return (
    <Modal
      opened={props.opened}
      onClose={() => {
        if (!props.busy) props.onClose();
      }}
      title={words?.title}
      centered
      closeButtonProps={{ 'aria-label': t('crud.close') }}
      returnFocus={props.returnFocus ?? true}
    >
      <Text size="sm">{words?.children}</Text>
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
