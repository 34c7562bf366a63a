import { type QueryClient, QueryClientContext } from '@tanstack/react-query';
import { useContext, useMemo } from 'react';
import { useAccess } from '../access/AccessProvider.js';
import type { AccessFlags } from '../access/flags.js';
import type { DataProvider, PreferencesStore, SavedViewsProvider } from '../contracts.js';
import { usePreferencesStore } from '../preferences/PreferencesProvider.js';
import { type SessionUser, useSession } from '../session/SessionProvider.js';
import { useOptionalDataProvider, useOptionalSavedViews } from './services.js';

/**
 * What the shell's route helpers read from TanStack Router's context: declare the root route
 * with `createRootRouteWithContext<AdminRouterContext>()`; `AdminRouterProvider` gives it (or
 * pass {@link useAdminRouterContext} to `<RouterProvider context>` yourself).
 */
export interface AdminRouterContext {
  /**
   * Loaders prime it, so a page's data loads beside its code (`crudRouteOptions`). There for
   * every page but the sign-in page (`loginPath`), which is drawn before its code has loaded.
   */
  queryClient: QueryClient;
  /** Where CRUD routes' loaders fetch their first page. */
  dataProvider: DataProvider;
  /** The person's choices: a CRUD route's loader reads the table's page size. */
  preferences: PreferencesStore;
  /**
   * Where saved views are kept, when the app keeps them: a CRUD route opens the view its
   * address names (`?savedView=`), or the person's default view of the table.
   */
  savedViews?: SavedViewsProvider | undefined;
  /** The signed-in person's flags, which `guardRouteAccess` checks. */
  access: AccessFlags;
  /** The signed-in user; undefined before sign-in. */
  user: SessionUser | undefined;
}

function refuse(): never {
  throw new Error('No data provider: pass one to <AdminApp dataProvider={…}>');
}

/** Answers every call with the reason: for an app that shows no CRUD table. */
const missingDataProvider: DataProvider = {
  getList: async () => refuse(),
  getOne: async () => refuse(),
  create: async () => refuse(),
  update: async () => refuse(),
  delete: async () => refuse(),
  deleteMany: async () => refuse(),
};

/**
 * The router context `AdminApp` provides: the query client, the data provider, the
 * preferences, the saved views, the access flags and the user. A new object when the user or
 * their flags change, so the router's guards decide on the current person. With the shell's
 * default query client, mount the router with `AdminRouterProvider`: someone who leaves the
 * sign-in page before the client's code has come then waits for it.
 *
 * @example
 * <RouterProvider router={router} context={useAdminRouterContext()} />
 */
export function useAdminRouterContext(): AdminRouterContext {
  // Undefined on the sign-in page until the client's code has come.
  const queryClient = useContext(QueryClientContext);
  const dataProvider = useOptionalDataProvider() ?? missingDataProvider;
  const preferences = usePreferencesStore();
  const savedViews = useOptionalSavedViews();
  const access = useAccess();
  const { user } = useSession();
  return useMemo(() => {
    const context = { dataProvider, preferences, savedViews, access, user };
    // Only the sign-in page loads before the client is there; `AdminRouterProvider` then has
    // the router's root hand it to every other page (`loadQueryClientBeforeEachPage`).
    return (queryClient ? { ...context, queryClient } : context) as AdminRouterContext;
  }, [queryClient, dataProvider, preferences, savedViews, access, user]);
}
