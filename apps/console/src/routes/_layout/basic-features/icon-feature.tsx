import { IconIcons } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { IconFeaturePage } from './-components/IconFeaturePage';

export const Route = createFileRoute('/_layout/basic-features/icon-feature')({
  staticData: { menu: { name: 'menu.iconFeature', icon: IconIcons, order: 1 } },
  component: IconFeaturePage,
});
