import { Alert, Button, Group, Text } from '@mantine/core';
import type { RecordChange } from '../../core/contracts.js';
import { useI18n } from '../../core/i18n/i18n-context.js';

/**
 * Over an edit form whose record someone else has just changed or deleted: their version can
 * be loaded, or the person keeps editing (a save then meets the back end's stale-version check
 * and its conflict choices); a deleted record can be saved as new.
 */
export function RecordChangedAlert(props: {
  change: RecordChange;
  loading: boolean;
  onLoadTheirs(): void;
  onKeepEditing(): void;
  onSaveAsNew(): void;
}) {
  const { change } = props;
  const { t } = useI18n();
  const name = change.actor?.name;
  const deleted = change.action === 'deleted';
  const title = name
    ? t(deleted ? 'crud.deletedTitle' : 'crud.changedTitle', { name })
    : t(deleted ? 'crud.deletedBySomeone' : 'crud.changedBySomeone');
  return (
    <Alert color={deleted ? 'red' : 'yellow'} variant="light" role="alert" title={title}>
      <Text size="sm">{t(deleted ? 'crud.deletedText' : 'crud.changedText')}</Text>
      <Group gap="sm" mt="sm">
        {deleted ? (
          <Button size="xs" variant="light" onClick={props.onSaveAsNew}>
            {t('crud.saveAsNew')}
          </Button>
        ) : (
          <Button size="xs" variant="light" loading={props.loading} onClick={props.onLoadTheirs}>
            {t('crud.changedLoad')}
          </Button>
        )}
        <Button size="xs" variant="default" onClick={props.onKeepEditing}>
          {t('crud.keepEditing')}
        </Button>
      </Group>
    </Alert>
  );
}
