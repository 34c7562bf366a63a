import { IconAlertTriangle } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_layout/exception')({
  staticData: { menu: { name: 'menu.exception', icon: IconAlertTriangle, order: 5 } },
});
