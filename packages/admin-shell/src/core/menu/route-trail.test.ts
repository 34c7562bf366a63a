import { describe, expect, it } from 'vitest';
import type { MenuContext } from './build-menu.js';
import { matchRoutePath } from './match-route-path.js';
import { breadcrumbSteps, documentTitle, routeTrail } from './route-trail.js';
import type { MenuRoute } from './types.js';

const names = (label: string) => ({ 'zh-CN': label, 'en-US': label });

const context: MenuContext = {
  can: () => false,
  translate: (name) => (typeof name === 'string' ? name : name['en-US']),
};

const routes: MenuRoute[] = [
  { path: '/', name: names('Home') },
  { path: '/admin-manager', name: names('Admin'), access: 'isAdmin' },
  {
    path: '/basic-features',
    name: names('Basic features'),
    children: [
      { path: '/basic-features/icon-feature', name: names('Icons') },
      { href: 'https://mantine.dev', name: names('Docs') },
    ],
  },
  {
    path: '/users',
    name: names('Users'),
    hideChildrenInMenu: true,
    children: [{ path: '/users/$id', name: names('User') }],
  },
  { path: '/$', name: names('Not found'), hidden: true },
];

const trailLabels = (pathname: string) =>
  routeTrail(routes, pathname, context).map((step) => step.label);

describe('routeTrail', () => {
  it('names each route from the top of the menu to the page', () => {
    expect(trailLabels('/basic-features/icon-feature')).toEqual(['Basic features', 'Icons']);
    expect(trailLabels('/')).toEqual(['Home']);
  });

  it('follows parameters and hidden children', () => {
    expect(trailLabels('/users/42')).toEqual(['Users', 'User']);
  });

  it('falls back to the catch-all route for an unknown address, hidden as it is', () => {
    expect(trailLabels('/no/such/page')).toEqual(['Not found']);
    expect(trailLabels('/basic-features/nope')).toEqual(['Not found']);
  });

  it('prefers a literal route to the catch-all', () => {
    expect(trailLabels('/basic-features')).toEqual(['Basic features']);
  });

  it('leaves out a route the person cannot access: it has lost its name', () => {
    expect(trailLabels('/admin-manager')).toEqual([]);
  });

  it('ignores a trailing slash', () => {
    expect(trailLabels('/basic-features/icon-feature/')).toEqual(['Basic features', 'Icons']);
  });
});

describe('breadcrumbSteps', () => {
  it('shows breadcrumbs only with at least two steps', () => {
    expect(breadcrumbSteps(routeTrail(routes, '/', context))).toEqual([]);
    expect(breadcrumbSteps(routeTrail(routes, '/users/7', context))).toHaveLength(2);
  });
});

describe('documentTitle', () => {
  it("is the route's name, then the product title", () => {
    expect(documentTitle(routeTrail(routes, '/users/7', context), 'React Admin Vite')).toBe(
      'User - React Admin Vite',
    );
  });

  it('is the product title alone when the page has no name', () => {
    expect(documentTitle(routeTrail(routes, '/admin-manager', context), 'Console')).toBe('Console');
  });
});

describe('matchRoutePath', () => {
  it('ranks literal segments over parameters over the catch-all', () => {
    const literal = matchRoutePath('/users/new', '/users/new') ?? 0;
    const parameter = matchRoutePath('/users/$id', '/users/new') ?? 0;
    const rest = matchRoutePath('/$', '/users/new') ?? 0;
    expect(literal).toBeGreaterThan(parameter);
    expect(parameter).toBeGreaterThan(rest);
  });

  it('does not match another path or a longer pattern', () => {
    expect(matchRoutePath('/users', '/user')).toBeUndefined();
    expect(matchRoutePath('/users/$id', '/users')).toBeUndefined();
  });

  it('compares encoded segments by what they say', () => {
    expect(matchRoutePath('/文档', '/%E6%96%87%E6%A1%A3')).toBeDefined();
  });
});
