import { useEffect, useSyncExternalStore } from 'react';
import { usePageLoaded } from '../../hooks/use-page-loaded/use-page-loaded.js';

export type Overlays = typeof import('./overlays.js');

let loaded: Overlays | undefined;
let loading: Promise<Overlays> | undefined;
const listeners = new Set<() => void>();

/**
 * Loads the layout's menus and tooltips, once. A failed load (a deploy removed the chunk, the
 * network dropped) is forgotten, so the next attempt asks again.
 */
export function loadOverlays(): Promise<Overlays> {
  loading ??= import('./overlays.js').then(
    (module) => {
      loaded = module;
      for (const listener of listeners) listener();
      return module;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The menus and tooltips once their code is here, else undefined. Their code is fetched once
 * the page has loaded; a person who reaches for a menu sooner fetches it at once
 * (`loadOverlays`).
 */
export function useOverlays(): Overlays | undefined {
  const pageLoaded = usePageLoaded();
  useEffect(() => {
    if (pageLoaded) loadOverlays().catch(() => undefined);
  }, [pageLoaded]);
  return useSyncExternalStore(
    subscribe,
    () => loaded,
    () => undefined,
  );
}
