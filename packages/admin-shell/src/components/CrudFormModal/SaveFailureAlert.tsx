import { Alert, Button, Group, Text } from '@mantine/core';
import type { SaveFailure } from '../../core/crud/save-errors.js';
import { useI18n } from '../../core/i18n/i18n-context.js';

/**
 * Why a save failed, over the form: a conflict offers the latest version or keeps the person's
 * changes, a missing record offers to save as new, anything else says what went wrong.
 */
export function SaveFailureAlert<Row>({
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
