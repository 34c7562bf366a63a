import { Code, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useI18n } from '@org/admin-shell';
import type { AuditEntry } from '@org/api/contract';
import { AuditChanges } from './AuditChanges';
import classes from './AuditEntryDetails.module.css';

/**
 * An entry opened: every change in full, then the facts that tie it to the server's logs (the
 * request id) and to the actor's account.
 */
export function AuditEntryDetails({ entry }: { entry: AuditEntry }) {
  const { t } = useI18n();
  const facts: [string, string | null][] = [
    [t('audit.entryId'), String(entry.id)],
    [t('audit.requestId'), entry.requestId],
    [t('audit.actor'), entry.actorId === null ? null : t('audit.actorId', { id: entry.actorId })],
    [t('audit.time'), entry.at],
  ];
  return (
    <Stack gap="sm" py="xs">
      <AuditChanges entry={entry} />
      <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="xs" verticalSpacing={6} m={0}>
        {facts.map(([label, value]) => (
          <Group key={label} gap={6} align="baseline">
            <Text component="dt" size="xs" c="dimmed">
              {label}
            </Text>
            <Text component="dd" size="xs" m={0} className={classes.value}>
              {value === null ? '—' : <Code>{value}</Code>}
            </Text>
          </Group>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
