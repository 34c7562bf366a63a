import { useEffect } from 'react';
import { createModuleLoader } from '../../core/app/module-loader.js';
import { afterPageLoad } from '../../hooks/use-page-loaded/use-page-loaded.js';

export type Overlays = typeof import('./overlays.js');

const overlays = createModuleLoader<Overlays>(() => import('./overlays.js'));

/** Loads the layout's menus and tooltips, once; a failed load is tried again next time. */
export const loadOverlays = overlays.load;

/**
 * The menus and tooltips once their code is here, else undefined. Their code is fetched once
 * the page has loaded; a person who reaches for a menu sooner fetches it at once
 * (`loadOverlays`).
 */
export function useOverlays(): Overlays | undefined {
  useEffect(() => afterPageLoad(() => void loadOverlays().catch(() => undefined)), []);
  return overlays.useModule();
}
