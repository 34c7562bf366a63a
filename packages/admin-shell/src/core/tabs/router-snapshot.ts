import type { AnyRouteMatch, AnyRouter, ParsedLocation } from '@tanstack/react-router';

/** The router's state while a tab was on screen: what its page reads when hidden. */
export interface RouterSnapshot {
  matches: readonly AnyRouteMatch[];
  location: ParsedLocation;
}

/** A match as the router keeps it: its load in flight is an internal field. */
type LoadingMatch = AnyRouteMatch & { _flight?: unknown };

/**
 * The router's state as a hidden page will read it, without what ties it to the router's loads:
 * a match's load in flight and its abort controller, once aborted, hold the stack of the load
 * that aborted it, and through it that load's promises and the loads before them. Kept, they
 * would keep them all, one more with every visit (`pnpm bench --only memory`).
 */
export function detachedSnapshot(
  matches: readonly AnyRouteMatch[],
  location: ParsedLocation,
): RouterSnapshot {
  return {
    matches: matches.map((match) => {
      const detached: LoadingMatch = { ...match, abortController: new AbortController() };
      delete detached._flight;
      return detached;
    }),
    location,
  };
}

interface FixedStore<Value> {
  get(): Value;
  set(): void;
  subscribe(): { unsubscribe(): void };
}

function fixedStore<Value>(value: Value): FixedStore<Value> {
  return { get: () => value, set: () => undefined, subscribe: () => ({ unsubscribe() {} }) };
}

/**
 * A view of `router` that reads `snapshot` forever: given to a hidden tab's page through
 * `RouterContextProvider`, so the page goes on reading its own route, params and search while
 * the real router shows another page. Without it, a hidden page would render the next page's
 * match (or fail to find its own) and lose its state.
 *
 * TanStack Router's hooks read everything through `router.stores`, which this replaces; the
 * rest (navigation, route definitions, options) is the real router's, by prototype. A hidden
 * page runs no effects, so it never writes through the view.
 */
export function frozenRouterView(router: AnyRouter, snapshot: RouterSnapshot): AnyRouter {
  const { matches, location } = snapshot;
  const byRoute = new Map(matches.map((match) => [match.routeId, fixedStore(match)] as const));
  const empty = fixedStore<AnyRouteMatch | undefined>(undefined);
  const stores = Object.assign(Object.create(router.stores) as AnyRouter['stores'], {
    status: fixedStore('idle' as const),
    location: fixedStore(location),
    resolvedLocation: fixedStore(location),
    ids: fixedStore(matches.map((match) => match.routeId)),
    matches: fixedStore(matches),
    byRoute,
    __store: fixedStore({
      status: 'idle' as const,
      isLoading: false,
      matches,
      location,
      resolvedLocation: location,
    }),
    getMatchStore: (routeId: string) => byRoute.get(routeId) ?? empty,
    setMatches: () => undefined,
    // Links cache a location source per route here: the view's links must read the snapshot.
    _linkScopes: {},
  });
  return Object.assign(Object.create(router) as AnyRouter, { stores });
}
