import { Alert, Button, Group, Text } from '@mantine/core';
import { useI18n } from '@org/admin-shell';
import { IconAlertCircle } from '@tabler/icons-react';

/** A read that failed: what failed, why, and a retry. */
export function LoadFailedAlert({
  title,
  error,
  onRetry,
}: {
  title: string;
  error: Error;
  onRetry(): void;
}) {
  const { t } = useI18n();
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertCircle size={18} />}
      title={title}
      role="alert"
    >
      <Group justify="space-between" gap="sm">
        <Text size="sm">{error.message || t('request.failed')}</Text>
        <Button size="xs" variant="light" color="red" onClick={onRetry}>
          {t('app.error.retry')}
        </Button>
      </Group>
    </Alert>
  );
}
