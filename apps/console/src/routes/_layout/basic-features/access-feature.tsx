import { IconShieldLock } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { AccessFeaturePage } from './-components/AccessFeaturePage';

export const Route = createFileRoute('/_layout/basic-features/access-feature')({
  staticData: { menu: { name: 'menu.accessFeature', icon: IconShieldLock, order: 4 } },
  component: AccessFeaturePage,
});
