import { ExceptionResult } from '@org/admin-shell';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_layout/exception/404')({
  staticData: { menu: { name: 'menu.exception404' } },
  component: () => <ExceptionResult status={404} />,
});
