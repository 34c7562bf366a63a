import { Avatar, Group, Text } from '@mantine/core';
import type { LivePerson } from '../../core/contracts.js';
import { useI18n } from '../../core/i18n/i18n-context.js';

/** Who else has the record open, by name; nothing when nobody has. */
export function PresenceNote({ people }: { people: readonly LivePerson[] }) {
  const { t, locale } = useI18n();
  if (people.length === 0) return null;
  const names = new Intl.ListFormat(locale, { type: 'conjunction' }).format(
    people.map((person) => person.name),
  );
  return (
    <Group gap="xs" wrap="nowrap" role="status" data-testid="crud-presence">
      <Avatar.Group spacing="xs">
        {people.slice(0, 3).map((person) => (
          <Avatar key={person.id} size="sm" radius="xl" color="brand" name={person.name} />
        ))}
      </Avatar.Group>
      <Text size="sm" c="dimmed">
        {t('crud.presence', { names })}
      </Text>
    </Group>
  );
}
