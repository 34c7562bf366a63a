import type { StoredTab, StoredTabs } from './stored-tabs.js';

/** One page the person keeps open in the tab bar. */
export interface OpenTab {
  /** Which page it is: one tab per key (by default the route and its params). */
  key: string;
  /** Where the tab last was, search included: activating it returns there. */
  href: string;
  /** Kept at the front, and never closed to make room or by "close others". */
  pinned: boolean;
  /** Counts reloads: a new generation mounts the page anew. */
  generation: number;
  /** When it was last shown, on the model's own clock: the least recent goes first. */
  lastUsed: number;
}

/** The open tabs in their order, and the one on screen. */
export interface TabsState {
  readonly tabs: readonly OpenTab[];
  readonly activeKey: string | undefined;
  /** Advances with every visit, so `lastUsed` orders tabs without reading the time. */
  readonly clock: number;
}

/** The path of a tab's address, without its search and hash. */
export function pathnameOf(href: string): string {
  return href.split(/[?#]/)[0] || '/';
}

/** The default most tabs open at once. */
export const defaultMaxTabs = 10;

export const emptyTabs: TabsState = { tabs: [], activeKey: undefined, clock: 0 };

/** Pinned tabs first, each group in the order it had. */
function pinnedFirst(tabs: readonly OpenTab[]): OpenTab[] {
  return [...tabs.filter((tab) => tab.pinned), ...tabs.filter((tab) => !tab.pinned)];
}

/**
 * The state after the person reached `page`: its tab, opened at the end if it was not open,
 * becomes the active one and remembers the address. Past `max` tabs, the least recently used
 * tabs that are neither pinned, nor the one reached, nor `isKept` (a page with unsaved work)
 * close; when none may close, the bar holds more than `max` rather than lose work.
 */
export function visitTab(
  state: TabsState,
  page: { key: string; href: string },
  max: number = defaultMaxTabs,
  isKept: (key: string) => boolean = () => false,
): TabsState {
  const clock = state.clock + 1;
  const open = state.tabs.some((tab) => tab.key === page.key);
  let tabs: OpenTab[] = open
    ? state.tabs.map((tab) =>
        tab.key === page.key ? { ...tab, href: page.href, lastUsed: clock } : tab,
      )
    : [...state.tabs, { ...page, pinned: false, generation: 0, lastUsed: clock }];
  const closable = tabs
    .filter((tab) => !tab.pinned && tab.key !== page.key && !isKept(tab.key))
    .sort((a, b) => a.lastUsed - b.lastUsed);
  const excess = Math.min(tabs.length - max, closable.length);
  if (excess > 0) {
    const closing = new Set(closable.slice(0, excess).map((tab) => tab.key));
    tabs = tabs.filter((tab) => !closing.has(tab.key));
  }
  return { tabs, activeKey: page.key, clock };
}

/**
 * The state without the tabs in `keys`. When the active tab closes, its right-hand neighbour
 * (else the left-hand one) becomes active, as in a browser; the caller goes to its `href`.
 */
export function closeTabs(state: TabsState, keys: readonly string[]): TabsState {
  const closing = new Set(keys);
  const tabs = state.tabs.filter((tab) => !closing.has(tab.key));
  if (state.activeKey === undefined || !closing.has(state.activeKey)) {
    return { ...state, tabs };
  }
  const index = state.tabs.findIndex((tab) => tab.key === state.activeKey);
  const next =
    state.tabs.slice(index + 1).find((tab) => !closing.has(tab.key)) ??
    state.tabs
      .slice(0, index)
      .reverse()
      .find((tab) => !closing.has(tab.key));
  return { ...state, tabs, activeKey: next?.key };
}

/** The unpinned tabs other than `key`: what "close others" closes. */
export function otherTabKeys(tabs: readonly OpenTab[], key: string): string[] {
  return tabs.filter((tab) => tab.key !== key && !tab.pinned).map((tab) => tab.key);
}

/** The unpinned tabs right of `key`: what "close to the right" closes. */
export function tabKeysToTheRight(tabs: readonly OpenTab[], key: string): string[] {
  const index = tabs.findIndex((tab) => tab.key === key);
  if (index < 0) return [];
  return tabs
    .slice(index + 1)
    .filter((tab) => !tab.pinned)
    .map((tab) => tab.key);
}

/** Pins or unpins a tab: pinned tabs stay together at the front. */
export function pinTab(state: TabsState, key: string, pinned: boolean): TabsState {
  const tab = state.tabs.find((candidate) => candidate.key === key);
  if (!tab || tab.pinned === pinned) return state;
  const others = state.tabs.filter((candidate) => candidate.key !== key);
  const changed = { ...tab, pinned };
  // Pinned, it joins the end of the pinned group; unpinned, the start of the others.
  const boundary = others.filter((candidate) => candidate.pinned).length;
  return { ...state, tabs: [...others.slice(0, boundary), changed, ...others.slice(boundary)] };
}

/**
 * Moves a tab to `index` (as counted before the move), within its own group: a pinned tab
 * cannot be dragged among the unpinned ones, nor the other way.
 */
export function moveTab(state: TabsState, key: string, index: number): TabsState {
  const from = state.tabs.findIndex((tab) => tab.key === key);
  if (from < 0) return state;
  const tabs = [...state.tabs];
  const [moving] = tabs.splice(from, 1) as [OpenTab];
  const pinnedCount = tabs.filter((tab) => tab.pinned).length;
  const target = Math.max(0, Math.min(index > from ? index - 1 : index, tabs.length));
  const clamped = moving.pinned ? Math.min(target, pinnedCount) : Math.max(target, pinnedCount);
  tabs.splice(clamped, 0, moving);
  return { ...state, tabs };
}

/** Gives a tab a new generation, so its page mounts anew (its state is forgotten). */
export function reloadTab(state: TabsState, key: string): TabsState {
  return {
    ...state,
    tabs: state.tabs.map((tab) =>
      tab.key === key ? { ...tab, generation: tab.generation + 1 } : tab,
    ),
  };
}

/** What to remember of the tabs now. */
export function storedTabs(state: TabsState, owner: string): StoredTabs {
  return {
    owner,
    tabs: state.tabs.map(({ key, href, pinned }) => ({ key, href, pinned })),
    activeKey: state.activeKey,
  };
}

/**
 * The tabs to reopen for `owner` from what was stored: none for someone else, and none that
 * `isAllowed` refuses (a page the person may no longer open). At most `max` (pinned ones
 * first), ordered least recently used to most as they were stored, the active one last.
 */
export function restoreTabs(
  stored: StoredTabs | undefined,
  owner: string,
  isAllowed: (tab: StoredTab) => boolean,
  max: number = defaultMaxTabs,
): TabsState {
  if (!stored || stored.owner !== owner) return emptyTabs;
  const kept = pinnedFirst(
    stored.tabs.map((tab, index) => ({ ...tab, generation: 0, lastUsed: index + 1 })),
  ).filter((tab) => isAllowed(tab));
  const active = kept.find((tab) => tab.key === stored.activeKey);
  if (active) active.lastUsed = kept.length + 1;
  const limited = kept.length > max ? trimTo(kept, max) : kept;
  return {
    tabs: limited,
    activeKey: limited.some((tab) => tab.key === active?.key) ? active?.key : undefined,
    clock: limited.length + 1,
  };
}

function trimTo(tabs: OpenTab[], max: number): OpenTab[] {
  const closing = new Set(
    tabs
      .filter((tab) => !tab.pinned)
      .sort((a, b) => a.lastUsed - b.lastUsed)
      .slice(0, Math.max(0, tabs.length - max))
      .map((tab) => tab.key),
  );
  return tabs.filter((tab) => !closing.has(tab.key));
}
