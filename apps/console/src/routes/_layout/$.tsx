import { ExceptionResult } from '@org/admin-shell';
import { createFileRoute } from '@tanstack/react-router';

// Any other address inside the layout: the 404 result, named in the title but not in the menu.
export const Route = createFileRoute('/_layout/$')({
  staticData: { menu: { name: 'menu.notFound', hidden: true } },
  component: () => <ExceptionResult status={404} />,
});
