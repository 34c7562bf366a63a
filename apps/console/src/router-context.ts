import type { DataProvider, SessionValue } from '@org/admin-shell';
import type { CurrentUser } from '@org/api/contract';
import type { QueryClient } from '@tanstack/react-query';

/** What every route's beforeLoad and loader receive. */
export interface RouterContext {
  /** Loaders prime it with the page's queries, so data and code load side by side. */
  queryClient: QueryClient;
  /** Where the CRUD tables' loaders fetch their first page. */
  dataProvider: DataProvider;
  /** Who is signed in; the router is mounted only once the session has loaded. */
  session: Pick<SessionValue<CurrentUser>, 'user'>;
}
