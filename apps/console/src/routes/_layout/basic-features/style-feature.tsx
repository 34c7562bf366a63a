import { IconPalette } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { StyleFeaturePage } from './-components/StyleFeaturePage';

export const Route = createFileRoute('/_layout/basic-features/style-feature')({
  staticData: { menu: { name: 'menu.styleFeature', icon: IconPalette, order: 2 } },
  component: StyleFeaturePage,
});
