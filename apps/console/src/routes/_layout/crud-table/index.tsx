import { crudRouteOptions, requireAccess } from '@org/admin-shell';
import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { roleListQueryOptions } from '../../../api/roles';
import { userCrud } from './-components/user-crud';

const crud = crudRouteOptions(userCrud);

export const Route = createFileRoute('/_layout/crud-table/')({
  // Named like the articles tab, so both show the same breadcrumbs and a title of their own.
  staticData: { ...requireAccess('users.read'), menu: { name: 'menu.crudUsers' } },
  ...crud,
  loader: (options) => {
    // Whoever may assign roles gets a form that does, which needs them listed: asked for with
    // the page's list, the table is drawn once with them rather than again when they arrive.
    if (options.context.access['roles.manage']) {
      void options.context.queryClient.prefetchQuery(roleListQueryOptions());
    }
    return crud.loader(options);
  },
  component: lazyRouteComponent(() => import('./-components/UsersTab'), 'UsersTab'),
});
