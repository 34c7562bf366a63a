import { QueryClient } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRouteWithContext,
  createRoute,
  createRouter,
} from '@tanstack/react-router';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClientSource } from './query-client-source.js';
import { loadQueryClientBeforeEachPage } from './route-query-client.js';

interface Context {
  queryClient?: QueryClient;
}

/** A router whose pages' loaders note the client their context held, and the root's own word. */
function routerAt(path: string) {
  const seen: { page: string; queryClient: QueryClient | undefined; rootSaid: unknown }[] = [];
  const root = createRootRouteWithContext<Context>()({
    beforeLoad: () => ({ rootSaid: 'hello' }),
  });
  const page = (pagePath: string) =>
    createRoute({
      getParentRoute: () => root,
      path: pagePath,
      loader: ({ context }) => {
        seen.push({ page: pagePath, queryClient: context.queryClient, rootSaid: context.rootSaid });
      },
    });
  const router = createRouter({
    routeTree: root.addChildren([page('/'), page('/login'), page('/register')]),
    history: createMemoryHistory({ initialEntries: [path] }),
    context: {},
  });
  return { router, seen };
}

/** Without a RouterProvider mounted, the router loads where its history went when asked. */
async function go(router: ReturnType<typeof routerAt>['router'], path: string) {
  router.history.push(path);
  router.updateLatestLocation();
  await router.load();
}

/** The router at `path`, its root made to wait for a client that `create` makes (sign-in: /login). */
function preparedRouterAt(path: string) {
  const client = new QueryClient();
  const create = vi.fn(async () => client);
  const source = createQueryClientSource({ given: undefined, create, loginPath: '/login' });
  const { router, seen } = routerAt(path);
  loadQueryClientBeforeEachPage(router, source);
  return { client, create, source, router, seen };
}

describe('loadQueryClientBeforeEachPage', () => {
  it("loads the client before a page's loaders, and hands it to them beside the root's own context", async () => {
    const { client, create, router, seen } = preparedRouterAt('/');
    await router.load();
    expect(create).toHaveBeenCalledTimes(1);
    expect(seen).toEqual([{ page: '/', queryClient: client, rootSaid: 'hello' }]);
  });

  it('lets the sign-in page load without it, and has the next page wait for it', async () => {
    const { client, create, router, seen } = preparedRouterAt('/login');
    await router.load();
    expect(create).not.toHaveBeenCalled();
    expect(seen).toEqual([{ page: '/login', queryClient: undefined, rootSaid: 'hello' }]);

    await go(router, '/register');
    expect(create).toHaveBeenCalledTimes(1);
    expect(seen.at(-1)).toEqual({ page: '/register', queryClient: client, rootSaid: 'hello' });
  });

  it('wraps the root once, however often it is asked', async () => {
    const { create, source, router } = preparedRouterAt('/');
    loadQueryClientBeforeEachPage(router, source);
    await router.load();
    await go(router, '/register');
    expect(create).toHaveBeenCalledTimes(1);
  });
});
