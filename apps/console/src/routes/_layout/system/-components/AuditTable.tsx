import { ActionIcon, Code, Group, SimpleGrid, Skeleton, Stack, Table, Text } from '@mantine/core';
import { useI18n } from '@org/admin-shell';
import type { AuditEntry } from '@org/api/contract';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { Fragment, type ReactNode, useState } from 'react';
import { AuditActionBadge } from './AuditActionBadge';
import { AuditChanges } from './AuditChanges';
import { useAuditTime } from './use-audit-time';

const columnCount = 7;

/** 1 to `count`: placeholder rows and cells have no identity but their place. */
function positions(count: number): number[] {
  return Array.from({ length: count }, (_, index) => index + 1);
}

/**
 * The entries of one page, newest first. A row opens in place to show every change in full,
 * with the request id that ties it to the server's logs.
 */
export function AuditTable({
  entries,
  skeletonRows,
  fetching,
  empty,
}: {
  /** Undefined until the first page arrives: skeleton rows stand in. */
  entries: readonly AuditEntry[] | undefined;
  skeletonRows: number;
  /** A newer page is loading: the rows shown are the previous ones. */
  fetching: boolean;
  /** Shown in place of rows when the page is empty. */
  empty: ReactNode;
}) {
  const { t } = useI18n();
  const time = useAuditTime();
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const toggle = (id: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return (
    <Table.ScrollContainer minWidth={880}>
      <Table
        verticalSpacing="sm"
        highlightOnHover
        aria-label={t('audit.table')}
        aria-busy={fetching}
        data-fetching={fetching || undefined}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40} />
            <Table.Th>{t('audit.time')}</Table.Th>
            <Table.Th>{t('audit.actor')}</Table.Th>
            <Table.Th>{t('audit.action')}</Table.Th>
            <Table.Th>{t('audit.resource')}</Table.Th>
            <Table.Th>{t('audit.ip')}</Table.Th>
            <Table.Th w="34%">{t('audit.changes')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries === undefined &&
            positions(skeletonRows).map((row) => (
              <Table.Tr key={row}>
                {positions(columnCount).map((cell) => (
                  <Table.Td key={cell}>
                    <Skeleton height={14} />
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          {entries?.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={columnCount}>{empty}</Table.Td>
            </Table.Tr>
          )}
          {entries?.map((entry) => {
            const expanded = open.has(entry.id);
            const at = time(entry.at);
            return (
              <Fragment key={entry.id}>
                <Table.Tr data-entry-id={entry.id} data-expanded={expanded || undefined}>
                  <Table.Td>
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      aria-expanded={expanded}
                      aria-controls={`audit-details-${entry.id}`}
                      aria-label={t(expanded ? 'audit.hideDetails' : 'audit.showDetails', {
                        time: at,
                      })}
                      onClick={() => toggle(entry.id)}
                    >
                      {expanded ? (
                        <IconChevronDown size={16} stroke={1.7} />
                      ) : (
                        <IconChevronRight size={16} stroke={1.7} />
                      )}
                    </ActionIcon>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" component="time" dateTime={entry.at}>
                      {at}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{entry.actorName ?? '—'}</Text>
                  </Table.Td>
                  <Table.Td>
                    <AuditActionBadge action={entry.action} />
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">
                      {t(`audit.resource.${entry.resource}`)}
                      {entry.recordId !== null && ` #${entry.recordId}`}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" ff="monospace">
                      {entry.ip ?? '—'}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <AuditChanges entry={entry} limit={3} clamp />
                  </Table.Td>
                </Table.Tr>
                {expanded && (
                  <Table.Tr id={`audit-details-${entry.id}`} data-details-of={entry.id}>
                    <Table.Td />
                    <Table.Td colSpan={columnCount - 1}>
                      <EntryDetails entry={entry} />
                    </Table.Td>
                  </Table.Tr>
                )}
              </Fragment>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function EntryDetails({ entry }: { entry: AuditEntry }) {
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
      <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="xs" m={0}>
        {facts.map(([label, value]) => (
          <Group key={label} gap={6} wrap="nowrap">
            <Text component="dt" size="xs" c="dimmed">
              {label}
            </Text>
            <Text component="dd" size="xs" m={0}>
              {value === null ? '—' : <Code>{value}</Code>}
            </Text>
          </Group>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
