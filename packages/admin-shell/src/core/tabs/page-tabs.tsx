import {
  type AnyRouter,
  type RouterState,
  useRouter,
  useRouterState,
} from '@tanstack/react-router';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useAccess } from '../access/AccessProvider.js';
import { type AccessFlags, isAllowed } from '../access/flags.js';
import { withoutTrailingSlash } from '../menu/menu-from-router.js';
import { usePreferencesStore } from '../preferences/PreferencesProvider.js';
import { onBeforeReload } from '../reload/on-before-reload.js';
import { createTabReloadScope, type TabReloadScope } from '../reload/reload-scope.js';
import {
  createTabUnsavedChanges,
  type TabUnsavedChanges,
  useUnsavedChangesRecord,
} from '../unsaved/unsaved-changes.js';
import { detachedSnapshot, type RouterSnapshot } from './router-snapshot.js';
import { type TabMatch, tabKeyOf } from './tab-key.js';
import {
  closeTabs,
  moveTab,
  type OpenTab,
  otherTabKeys,
  pathnameOf,
  pinTab,
  reloadTab,
  restoreTabs,
  storedTabs,
  type TabsState,
  tabKeysToTheRight,
  visitTab,
} from './tab-model.js';

/** The open tabs and what can be done with them: the tab bar's, the palette's and the drawer's. */
export interface PageTabs {
  tabs: readonly OpenTab[];
  /** The tab of the page on screen. */
  shownKey: string | undefined;
  /** Goes to the tab's page, as it was left. */
  activate(key: string): void;
  /** Closes tabs, asking first when one holds unsaved changes (`confirmDiscard`). */
  close(keys: readonly string[]): void;
  closeOthers(key: string): void;
  closeToTheRight(key: string): void;
  pin(key: string, pinned: boolean): void;
  /** Moves a tab to `index`, within its group (pinned or not). */
  move(key: string, index: number): void;
  /** Mounts the tab's page anew: what the person typed there is forgotten. */
  reload(key: string): void;
  /** The unsaved changes recorded in a tab's page. */
  unsavedIn(key: string): TabUnsavedChanges;
  /** What a tab's page keeps before the shell reloads (its forms' drafts), hidden or not. */
  reloadScopeIn(key: string): TabReloadScope;
  /** The router's state as the hidden tab last showed it; none for a tab not shown yet. */
  snapshotOf(key: string): RouterSnapshot | undefined;
}

const PageTabsContext = createContext<PageTabs | null>(null);

/**
 * The open tabs of `AdminLayout`'s tab bar and what can be done with them, for a page that acts
 * on its own tab or a control that lists them; null when the tab bar is off.
 *
 * @example
 * const tabs = usePageTabs();
 * // After saving, close this page's tab and go back to the list's.
 * if (tabs?.shownKey) tabs.close([tabs.shownKey]);
 */
export function usePageTabs(): PageTabs | null {
  return useContext(PageTabsContext);
}

export interface PageTabsProviderProps {
  /** Whose tabs they are: stored tabs of someone else are not reopened. */
  owner: string;
  /** The most tabs open at once. */
  max: number;
  /**
   * Asks whether to drop unsaved changes, resolving true to go on. Called before a tab that
   * holds them closes.
   */
  confirmDiscard(): Promise<boolean>;
  children: ReactNode;
}

/**
 * The page on screen: the router's deepest match. Its address is known only once the location
 * is the match's own: while the next page loads, the location already names it and the matches
 * may still be this page's.
 */
function shownPage({ matches, location }: RouterState): { key: string; href?: string } | undefined {
  const leaf = matches.at(-1) as TabMatch | undefined;
  if (!leaf) return;
  const own = withoutTrailingSlash(leaf.pathname) === withoutTrailingSlash(location.pathname);
  return own ? { key: tabKeyOf(leaf), href: location.href } : { key: tabKeyOf(leaf) };
}

