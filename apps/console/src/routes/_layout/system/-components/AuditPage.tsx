import '@org/admin-shell/styles/crud.css';

import { Button, Group, NativeSelect, Pagination, Paper, Stack, Text, Title } from '@mantine/core';
import { useI18n, useLoadingSlow } from '@org/admin-shell';
import { IconDownload, IconRefresh } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { auditExportHref, auditListQueryOptions } from '../../../../api/audit';
import { AuditEntries } from './AuditEntries';
import { AuditFilters } from './AuditFilters';
import { auditFilters, auditListQuery, auditPageSizes } from './audit-search';
import { LoadFailedAlert } from './LoadFailedAlert';

const route = getRouteApi('/_layout/system/audit');

/** The audit log: who changed what and when, filtered, paged and exported as the address says. */
export function AuditPage() {
  const { t } = useI18n();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const query = auditListQuery(search);
  const filters = auditFilters(search);
  const filtered = Object.values(filters).some((value) => value !== undefined);
  const list = useQuery(auditListQueryOptions(query));
  const loadingSlow = useLoadingSlow(list.isFetching);
  const pageCount = Math.max(1, Math.ceil((list.data?.total ?? 0) / query.pageSize));

  return (
    <Stack gap="md">
      <div>
        <Title order={1} size="h2">
          {t('audit.title')}
        </Title>
        <Text c="dimmed" mt={4}>
          {t('audit.description')}
        </Text>
      </div>
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
        <Stack gap="md">
          <AuditFilters
            filters={filters}
            // A new filter starts again from the first page, at the size chosen.
            onChange={(next) => void navigate({ search: { ...next, pageSize: search.pageSize } })}
          />
          <Group justify="space-between" gap="sm">
            <Group gap="xs">
              <Text size="sm" c="dimmed" data-testid="audit-total">
                {list.data && t('crud.total', { total: list.data.total })}
              </Text>
              {loadingSlow && (
                <Text size="sm" c="dimmed" role="status">
                  {t('app.loadingSlow')}
                </Text>
              )}
            </Group>
            <Group gap="xs">
              <Button
                variant="default"
                leftSection={<IconRefresh size={16} stroke={1.7} />}
                loading={list.isFetching && list.data !== undefined}
                onClick={() => void list.refetch()}
              >
                {t('crud.reload')}
              </Button>
              <Button
                component="a"
                href={auditExportHref(filters)}
                download
                leftSection={<IconDownload size={16} stroke={1.7} />}
              >
                {t('crud.export')}
              </Button>
            </Group>
          </Group>
          {list.isError && !list.isFetching && (
            <LoadFailedAlert
              title={t('crud.loadFailed')}
              error={list.error}
              onRetry={() => void list.refetch()}
            />
          )}
          {(!list.isError || list.data) && (
            <AuditEntries
              entries={list.data?.list}
              skeletonRows={Math.min(query.pageSize, 10)}
              fetching={list.isFetching}
              empty={
                <Stack align="center" gap="xs" py="xl">
                  <Text c="dimmed">{t(filtered ? 'crud.emptyFiltered' : 'crud.empty')}</Text>
                  {filtered && (
                    <Button
                      variant="subtle"
                      size="xs"
                      onClick={() => void navigate({ search: { pageSize: search.pageSize } })}
                    >
                      {t('crud.reset')}
                    </Button>
                  )}
                </Stack>
              }
            />
          )}
          <Group justify="space-between" gap="sm">
            <NativeSelect
              label={t('crud.pageSize')}
              data={auditPageSizes.map(String)}
              value={String(query.pageSize)}
              onChange={(event) =>
                void navigate({
                  search: { ...filters, pageSize: Number(event.currentTarget.value) },
                })
              }
              size="xs"
            />
            <Pagination
              total={pageCount}
              value={Math.min(query.current, pageCount)}
              onChange={(current) => void navigate({ search: { ...search, current } })}
              size="sm"
              siblings={1}
              boundaries={1}
              getControlProps={(control) =>
                control === 'previous'
                  ? { 'aria-label': t('crud.previousPage') }
                  : control === 'next'
                    ? { 'aria-label': t('crud.nextPage') }
                    : {}
              }
              aria-label={t('crud.pagination')}
            />
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}
