import { isRecord } from '../is-record.js';
// Apart from the tab model: the preferences parse stored tabs on every page, sign-in included,
// which must not carry the tab bar's code.

/** A tab as it is remembered between visits: its page, address and pin. */
export interface StoredTab {
  key: string;
  href: string;
  pinned: boolean;
}

/**
 * The tabs as stored: whose they are (so another person signing in on the same browser does
 * not get them), which were open and which was active.
 */
export interface StoredTabs {
  owner: string;
  tabs: StoredTab[];
  activeKey?: string;
}

/** The valid part of stored tabs (an older version's data, a hand edit): the rest is dropped. */
export function parseStoredTabs(raw: unknown): StoredTabs | undefined {
  if (!isRecord(raw) || typeof raw.owner !== 'string' || !Array.isArray(raw.tabs)) {
    return undefined;
  }
  const seen = new Set<string>();
  const tabs: StoredTab[] = [];
  for (const tab of raw.tabs) {
    if (!isRecord(tab) || typeof tab.key !== 'string' || typeof tab.href !== 'string') continue;
    // Only addresses within the app: a stored value must not send anyone elsewhere.
    if (!tab.href.startsWith('/') || tab.href.startsWith('//') || seen.has(tab.key)) continue;
    seen.add(tab.key);
    tabs.push({ key: tab.key, href: tab.href, pinned: tab.pinned === true });
  }
  const activeKey =
    typeof raw.activeKey === 'string' && seen.has(raw.activeKey) ? raw.activeKey : undefined;
  return { owner: raw.owner, tabs, ...(activeKey === undefined ? {} : { activeKey }) };
}
