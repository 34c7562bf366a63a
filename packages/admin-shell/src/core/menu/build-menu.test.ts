import { describe, expect, it } from 'vitest';
import { buildMenu, type MenuContext } from './build-menu.js';
import type { MenuItem, MenuRoute } from './types.js';

const names = (label: string) => ({ 'zh-CN': label, 'en-US': label });

function contextFor(flags: { isAdmin?: boolean } = {}): MenuContext {
  return {
    can: (flag) => flag === 'isAdmin' && flags.isAdmin === true,
    translate: (name) => (typeof name === 'string' ? `t:${name}` : name['en-US']),
  };
}

function labels(items: readonly MenuItem[]): unknown[] {
  return items.map((item) =>
    item.children.length > 0 ? { [item.label]: labels(item.children) } : item.label,
  );
}

describe('buildMenu', () => {
  const routes: MenuRoute[] = [
    { path: '/', name: names('Home') },
    { path: '/admin', name: names('Admin'), access: 'isAdmin' },
    { path: '/secret', name: names('Secret'), hidden: true },
    {
      path: '/group',
      name: names('Group'),
      children: [
        { path: '/group/a', name: names('A') },
        { href: 'https://mantine.dev', name: names('Docs') },
      ],
    },
    {
      path: '/only-hidden',
      name: names('Only hidden'),
      children: [{ path: '/only-hidden/x', name: names('X'), hidden: true }],
    },
    {
      path: '/only-admin',
      name: names('Only admin'),
      children: [{ path: '/only-admin/y', name: names('Y'), access: 'isAdmin' }],
    },
    {
      path: '/users',
      name: names('Users'),
      hideChildrenInMenu: true,
      children: [{ path: '/users/$id', name: names('User') }],
    },
  ];

  it('leaves out hidden routes, routes the person cannot access and groups left empty', () => {
    expect(labels(buildMenu(routes, contextFor()))).toEqual([
      'Home',
      { Group: ['A', 'Docs'] },
      'Users',
    ]);
  });

  it('shows what the flags allow', () => {
    expect(labels(buildMenu(routes, contextFor({ isAdmin: true })))).toEqual([
      'Home',
      'Admin',
      { Group: ['A', 'Docs'] },
      { 'Only admin': ['Y'] },
      'Users',
    ]);
  });

  it('keeps external links as links to their address, keyed by it', () => {
    const group = buildMenu(routes, contextFor()).find((item) => item.key === '/group');
    const docs = group?.children.find((item) => item.label === 'Docs');
    expect(docs).toMatchObject({ key: 'https://mantine.dev', href: 'https://mantine.dev' });
    expect(docs?.path).toBeUndefined();
  });

  it('translates message keys and picks inline names by language', () => {
    const items = buildMenu(
      [
        { path: '/', name: 'app.loading' },
        { path: '/b', name: names('Inline') },
      ],
      contextFor(),
    );
    expect(items.map((item) => item.label)).toEqual(['t:app.loading', 'Inline']);
  });

  it('makes a route with hideChildrenInMenu a single entry', () => {
    const users = buildMenu(routes, contextFor()).find((item) => item.key === '/users');
    expect(users?.children).toEqual([]);
    expect(users?.path).toBe('/users');
  });
});
