import type { QueryClient } from '@tanstack/react-query';
import { redirect } from '@tanstack/react-router';
import type { DataProvider, PreferencesStore, SavedViewsProvider } from '../contracts.js';
import type {
  CrudDefinition,
  CrudListQuery,
  CrudPageQuery,
  CrudSearch,
} from './crud-definition.js';
import { crudListQueryOptions } from './crud-query.js';
import {
  crudListLimits,
  crudPageQuery,
  crudSearchKeys,
  parseCrudSearch,
  parseCrudView,
  staleCrudSearchKeys,
} from './crud-search.js';
import { openSavedView, savedViewRequest } from './open-saved-view.js';

/**
 * The route options of a page showing a CRUD table, typed by its definition: the search
 * params read from the address (`validateSearch`), `?view=<id>` opening that record's view; a `beforeLoad` that rewrites an address
 * holding values the table cannot show (`?sortField=evil`, `?current=abc`, an old page size) to
 * the one it can, in place of the history entry and before any request; the page's query as
 * loader deps; and a loader that starts fetching the list while the page's code loads, at the person's page size
 * when the address names none. Spread them into TanStack Router's `createFileRoute(…)({ … })`.
 * The loader reads the `queryClient`, the `dataProvider` and the `preferences` from the
 * router's context (`AdminRouterContext`).
 *
 * With `savedViews` in the context too, entering the page opens a saved view: the one
 * `?savedView=<id>` names (alone, it becomes the view's own address; beside the table's
 * params, only its columns and density apply), else, when the address holds nothing of the
 * table, the person's default view of it.
 *
 * @example
 * export const Route = createFileRoute('/users')({ ...crudRouteOptions(users), component: UsersPage });
 */
export function crudRouteOptions<Row, Values, Query extends CrudListQuery>(
  definition: CrudDefinition<Row, Values, Query>,
) {
  const limits = crudListLimits(definition);
  // The router lays a route's validated search over its parents' raw one: each param the
  // table owns is named, so an invalid value from the address cannot show through.
  const unset = Object.fromEntries(crudSearchKeys(definition).map((key) => [key, undefined]));
  return {
    validateSearch: (raw: Record<string, unknown>): CrudSearch<Query> => ({
      ...unset,
      ...parseCrudSearch(definition, raw),
      view: parseCrudView(raw.view),
      savedView: parseCrudView(raw.savedView),
    }),
    beforeLoad: ({ location }: { location: { pathname: string; search: object } }) => {
      const raw = location.search as Record<string, unknown>;
      if (staleCrudSearchKeys(definition, raw).length === 0) return;
      throw redirect({
        to: location.pathname,
        search: { ...raw, ...unset, ...parseCrudSearch(definition, raw) },
        replace: true,
      });
    },
    // Only the table's own params reach the data provider.
    loaderDeps: ({ search }: { search: CrudSearch<Query> }): CrudSearch<Query> =>
      parseCrudSearch(definition, search),
    loader: ({
      context,
      deps,
      cause,
      location,
    }: {
      // Spelt out rather than named: an app's route types name only the package's exports.
      context: {
        queryClient: QueryClient;
        dataProvider: DataProvider;
        preferences: PreferencesStore;
        savedViews?: SavedViewsProvider | undefined;
      };
      deps: CrudSearch<Query>;
      cause?: 'preload' | 'enter' | 'stay';
      location?: { pathname: string; search: object };
    }): Promise<void> | undefined => {
      const prefetch = () => {
        const stored = context.preferences.get().tables?.[definition.id]?.pageSize;
        const query: CrudPageQuery<Query> = crudPageQuery(deps, limits, stored);
        // Not awaited: the table shows skeleton rows, and the page's code need not wait for data.
        void context.queryClient.prefetchQuery(
          crudListQueryOptions(definition, query, context.dataProvider),
        );
      };
      const request =
        cause === 'enter' && context.savedViews && location
          ? savedViewRequest(definition, location.search as Record<string, unknown>)
          : undefined;
      // Most people keep no default: the plain list loads while their views are asked for.
      if (request === undefined || request.kind === 'default') prefetch();
      if (request === undefined || location === undefined) return;
      // The page waits for the view rather than show the plain table first.
      return openSavedView(definition, context, request).then((target) => {
        if (target) throw redirect({ to: location.pathname, search: target, replace: true });
        // The view's page size, now the person's, is the list's when the address names none.
        if (request.kind !== 'default') prefetch();
      });
    },
  };
}
