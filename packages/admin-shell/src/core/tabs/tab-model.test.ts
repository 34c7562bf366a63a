import { describe, expect, it } from 'vitest';
import { parseStoredTabs } from './stored-tabs.js';
import {
  closeTabs,
  emptyTabs,
  moveTab,
  otherTabKeys,
  pinTab,
  reloadTab,
  restoreTabs,
  storedTabs,
  type TabsState,
  tabKeysToTheRight,
  visitTab,
} from './tab-model.js';

function open(...keys: string[]): TabsState {
  return keys.reduce((state, key) => visitTab(state, { key, href: key }), emptyTabs);
}

const keysOf = (state: TabsState) => state.tabs.map((tab) => tab.key);

describe('visitTab', () => {
  it('opens a tab per key at the end and makes it active', () => {
    const state = open('/a', '/b');
    expect(keysOf(state)).toEqual(['/a', '/b']);
    expect(state.activeKey).toBe('/b');
  });

  it('reuses the open tab of a key, remembering the new address (a table search)', () => {
    const state = visitTab(open('/a', '/b'), { key: '/a', href: '/a?page=3' });
    expect(keysOf(state)).toEqual(['/a', '/b']);
    expect(state.tabs[0]?.href).toBe('/a?page=3');
    expect(state.activeKey).toBe('/a');
  });

  it('closes the least recently used tab past the limit', () => {
    let state = open('/a', '/b', '/c');
    state = visitTab(state, { key: '/a', href: '/a' });
    state = visitTab(state, { key: '/d', href: '/d' }, 3);
    expect(keysOf(state)).toEqual(['/a', '/c', '/d']);
  });

  it('never closes pinned tabs or tabs with unsaved work to make room', () => {
    let state = pinTab(open('/a', '/b', '/c'), '/a', true);
    state = visitTab(state, { key: '/d', href: '/d' }, 3, (key) => key === '/b');
    expect(keysOf(state)).toEqual(['/a', '/b', '/d']);
  });

  it('holds more than the limit rather than close work that must stay', () => {
    let state = pinTab(pinTab(open('/a', '/b'), '/a', true), '/b', true);
    state = visitTab(state, { key: '/c', href: '/c' }, 2);
    expect(keysOf(state)).toEqual(['/a', '/b', '/c']);
  });
});

describe('closeTabs', () => {
  it('activates the right-hand neighbour of the closed active tab, else the left one', () => {
    const state = visitTab(open('/a', '/b', '/c'), { key: '/b', href: '/b' });
    expect(closeTabs(state, ['/b']).activeKey).toBe('/c');
    expect(closeTabs(open('/a', '/b', '/c'), ['/c']).activeKey).toBe('/b');
    expect(closeTabs(open('/a'), ['/a'])).toMatchObject({ tabs: [], activeKey: undefined });
  });

  it('keeps the active tab when another closes', () => {
    const state = closeTabs(open('/a', '/b', '/c'), ['/a']);
    expect(keysOf(state)).toEqual(['/b', '/c']);
    expect(state.activeKey).toBe('/c');
  });

  it('names the others and those to the right, leaving pinned tabs', () => {
    const state = pinTab(open('/a', '/b', '/c', '/d'), '/d', true);
    expect(keysOf(state)).toEqual(['/d', '/a', '/b', '/c']);
    expect(otherTabKeys(state.tabs, '/b')).toEqual(['/a', '/c']);
    expect(tabKeysToTheRight(state.tabs, '/a')).toEqual(['/b', '/c']);
    expect(tabKeysToTheRight(state.tabs, '/c')).toEqual([]);
  });
});

describe('pinning, moving and reloading', () => {
  it('keeps pinned tabs together at the front', () => {
    let state = pinTab(open('/a', '/b', '/c'), '/c', true);
    state = pinTab(state, '/b', true);
    expect(keysOf(state)).toEqual(['/c', '/b', '/a']);
    expect(keysOf(pinTab(state, '/c', false))).toEqual(['/b', '/c', '/a']);
  });

  it('moves a tab within its group only', () => {
    const state = pinTab(open('/a', '/b', '/c'), '/a', true);
    expect(keysOf(moveTab(state, '/c', 1))).toEqual(['/a', '/c', '/b']);
    // An unpinned tab dragged before the pinned one stops after it.
    expect(keysOf(moveTab(state, '/c', 0))).toEqual(['/a', '/c', '/b']);
    expect(keysOf(moveTab(state, '/b', 3))).toEqual(['/a', '/c', '/b']);
    expect(keysOf(moveTab(state, '/a', 3))).toEqual(['/a', '/b', '/c']);
  });

  it('gives a reloaded tab a new generation', () => {
    const state = reloadTab(open('/a', '/b'), '/a');
    expect(state.tabs.map((tab) => tab.generation)).toEqual([1, 0]);
  });
});

describe('storing and restoring', () => {
  it('reopens the same person’s tabs, active one included, pins kept', () => {
    const state = pinTab(
      visitTab(open('/a', '/b', '/c'), { key: '/b', href: '/b?q=x' }),
      '/c',
      true,
    );
    const restored = restoreTabs(storedTabs(state, 'ann'), 'ann', () => true);
    expect(keysOf(restored)).toEqual(['/c', '/a', '/b']);
    expect(restored.activeKey).toBe('/b');
    expect(restored.tabs.find((tab) => tab.key === '/b')?.href).toBe('/b?q=x');
    expect(restored.tabs[0]?.pinned).toBe(true);
  });

  it('gives another person nothing', () => {
    expect(restoreTabs(storedTabs(open('/a'), 'ann'), 'bob', () => true)).toBe(emptyTabs);
  });

  it('drops tabs the person may no longer open', () => {
    const stored = storedTabs(open('/a', '/admin', '/b'), 'ann');
    const restored = restoreTabs(stored, 'ann', (tab) => tab.key !== '/admin');
    expect(keysOf(restored)).toEqual(['/a', '/b']);
  });

  it('keeps within the limit, the most recent first', () => {
    const restored = restoreTabs(storedTabs(open('/a', '/b', '/c'), 'ann'), 'ann', () => true, 2);
    expect(keysOf(restored)).toEqual(['/b', '/c']);
  });

  it('parses only valid in-app tabs', () => {
    expect(parseStoredTabs({ owner: 'ann', tabs: 'x' })).toBeUndefined();
    expect(parseStoredTabs(null)).toBeUndefined();
    expect(
      parseStoredTabs({
        owner: 'ann',
        activeKey: '/gone',
        tabs: [
          { key: '/a', href: '/a?x=1', pinned: true },
          { key: '/a', href: '/a' },
          { key: '/evil', href: 'https://evil.example' },
          { key: '/evil2', href: '//evil.example' },
          { key: 3, href: '/b' },
        ],
      }),
    ).toEqual({ owner: 'ann', tabs: [{ key: '/a', href: '/a?x=1', pinned: true }] });
  });
});
