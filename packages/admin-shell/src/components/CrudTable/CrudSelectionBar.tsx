import { Button, Group, Text } from '@mantine/core';
import { useI18n } from '../../core/i18n/i18n-context.js';

/** Shown while rows are ticked: how many, a way to untick them, and the bulk delete. */
export function CrudSelectionBar(props: { count: number; onClear(): void; onDelete(): void }) {
  const { t } = useI18n();
  if (props.count === 0) return null;
  const label = t('crud.selected', { count: props.count });
  return (
    <Group
      justify="space-between"
      gap="sm"
      className="admin-shell-crud-selection"
      role="region"
      aria-label={label}
    >
      <Text size="sm" fw={500}>
        {label}
      </Text>
      <Group gap="xs">
        <Button variant="subtle" size="xs" onClick={props.onClear}>
          {t('crud.clearSelection')}
        </Button>
        <Button color="red" size="xs" variant="light" onClick={props.onDelete}>
          {t('crud.bulkDelete')}
        </Button>
      </Group>
    </Group>
  );
}
