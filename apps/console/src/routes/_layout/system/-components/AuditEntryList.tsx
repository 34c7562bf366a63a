import { Group, Skeleton, Text } from '@mantine/core';
import { useI18n } from '@org/admin-shell';
import { AuditActionBadge } from './AuditActionBadge';
import { AuditChanges } from './AuditChanges';
import { AuditDetailsToggle } from './AuditDetailsToggle';
import { AuditEntryDetails } from './AuditEntryDetails';
import classes from './AuditEntryList.module.css';
import { type AuditEntryLayoutProps, positions } from './audit-entry-layout';
import { recordText } from './audit-text';
import { useAuditTime } from './use-audit-time';

/**
 * The entries of one page on a phone, where the table's seven columns cannot fit: each entry a
 * few lines (what was done to which record; who, when, from where; what changed), opening in
 * place as a table row does.
 */
export function AuditEntryList({
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
    <ul
      className={classes.list}
      aria-label={t('audit.table')}
      aria-busy={fetching}
      data-fetching={fetching || undefined}
    >
      {entries === undefined &&
        positions(skeletonRows).map((row) => (
          <li key={row} className={classes.entry}>
            <Skeleton height={18} width="55%" />
            <Skeleton height={12} width="80%" />
          </li>
        ))}
      {entries?.length === 0 && <li className={classes.entry}>{empty}</li>}
      {entries?.map((entry) => {
        const open = expanded.has(entry.id);
        const at = time(entry.at);
        return (
          <li
            key={entry.id}
            className={classes.entry}
            data-entry-id={entry.id}
            data-expanded={open || undefined}
          >
            <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
              <Group gap="xs">
                <AuditActionBadge action={entry.action} />
                <Text size="sm" fw={500}>
                  {recordText(entry, t)}
                </Text>
              </Group>
              <AuditDetailsToggle
                entryId={entry.id}
                time={at}
                expanded={open}
                onToggle={onToggle}
              />
            </Group>
            <div className={classes.facts}>
              <Text span size="xs" className={classes.actor}>
                {entry.actorName ?? '—'}
              </Text>
              <Text span size="xs" c="dimmed" component="time" dateTime={entry.at}>
                {at}
              </Text>
              {entry.ip && (
                <Text span size="xs" c="dimmed" ff="monospace">
                  {entry.ip}
                </Text>
              )}
            </div>
            {/* Opened, the details list every change in full: the summary would repeat them. */}
            {open ? (
              <div
                id={`audit-details-${entry.id}`}
                data-details-of={entry.id}
                className={classes.details}
              >
                <AuditEntryDetails entry={entry} />
              </div>
            ) : (
              <AuditChanges entry={entry} limit={3} clamp />
            )}
          </li>
        );
      })}
    </ul>
  );
}
