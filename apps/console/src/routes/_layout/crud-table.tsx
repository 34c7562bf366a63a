import { IconTable } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { userListQueryOptions } from '../../api/users';
import { CrudTablePage } from './-components/CrudTablePage';
import { userListQuery, validateUserListSearch } from './-components/user-list-search';

export const Route = createFileRoute('/_layout/crud-table')({
  staticData: { menu: { name: 'menu.crudTable', icon: IconTable, order: 2 } },
  validateSearch: validateUserListSearch,
  loaderDeps: ({ search }) => userListQuery(search),
  // Prime the page's query while its code loads; the table shows skeleton rows until then.
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(userListQueryOptions(deps));
  },
  component: CrudTablePage,
});
