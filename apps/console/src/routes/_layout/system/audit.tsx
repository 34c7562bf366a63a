import { requireAccess } from '@org/admin-shell';
import { IconHistory } from '@tabler/icons-react';
import { createFileRoute, lazyRouteComponent, stripSearchParams } from '@tanstack/react-router';
import { auditListQueryOptions } from '../../../api/audit';
import {
  auditListQuery,
  auditSearchDefaults,
  validateAuditSearch,
} from './-components/audit-search';

export const Route = createFileRoute('/_layout/system/audit')({
  staticData: {
    ...requireAccess('audit.read'),
    menu: { name: 'menu.audit', icon: IconHistory, order: 2 },
  },
  validateSearch: validateAuditSearch,
  search: { middlewares: [stripSearchParams(auditSearchDefaults)] },
  loaderDeps: ({ search }) => search,
  // Start the request while the page's code downloads; the table shows skeletons until then.
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(auditListQueryOptions(auditListQuery(deps)));
  },
  component: lazyRouteComponent(() => import('./-components/AuditPage'), 'AuditPage'),
});
