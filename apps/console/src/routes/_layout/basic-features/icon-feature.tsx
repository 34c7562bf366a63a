import { IconIcons } from '@tabler/icons-react';
import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';

export const Route = createFileRoute('/_layout/basic-features/icon-feature')({
  staticData: { menu: { name: 'menu.iconFeature', icon: IconIcons, order: 1 } },
  component: lazyRouteComponent(() => import('./-components/IconFeaturePage'), 'IconFeaturePage'),
});
