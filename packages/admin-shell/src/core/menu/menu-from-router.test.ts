import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
} from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { requireAccess } from '../access/route-access.js';
import { menuFromRouter } from './menu-from-router.js';

const names = (label: string) => ({ 'zh-CN': label, 'en-US': label });

function router() {
  const root = createRootRoute();
  const layout = createRoute({ getParentRoute: () => root, id: '_layout' });
  const home = createRoute({
    getParentRoute: () => layout,
    path: '/',
    staticData: { menu: { name: names('Home'), order: 1 } },
  });
  const admin = createRoute({
    getParentRoute: () => layout,
    path: 'admin-manager',
    staticData: { ...requireAccess('isAdmin'), menu: { name: names('Admin'), order: 3 } },
  });
  const features = createRoute({
    getParentRoute: () => layout,
    path: 'basic-features',
    staticData: {
      menu: {
        name: names('Features'),
        order: 2,
        links: [{ name: names('Docs'), href: 'https://mantine.dev' }],
      },
    },
  });
  const icons = createRoute({
    getParentRoute: () => features,
    path: 'icon-feature',
    staticData: { menu: { name: names('Icons') } },
  });
  const unnamed = createRoute({ getParentRoute: () => layout, path: 'no-menu' });
  const login = createRoute({ getParentRoute: () => root, path: 'user/login' });
  const routeTree = root.addChildren([
    layout.addChildren([home, admin, features.addChildren([icons]), unnamed]),
    login,
  ]);
  return createRouter({ routeTree, history: createMemoryHistory() });
}

describe('menuFromRouter', () => {
  it('turns named routes into the menu, through pathless layouts, in their order', () => {
    const menu = menuFromRouter(router());
    expect(menu.map((route) => route.path)).toEqual(['/', '/basic-features', '/admin-manager']);
  });

  it("carries each route's access flag and nests children, links last", () => {
    const [, features, admin] = menuFromRouter(router());
    expect(admin?.access).toBe('isAdmin');
    expect(features?.children?.map((child) => child.path ?? child.href)).toEqual([
      '/basic-features/icon-feature',
      'https://mantine.dev',
    ]);
  });
});
