import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
} from '@tanstack/react-router';
import { describe, expect, it, vi } from 'vitest';
import { createPreferencesStore } from '../preferences/create-preferences-store.js';
import { loadAllWordsBeforeEachPage } from './all-words.js';
import { createCatalogueI18n, type MessageKey } from './catalogue-i18n.js';

/** A word only the app's rest holds: the shell's own rest is loaded for every test. */
const restKey = 'probe.rest' as MessageKey;

/**
 * A router at `path` whose pages' loaders note the words they could speak, its root made to
 * wait for the rest of them before every page but /login.
 */
function preparedRouterAt(path: string) {
  const rest = vi.fn(async () => ({ [restKey]: '其余的词' }));
  const i18n = createCatalogueI18n({
    preferences: createPreferencesStore(),
    messages: { 'zh-CN': { first: { 'access.forbidden': '第一部分' }, rest } },
  });
  const seen: { page: string; said: string }[] = [];
  const root = createRootRoute({ beforeLoad: () => ({ rootSaid: 'hello' }) });
  const page = (pagePath: string) =>
    createRoute({
      getParentRoute: () => root,
      path: pagePath,
      loader: ({ context }) => {
        expect(context.rootSaid).toBe('hello');
        seen.push({ page: pagePath, said: i18n.translate(restKey) });
      },
    });
  const router = createRouter({
    routeTree: root.addChildren([page('/'), page('/login'), page('/register')]),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  loadAllWordsBeforeEachPage(router, i18n, (pathname) => pathname !== '/login');
  return { rest, router, seen };
}

describe('loadAllWordsBeforeEachPage', () => {
  it('loads the rest of the words before a page draws', async () => {
    const { rest, router, seen } = preparedRouterAt('/');
    await router.load();
    expect(rest).toHaveBeenCalledTimes(1);
    expect(seen).toEqual([{ page: '/', said: '其余的词' }]);
  });

  it('lets the sign-in page load without them, and has the next page wait for them', async () => {
    const { rest, router, seen } = preparedRouterAt('/login');
    await router.load();
    expect(rest).not.toHaveBeenCalled();
    expect(seen).toEqual([{ page: '/login', said: restKey }]);

    router.history.push('/register');
    router.updateLatestLocation();
    await router.load();
    expect(rest).toHaveBeenCalledTimes(1);
    expect(seen.at(-1)).toEqual({ page: '/register', said: '其余的词' });
  });
});
