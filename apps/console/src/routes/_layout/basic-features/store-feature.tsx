import { IconStack2 } from '@tabler/icons-react';
import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';

export const Route = createFileRoute('/_layout/basic-features/store-feature')({
  staticData: { menu: { name: 'menu.storeFeature', icon: IconStack2, order: 3 } },
  component: lazyRouteComponent(() => import('./-components/StoreFeaturePage'), 'StoreFeaturePage'),
});
