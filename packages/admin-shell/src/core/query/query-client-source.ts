import type { QueryClient } from '@tanstack/react-query';
import { createModuleLoader, type ModuleLoader } from '../app/module-loader.js';

/**
 * Where the app's `QueryClient` comes from: the one the app gave, else the shell's default,
 * whose code (TanStack Query's cache, about 9 KiB gzip) is fetched for the first page that
 * needs it. The sign-in page is drawn without it, so the page most people load first does not
 * carry it; it is fetched there once the page has loaded.
 */
export interface QueryClientSource extends ModuleLoader<QueryClient> {
  /** Whether the page at `pathname` waits for the client: every page but the sign-in page. */
  neededAt(pathname: string): boolean;
}

/** A {@link QueryClientSource}: `given` when there is one, else the client `create` makes. */
export function createQueryClientSource(options: {
  given: QueryClient | undefined;
  create: () => Promise<QueryClient>;
  loginPath: string;
}): QueryClientSource {
  const { given, create, loginPath } = options;
  const loader: ModuleLoader<QueryClient> = given
    ? {
        load: () => Promise.resolve(given),
        current: () => given,
        subscribe: () => () => undefined,
        useModule: () => given,
      }
    : createModuleLoader(create);
  return { ...loader, neededAt: (pathname) => pathname !== loginPath };
}

/** The shell's default client, `createAdminQueryClient()`, whose code is fetched on first use. */
export function loadAdminQueryClient(): Promise<QueryClient> {
  return import('./create-admin-query-client.js').then(({ createAdminQueryClient }) =>
    createAdminQueryClient(),
  );
}
