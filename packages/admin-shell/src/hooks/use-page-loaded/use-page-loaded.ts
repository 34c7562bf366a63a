import { useEffect, useState } from 'react';

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
    let idle: number | undefined;
    const markLoaded = () => setLoaded(true);
    const afterLoad = () => {
      // Safari has no requestIdleCallback: a short delay stands in for it.
      idle =
        typeof window.requestIdleCallback === 'function'
          ? window.requestIdleCallback(markLoaded, { timeout: idleTimeoutMs })
          : window.setTimeout(markLoaded, 200);
    };
    if (document.readyState === 'complete') afterLoad();
    else window.addEventListener('load', afterLoad, { once: true });
    return () => {
      window.removeEventListener('load', afterLoad);
      if (idle === undefined) return;
      if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    };
  }, []);
  return loaded;
}
