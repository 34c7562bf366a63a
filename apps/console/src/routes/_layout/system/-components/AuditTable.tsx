import { Skeleton, Table, Text } from '@mantine/core';
import { useI18n } from '@org/admin-shell';
import { Fragment } from 'react';
import { AuditActionBadge } from './AuditActionBadge';
import { AuditChanges } from './AuditChanges';
import { AuditDetailsToggle } from './AuditDetailsToggle';
import { AuditEntryDetails } from './AuditEntryDetails';
import { type AuditEntryLayoutProps, positions } from './audit-entry-layout';
import { recordText } from './audit-text';
import { useAuditTime } from './use-audit-time';

const columnCount = 7;

/**
 * The entries of one page as a table, a column per fact, from the `sm` breakpoint up. A row
 * opens in place to show every change in full, with the request id that ties it to the
 * server's logs.
 */
export function AuditTable({
  entries,
  skeletonRows,
  fetching,
  empty,
  expanded,
  onToggle,
}: AuditEntryLayoutProps) {
  const { t } = useI18n();
  const time = useAuditTime();

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
            const open = expanded.has(entry.id);
            const at = time(entry.at);
            return (
              <Fragment key={entry.id}>
                <Table.Tr data-entry-id={entry.id} data-expanded={open || undefined}>
                  <Table.Td>
                    <AuditDetailsToggle
                      entryId={entry.id}
                      time={at}
                      expanded={open}
                      onToggle={onToggle}
                    />
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
                    <Text size="sm">{recordText(entry, t)}</Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" ff="monospace">
                      {entry.ip ?? '—'}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <AuditChanges
                      entry={entry}
                      limit={3}
                      clamp
                      // A cell of its own column: the table's mark for "none", as for the address.
                      empty={
                        <Text size="sm" c="dimmed">
                          —
                        </Text>
                      }
                    />
                  </Table.Td>
                </Table.Tr>
                {open && (
                  <Table.Tr id={`audit-details-${entry.id}`} data-details-of={entry.id}>
                    <Table.Td />
                    <Table.Td colSpan={columnCount - 1}>
                      <AuditEntryDetails entry={entry} />
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
