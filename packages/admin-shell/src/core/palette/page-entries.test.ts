import { IconHome, IconPuzzle } from '@tabler/icons-react';
import { describe, expect, it, vi } from 'vitest';
import { buildMenu } from '../menu/build-menu.js';
import type { MenuRoute } from '../menu/types.js';
import { pageEntries } from './page-entries.js';

const names = (label: string) => ({ 'zh-CN': label, 'en-US': label });

const routes: MenuRoute[] = [
  { path: '/', name: names('Home'), icon: IconHome },
  { path: '/admin', name: names('Admin'), access: 'isAdmin' },
  {
    path: '/features',
    name: names('Features'),
    icon: IconPuzzle,
    children: [
      { path: '/features/icons', name: names('Icons') },
      { href: 'https://mantine.dev', name: names('Docs') },
      {
        path: '/features/deep',
        name: names('Deep'),
        children: [{ path: '/features/deep/down', name: names('Down') }],
      },
    ],
  },
];

function entriesFor(isAdmin: boolean) {
  const menu = buildMenu(routes, {
    can: (flag) => flag === 'isAdmin' && isAdmin,
    translate: (name) => (typeof name === 'string' ? name : name['en-US']),
  });
  const open = vi.fn();
  return { entries: pageEntries(menu, open), open };
}

describe('pageEntries', () => {
  it("lists the menu's pages the person may open, leaves only, without other sites", () => {
    expect(entriesFor(false).entries.map((entry) => entry.label)).toEqual([
      'Home',
      'Icons',
      'Down',
    ]);
    expect(entriesFor(true).entries.map((entry) => entry.label)).toContain('Admin');
  });

  it('describes a page by its groups, and gives it the nearest icon', () => {
    const down = entriesFor(false).entries.find((entry) => entry.label === 'Down');
    expect(down?.description).toBe('Features / Deep');
    expect(down?.icon).toBe(IconPuzzle);
    expect(entriesFor(false).entries[0]?.description).toBeUndefined();
  });

  it('opens the page by its path', () => {
    const { entries, open } = entriesFor(false);
    entries.find((entry) => entry.label === 'Icons')?.run();
    expect(open).toHaveBeenCalledWith('/features/icons');
  });
});
