import { ExceptionResult } from '@org/admin-shell';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_layout/exception/403')({
  staticData: { menu: { name: 'menu.exception403' } },
  component: () => <ExceptionResult status={403} />,
});
