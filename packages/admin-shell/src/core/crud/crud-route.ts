import type { QueryClient } from '@tanstack/react-query';
import type { DataProvider } from '../contracts.js';
import type {
  CrudDefinition,
  CrudListQuery,
  CrudPageQuery,
  CrudSearch,
} from './crud-definition.js';
import { crudListQueryOptions } from './crud-query.js';
import { crudListLimits, crudPageQuery, parseCrudSearch } from './crud-search.js';

/**
 * The route options of a page showing a CRUD table, typed by its definition: the search
 * params read from the address (`validateSearch`), the page's query as loader deps, and a
 * loader that starts fetching the list while the page's code loads. Spread them into
 * TanStack Router's `createFileRoute(…)({ … })`. The loader reads the `queryClient` and the
 * `dataProvider` from the router's context (`createRootRouteWithContext`).
 *
 * @example
 * export const Route = createFileRoute('/users')({ ...crudRouteOptions(users), component: UsersPage });
 */
export function crudRouteOptions<Row, Values, Query extends CrudListQuery>(
  definition: CrudDefinition<Row, Values, Query>,
) {
  const limits = crudListLimits(definition);
  return {
    validateSearch: (raw: Record<string, unknown>): CrudSearch<Query> =>
      parseCrudSearch(definition, raw),
    loaderDeps: ({ search }: { search: CrudSearch<Query> }): CrudPageQuery<Query> =>
      crudPageQuery(search, limits),
    loader: ({
      context,
      deps,
    }: {
      context: { queryClient: QueryClient; dataProvider: DataProvider };
      deps: CrudPageQuery<Query>;
    }) => {
      // Not awaited: the table shows skeleton rows, and the page's code need not wait for data.
      void context.queryClient.prefetchQuery(
        crudListQueryOptions(definition, deps, context.dataProvider),
      );
    },
  };
}
