// @vitest-environment jsdom
import {
  createMemoryHistory,
  createRootRouteWithContext,
  createRoute,
  createRouter,
  Outlet,
} from '@tanstack/react-router';
import { describe, expect, it, vi } from 'vitest';
import type { AccessFlags } from './flags.js';
import { ForbiddenError, guardRouteAccess, requireAccess } from './route-access.js';

/** A root, an admin area with a page below it, and an open page; each loader is a spy. */
function routes() {
  const loaders = { admin: vi.fn(), adminReports: vi.fn(), open: vi.fn() };
  const ownBeforeLoad = vi.fn();
  const root = createRootRouteWithContext<{ access: AccessFlags }>()({ component: Outlet });
  const admin = createRoute({
    getParentRoute: () => root,
    path: '/admin',
    staticData: { ...requireAccess('isAdmin') },
    beforeLoad: ownBeforeLoad,
    loader: loaders.admin,
  });
  const adminReports = createRoute({
    getParentRoute: () => admin,
    path: '/reports',
    loader: loaders.adminReports,
  });
  const open = createRoute({ getParentRoute: () => root, path: '/', loader: loaders.open });
  const routeTree = root.addChildren([admin.addChildren([adminReports]), open]);
  return { routeTree, loaders, ownBeforeLoad };
}

async function visit(path: string, access: AccessFlags) {
  const { routeTree, loaders, ownBeforeLoad } = routes();
  const router = createRouter({
    routeTree: guardRouteAccess(routeTree),
    history: createMemoryHistory({ initialEntries: [path] }),
    context: { access },
  });
  await router.load();
  const failed = router.state.matches.find((match) => match.status === 'error');
  return { loaders, ownBeforeLoad, error: failed?.error, failedRoute: failed?.routeId };
}

describe('guardRouteAccess', () => {
  it('refuses a route before any of its loaders run, for a person without its flag', async () => {
    const { loaders, ownBeforeLoad, error, failedRoute } = await visit('/admin/reports', {
      isAdmin: false,
    });
    expect(error).toBeInstanceOf(ForbiddenError);
    expect((error as ForbiddenError).flag).toBe('isAdmin');
    expect(failedRoute).toBe('/admin');
    expect(loaders.admin).not.toHaveBeenCalled();
    expect(loaders.adminReports).not.toHaveBeenCalled();
    expect(ownBeforeLoad).not.toHaveBeenCalled();
  });

  it("lets a person with the flag through, running the route's own beforeLoad and loaders", async () => {
    const { loaders, ownBeforeLoad, error } = await visit('/admin/reports', { isAdmin: true });
    expect(error).toBeUndefined();
    expect(ownBeforeLoad).toHaveBeenCalledOnce();
    expect(loaders.admin).toHaveBeenCalledOnce();
    expect(loaders.adminReports).toHaveBeenCalledOnce();
  });

  it('leaves routes without a flag open', async () => {
    const { loaders, error } = await visit('/', { isAdmin: false });
    expect(error).toBeUndefined();
    expect(loaders.open).toHaveBeenCalledOnce();
  });

  it('says what is missing when the router context has no access flags', async () => {
    const { error } = await visit('/admin', undefined as unknown as AccessFlags);
    expect(String(error)).toContain('useAdminRouterContext');
  });
});
