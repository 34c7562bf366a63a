import type { QueryClient } from '@tanstack/react-query';
import type { DataProvider, PreferencesStore } from '../contracts.js';
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
 * loader that starts fetching the list while the page's code loads, at the person's page size
 * when the address names none. Spread them into TanStack Router's `createFileRoute(…)({ … })`.
 * The loader reads the `queryClient`, the `dataProvider` and the `preferences` from the
 * router's context (`AdminRouterContext`).
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
    loaderDeps: ({ search }: { search: CrudSearch<Query> }): CrudSearch<Query> => search,
    loader: ({
      context,
      deps,
    }: {
      context: {
        queryClient: QueryClient;
        dataProvider: DataProvider;
        preferences: PreferencesStore;
      };
      deps: CrudSearch<Query>;
    }) => {
      const stored = context.preferences.get().tables?.[definition.id]?.pageSize;
      const query: CrudPageQuery<Query> = crudPageQuery(deps, limits, stored);
      // Not awaited: the table shows skeleton rows, and the page's code need not wait for data.
      void context.queryClient.prefetchQuery(
        crudListQueryOptions(definition, query, context.dataProvider),
      );
    },
  };
}