/** Whether the person may still open the page at `href`: every route on its way allows them. */
function mayOpen(router: AnyRouter, flags: AccessFlags, href: string): boolean {
  const [routes] = router.getMatchedRoutes(pathnameOf(href));
  return routes.every((route) => isAllowed(flags, route.options.staticData?.access));
}

/**
 * Keeps the tabs in step with the router: each page reached opens or activates its tab, the
 * tabs are stored in the preferences on every change (and reopened for the same person), and
 * each tab's router snapshot and scroll position are kept for when it is hidden.
 */
export function PageTabsProvider({ owner, max, confirmDiscard, children }: PageTabsProviderProps) {
  const router = useRouter();
  const preferences = usePreferencesStore();
  const flags = useAccess();
  const pageRecord = useUnsavedChangesRecord();
  const shown = useRouterState({ select: shownPage, structuralSharing: true });
  const shownKey = shown?.key;
  const shownHref = shown?.href;
  const [state, setState] = useState<TabsState>(() => {
    const restored = restoreTabs(
      preferences.get().tabs,
      owner,
      (tab) => mayOpen(router, flags, tab.href),
      max,
    );
    // The page shown first has its tab in the first render: left to the effect below, the tab
    // bar would appear a frame after the page and push it down.
    return shownKey === undefined || shownHref === undefined
      ? restored
      : visitTab(restored, { key: shownKey, href: shownHref }, max);
  });
  const records = useRef(new Map<string, TabUnsavedChanges>());
  const reloadScopes = useRef(new Map<string, { scope: TabReloadScope; stop(): void }>());
  const snapshots = useRef(new Map<string, RouterSnapshot>());
  const scrolls = useRef(new Map<string, number>());

  const unsavedIn = useCallback(
    (key: string) => {
      let record = records.current.get(key);
      if (!record) {
        record = createTabUnsavedChanges(pageRecord);
        records.current.set(key, record);
      }
      return record;
    },
    [pageRecord],
  );

  const reloadScopeIn = useCallback((key: string) => {
    let entry = reloadScopes.current.get(key);
    if (!entry) {
      const scope = createTabReloadScope();
      entry = { scope, stop: onBeforeReload(scope.save) };
      reloadScopes.current.set(key, entry);
    }
    return entry.scope;
  }, []);

  const forget = useCallback((keys: Iterable<string>) => {
    for (const key of keys) {
      records.current.get(key)?.clear();
      records.current.delete(key);
      reloadScopes.current.get(key)?.stop();
      reloadScopes.current.delete(key);
      snapshots.current.delete(key);
      scrolls.current.delete(key);
    }
  }, []);

  // Changes are made from events and effects, one after another: each starts from the last.
  const latest = useRef(state);
  const apply = useCallback(
    (change: (current: TabsState) => TabsState) => {
      const current = latest.current;
      const next = change(current);
      latest.current = next;
      setState(next);
      const open = new Set(next.tabs.map((tab) => tab.key));
      forget(current.tabs.filter((tab) => !open.has(tab.key)).map((tab) => tab.key));
      return next;
    },
    [forget],
  );

  // Every page shown opens or refreshes its tab, before anything else can happen (React runs
  // this effect before it renders again): a page shown but not in a tab would not be kept. Not
  // while the next page loads (no address of its own): a tab just closed would come back.
  useEffect(() => {
    if (shownKey === undefined || shownHref === undefined) return;
    const { activeKey, tabs } = latest.current;
    if (
      activeKey === shownKey &&
      tabs.some((tab) => tab.key === shownKey && tab.href === shownHref)
    )
      return;
    apply((current) =>
      visitTab(
        current,
        { key: shownKey, href: shownHref },
        max,
        (key) => records.current.get(key)?.any() ?? false,
      ),
    );
  }, [shownKey, shownHref, max, apply]);

  useShownPageSnapshot(snapshots.current, shownKey);

  useEffect(() => {
    preferences.update((current) => ({ ...current, tabs: storedTabs(state, owner) }));
  }, [preferences, state, owner]);

  useScrollPerTab(router, shownKey, scrolls.current);

  // Signed out, or the tab bar turned off: no tab's page is left to keep.
  useEffect(() => {
    const scopes = reloadScopes.current;
    return () => {
      for (const { stop } of scopes.values()) stop();
      scopes.clear();
    };
  }, []);

  const navigateTo = useCallback(
    (tab: OpenTab | undefined) => {
      void router.navigate({ href: tab?.href ?? '/' });
    },
    [router],
  );

  const close = useCallback(
    async (keys: readonly string[]) => {
      if (keys.length === 0) return;
      const unsaved = keys.some((key) => records.current.get(key)?.any());
      if (unsaved && !(await confirmDiscard())) return;
      const before = latest.current.activeKey;
      const next = apply((current) => closeTabs(current, keys));
      if (next.activeKey !== before || next.tabs.length === 0) {
        navigateTo(next.tabs.find((tab) => tab.key === next.activeKey));
      }
    },
    [confirmDiscard, apply, navigateTo],
  );

  const value = useMemo<PageTabs>(
    () => ({
      tabs: state.tabs,
      shownKey,
      activate: (key) => navigateTo(latest.current.tabs.find((tab) => tab.key === key)),
      close: (keys) => void close(keys),
      closeOthers: (key) => void close(otherTabKeys(latest.current.tabs, key)),
      closeToTheRight: (key) => void close(tabKeysToTheRight(latest.current.tabs, key)),
      pin: (key, pinned) => apply((current) => pinTab(current, key, pinned)),
      move: (key, index) => apply((current) => moveTab(current, key, index)),
      reload: (key) => {
        records.current.get(key)?.clear();
        apply((current) => reloadTab(current, key));
      },
      unsavedIn,
      reloadScopeIn,
      snapshotOf: (key) => snapshots.current.get(key),
    }),
    [state, shownKey, navigateTo, close, apply, unsavedIn, reloadScopeIn],
  );

  return <PageTabsContext.Provider value={value}>{children}</PageTabsContext.Provider>;
}

