import { Anchor, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useI18n } from '@org/admin-shell';
import type { AuditEntry } from '@org/api/contract';
import type { AuditResource } from '@org/api/contract/permissions';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { recordHistoryQueryOptions } from '../../../../api/audit';
import { AuditActionBadge } from './AuditActionBadge';
import { AuditChanges } from './AuditChanges';
import { LoadFailedAlert } from './LoadFailedAlert';
import classes from './RecordHistory.module.css';
import { useAuditTime } from './use-audit-time';

/** Entries by id: a write landing between two pages would list its neighbour twice. */
function distinct(pages: readonly { list: AuditEntry[] }[]): AuditEntry[] {
  return [...new Map(pages.flatMap((page) => page.list).map((e) => [e.id, e])).values()];
}

/** One record's audit entries, newest first, ten at a time: for the CRUD tables' record view. */
export function RecordHistory({
  resource,
  recordId,
}: {
  resource: AuditResource;
  recordId: string | number;
}) {
  const { t } = useI18n();
  const time = useAuditTime();
  const headingId = useId();
  const id = String(recordId);
  const history = useInfiniteQuery(recordHistoryQueryOptions(resource, id));
  const entries = history.data ? distinct(history.data.pages) : undefined;

  return (
    <Stack component="section" gap="sm" aria-labelledby={headingId} data-record-history>
      <Group justify="space-between" gap="xs">
        <Title order={3} size="h5" id={headingId}>
          {t('audit.history')}
        </Title>
        <Anchor
          size="sm"
          renderRoot={(props) => (
            <Link {...props} to="/system/audit" search={{ resource, recordId: id }} />
          )}
        >
          {t('audit.openLog')}
        </Anchor>
      </Group>
      {history.isPending && <Skeleton height={48} />}
      {history.isError && (
        <LoadFailedAlert
          title={t('audit.historyFailed')}
          error={history.error}
          onRetry={() => void history.refetch()}
        />
      )}
      {entries?.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('audit.historyEmpty')}
        </Text>
      )}
      {entries && entries.length > 0 && (
        <Stack component="ol" gap="sm" className={classes.entries}>
          {entries.map((entry) => (
            <Stack
              component="li"
              key={entry.id}
              gap={4}
              className={classes.entry}
              data-entry-id={entry.id}
            >
              <Group gap="xs">
                <AuditActionBadge action={entry.action} />
                <Text size="sm" fw={500}>
                  {entry.actorName ?? '—'}
                </Text>
                <Text size="xs" c="dimmed" component="time" dateTime={entry.at}>
                  {time(entry.at)}
                </Text>
              </Group>
              <AuditChanges entry={entry} clamp />
            </Stack>
          ))}
        </Stack>
      )}
      {history.hasNextPage && (
        <Button
          variant="subtle"
          size="xs"
          onClick={() => void history.fetchNextPage()}
          loading={history.isFetchingNextPage}
        >
          {t('audit.loadMore')}
        </Button>
      )}
    </Stack>
  );
}
