import { IconPalette } from '@tabler/icons-react';
import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';

export const Route = createFileRoute('/_layout/basic-features/style-feature')({
  staticData: { menu: { name: 'menu.styleFeature', icon: IconPalette, order: 2 } },
  component: lazyRouteComponent(() => import('./-components/StyleFeaturePage'), 'StyleFeaturePage'),
});