/**
 * Keeps the shown page's router state after each commit: what its tab reads once hidden. A hook
 * of its own, so the router's matches are not in the scope of the provider's lasting callbacks:
 * a closure keeps its whole scope, and with it the first matches, whose aborted loads hold the
 * loads before them, and so on.
 */
function useShownPageSnapshot(
  snapshots: Map<string, RouterSnapshot>,
  shownKey: string | undefined,
) {
  const matches = useRouterState({ select: (routerState) => routerState.matches });
  const location = useRouterState({ select: (routerState) => routerState.location });
  useLayoutEffect(() => {
    if (shownKey !== undefined) snapshots.set(shownKey, detachedSnapshot(matches, location));
  }, [snapshots, matches, location, shownKey]);
}

/**
 * The window's scroll position, per tab: taken as a navigation starts (later, the layout
 * around the page may already have changed and moved it), and restored when the tab is shown
 * again, after the router's own scroll handling has reset it.
 */
function useScrollPerTab(
  router: AnyRouter,
  shownKey: string | undefined,
  scrolls: Map<string, number>,
) {
  const shown = useRef(shownKey);
  shown.current = shownKey;

  useEffect(() => {
    const unsubscribeLeave = router.subscribe('onBeforeNavigate', () => {
      if (shown.current !== undefined) scrolls.set(shown.current, window.scrollY);
    });
    let lastKey = shown.current;
    const unsubscribeShow = router.subscribe('onRendered', () => {
      const key = shown.current;
      if (key === lastKey) return;
      lastKey = key;
      const top = key === undefined ? undefined : scrolls.get(key);
      if (top !== undefined) window.scrollTo({ top, behavior: 'instant' });
    });
    return () => {
      unsubscribeLeave();
      unsubscribeShow();
    };
  }, [router, scrolls]);
}
