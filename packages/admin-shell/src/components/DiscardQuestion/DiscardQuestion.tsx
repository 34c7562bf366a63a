import { Button, Group, Modal, Text } from '@mantine/core';
import { useI18n } from '../../core/i18n/i18n-context.js';

/** The props of {@link DiscardQuestion}. */
export interface DiscardQuestionProps {
  opened: boolean;
  /** What will be lost, in the person's language. */
  message: string;
  /** Called with true to discard the changes, false to keep them (Escape, Cancel). */
  onAnswer(discard: boolean): void;
}

/**
 * Asks whether to go on and lose unsaved changes: before closing a tab that holds them, or
 * signing out over them. Cancel has the focus, so Enter keeps the work.
 */
export function DiscardQuestion({ opened, message, onAnswer }: DiscardQuestionProps) {
  const { t } = useI18n();
  return (
    <Modal
      opened={opened}
      onClose={() => onAnswer(false)}
      title={t('unsaved.title')}
      centered
      size="sm"
    >
      {/* Mantine describes the dialog by its body: the message. */}
      <Text size="sm">{message}</Text>
      <Group justify="flex-end" gap="sm" mt="lg">
        <Button variant="default" onClick={() => onAnswer(false)} data-autofocus>
          {t('unsaved.keep')}
        </Button>
        <Button color="red" onClick={() => onAnswer(true)}>
          {t('unsaved.discard')}
        </Button>
      </Group>
    </Modal>
  );
}
