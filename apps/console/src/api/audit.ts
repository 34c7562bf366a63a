import type { AuditEntry, AuditExportQuery, AuditListQuery, PageResult } from '@org/api/contract';
import type { AuditResource } from '@org/api/contract/permissions';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { api } from './client';
import { keepPreviousPage } from './keep-previous-page';

/** A page of the audit log, newest first; the page shown stays while the next one loads. */
export const auditListQueryOptions = (query: AuditListQuery) =>
  queryOptions({
    queryKey: ['audit', 'list', query],
    queryFn: ({ signal }) => api.page<AuditEntry>('/api/audit/list', query, { signal }),
    placeholderData: keepPreviousPage,
  });

/**
 * Where the filtered log downloads as CSV. A plain link: the browser streams the file, and the
 * session cookie authenticates a GET.
 */
export function auditExportHref(filters: AuditExportQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value !== undefined) params.set(key, String(value));
  }
  const query = params.toString();
  return query === '' ? '/api/audit/export' : `/api/audit/export?${query}`;
}

const historyPageSize = 10;

/** One record's entries, newest first, a page at a time ("load more"). */
export const recordHistoryQueryOptions = (resource: AuditResource, recordId: string) =>
  infiniteQueryOptions({
    queryKey: ['audit', 'history', resource, recordId],
    queryFn: ({ pageParam, signal }) =>
      api.page<AuditEntry>(
        '/api/audit/list',
        { resource, recordId, current: pageParam, pageSize: historyPageSize },
        { signal },
      ),
    initialPageParam: 1,
    getNextPageParam: (last: PageResult<AuditEntry>) =>
      last.current * last.pageSize < last.total ? last.current + 1 : undefined,
  });
