import { IconHome } from '@tabler/icons-react';
import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { dashboardSummaryQueryOptions } from '../../api/dashboard';

export const Route = createFileRoute('/_layout/')({
  staticData: { menu: { name: 'menu.home', icon: IconHome, order: 1 } },
  // Start the request while the page's code downloads; the page shows skeletons until then.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(dashboardSummaryQueryOptions());
  },
  component: lazyRouteComponent(() => import('./-components/HomePage'), 'HomePage'),
});
