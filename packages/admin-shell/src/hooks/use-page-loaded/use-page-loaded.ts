import { startTransition, useEffect, useState } from 'react';
import { whenIdle } from '../../core/when-idle.js';

/** How long an idle moment may be waited for once the page has loaded. */
const idleTimeoutMs = 2000;

/**
 * Whether the page has finished loading and the browser has had an idle moment since. Code
 * that is not needed for the first screen (toasts, menus in a corner) can wait for it, so it
 * does not compete with the page's own code for the network and the main thread.
 */
export function usePageLoaded(): boolean {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    let cancelIdle: (() => void) | undefined;
    const afterLoad = () => {
      // In a transition: what the page waited for (menus, drawers, the layout around them)
      // re-renders in slices, where an urgent update took one task of 25-30 ms, 100 ms or more
      // on a throttled phone.
      cancelIdle = whenIdle(() => startTransition(() => setLoaded(true)), idleTimeoutMs);
    };
    if (document.readyState === 'complete') afterLoad();
    else window.addEventListener('load', afterLoad, { once: true });
    return () => {
      window.removeEventListener('load', afterLoad);
      cancelIdle?.();
    };
  }, []);
  return loaded;
}
