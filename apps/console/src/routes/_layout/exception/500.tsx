import { ExceptionResult } from '@org/admin-shell';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_layout/exception/500')({
  staticData: { menu: { name: 'menu.exception500' } },
  component: () => <ExceptionResult status={500} />,
});
