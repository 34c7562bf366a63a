import { IconShieldLock } from '@tabler/icons-react';
import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';

export const Route = createFileRoute('/_layout/basic-features/access-feature')({
  staticData: { menu: { name: 'menu.accessFeature', icon: IconShieldLock, order: 4 } },
  component: lazyRouteComponent(
    () => import('./-components/AccessFeaturePage'),
    'AccessFeaturePage',
  ),
});
