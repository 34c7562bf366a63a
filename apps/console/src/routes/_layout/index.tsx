import { IconHome } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { dashboardSummaryQueryOptions } from '../../api/dashboard';
import { HomePage } from './-components/HomePage';

export const Route = createFileRoute('/_layout/')({
  staticData: { menu: { name: 'menu.home', icon: IconHome, order: 1 } },
  // Start the request while the page's code downloads; the page shows skeletons until then.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(dashboardSummaryQueryOptions());
  },
  component: HomePage,
});
