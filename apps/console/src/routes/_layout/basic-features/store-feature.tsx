import { IconStack2 } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { StoreFeaturePage } from './-components/StoreFeaturePage';

export const Route = createFileRoute('/_layout/basic-features/store-feature')({
  staticData: { menu: { name: 'menu.storeFeature', icon: IconStack2, order: 3 } },
  component: StoreFeaturePage,
});
