import { startTransition, useEffect, useLayoutEffect, useState } from 'react';
import { afterDomSettles } from '../../core/after-dom-settles.js';
import {
  browserPageLoad,
  createPageLoadSignal,
  type PageLoadSignal,
} from '../../core/page-load-signal.js';

let pageLoad: PageLoadSignal | undefined;

function pageLoadSignal(): PageLoadSignal {
  pageLoad ??= createPageLoadSignal(browserPageLoad);
  return pageLoad;
}

/**
 * Whether the page has finished loading, its first screen has been painted (see
 * `useHoldPageLoad`), and the browser has had an idle moment since. Code that is not needed
 * for the first screen (toasts, menus in a corner) can wait for it, so it does not compete with
 * the page's own code for the network and the main thread. Every caller on the page learns it
 * in the same moment, and one mounted later knows it from the start.
 */
export function usePageLoaded(): boolean {
  const [loaded, setLoaded] = useState(() => pageLoadSignal().loaded());
  // In a transition: what the page waited for (menus, drawers, the layout around them)
  // re-renders in slices, where an urgent update took one task of 25-30 ms, 100 ms or more on a
  // throttled phone. Every caller's update joins the same transition.
  useEffect(() => afterPageLoad(() => startTransition(() => setLoaded(true))), []);
  return loaded;
}

/**
 * Keeps the page from counting as loaded (`usePageLoaded`, `afterPageLoad`) while `holding`,
 * and then until what replaced it has been painted and stopped changing: for what stands in for
 * the first screen until it can be drawn (`AdminApp`'s start-up gate, `AdminRouterProvider`).
 * The load event comes before the first screen's code and data, and what waits for the page
 * (menus, toasts, the query client on the sign-in page) then fetched and ran before that screen
 * was painted: in Lighthouse's mobile audit, a largest paint 0.3–1 s later.
 */
export function useHoldPageLoad(holding: boolean): void {
  // A layout effect: the hold is in place before any effect of the same commit asks whether
  // the page has loaded. StrictMode's second mount takes it again.
  useLayoutEffect(() => {
    const release = pageLoadSignal().hold();
    if (holding) return release;
    const cancel = afterDomSettles(document.body, release);
    return () => {
      cancel();
      release();
    };
  }, [holding]);
}

/**
 * Calls `callback` once the page has loaded, as `usePageLoaded` tells it (at once if it has);
 * returns what cancels the wait. For an effect that only starts something then, such as
 * fetching code: unlike `usePageLoaded`, it re-renders nothing.
 */
export function afterPageLoad(callback: () => void): () => void {
  const signal = pageLoadSignal();
  if (!signal.loaded()) return signal.subscribe(callback);
  callback();
  return () => undefined;
}
