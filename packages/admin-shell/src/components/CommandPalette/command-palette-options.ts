import type { PaletteRecordSource } from '../../core/palette/types.js';

/** What `AdminLayout`'s command palette offers beyond the menu's pages and the actions. */
export interface CommandPaletteOptions {
  /** Records found by keyword through the data provider, each opening its record view. Default none. */
  records?: readonly PaletteRecordSource[];
  /**
   * Loads the palette's stylesheet together with its code, for an app that imports the shell's
   * CSS by part: `() => import('@org/admin-shell/styles/palette.css')`. Default: nothing, as
   * `styles.css` holds it.
   */
  loadStyles?: () => Promise<unknown>;
}
