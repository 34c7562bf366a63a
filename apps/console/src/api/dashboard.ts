import { liveQueryMeta } from '@org/admin-shell';
import type { DashboardSummary } from '@org/api/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from './client';

/** The home page's live totals of users and articles. */
export const dashboardSummaryQueryOptions = () =>
  queryOptions({
    queryKey: ['dashboard', 'summary'],
    queryFn: ({ signal }) =>
      api.get<DashboardSummary>('/api/dashboard/summary', undefined, { signal }),
    // The totals move with every user and article created, deleted or changed in status.
    meta: liveQueryMeta({ liveResources: ['users', 'articles'] }),
  });
