declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** How the route's pages become tabs of the tab bar. */
    tab?: RouteTabMeta;
  }
}

/** A page as its tab key is computed from: the route's match. */
export interface TabPage {
  pathname: string;
  params: Readonly<Record<string, string>>;
  search: Readonly<Record<string, unknown>>;
}

/** What a route says about its tabs (its `staticData.tab`). */
export interface RouteTabMeta {
  /**
   * The tab a page of this route belongs to: pages with the same key share one tab. Default:
   * the pathname, so one tab per route and params, and a change of the search (a table's page
   * or filter) stays in the tab.
   *
   * @example
   * // One tab for every record of the route, whichever is open.
   * staticData: { tab: { key: () => '/articles/$id' } }
   */
  key?: (page: TabPage) => string;
}

/** The parts of the router's deepest match a tab key is read from. */
export interface TabMatch extends TabPage {
  staticData?: { tab?: RouteTabMeta };
}

/** The tab key of the page a match shows. */
export function tabKeyOf(match: TabMatch): string {
  return match.staticData?.tab?.key?.(match) ?? match.pathname;
}
