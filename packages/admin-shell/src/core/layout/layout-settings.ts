/** Where the menu goes: a side menu, a menu in the header, or a header across with a side menu. */
export type LayoutMode = 'side' | 'top' | 'mix';
/** Content across the whole width, or a centred column of 1200 px. */
export type ContentWidth = 'Fluid' | 'Fixed';
/** The menu's surface: light, or dark whatever the page's theme. */
export type NavTheme = 'light' | 'dark';

/**
 * The layout choices a person makes: in the settings drawer, and the side menu's collapse
 * button. All of them persist in the preferences.
 */
export interface LayoutSettings {
  /** Default `'light'`. */
  navTheme: NavTheme;
  /** Default `'mix'`. */
  layout: LayoutMode;
  /** Default `'Fluid'`. */
  contentWidth: ContentWidth;
  /** The header stays at the top while the page scrolls. Default false; always on in `mix`. */
  fixedHeader: boolean;
  /** The side menu stays in view while the page scrolls. Default true. */
  fixSiderbar: boolean;
  /**
   * A tab bar under the header, whose tabs keep their page as it was left. Default false;
   * never on phones, where the navigation drawer lists the open pages instead.
   */
  tabs: boolean;
  /**
   * The side menu shows icons only, as the person last left it. Default: none, so
   * `AdminLayout`'s `defaultCollapsed` applies, or the viewport (collapsed on tablets).
   */
  collapsed?: boolean;
}

/** The spec's defaults (§2). */
export const defaultLayoutSettings: LayoutSettings = {
  navTheme: 'light',
  layout: 'mix',
  contentWidth: 'Fluid',
  fixedHeader: false,
  fixSiderbar: true,
  tabs: false,
};

const allowed: { [Key in keyof LayoutSettings]-?: readonly NonNullable<LayoutSettings[Key]>[] } = {
  navTheme: ['light', 'dark'],
  layout: ['side', 'top', 'mix'],
  contentWidth: ['Fluid', 'Fixed'],
  fixedHeader: [true, false],
  fixSiderbar: [true, false],
  tabs: [true, false],
  collapsed: [true, false],
};

/**
 * The valid choices in a stored value, field by field: anything unknown or malformed (an
 * older version's data, a hand edit) is dropped, so the defaults apply to it.
 */
export function parseLayoutSettings(stored: unknown): Partial<LayoutSettings> {
  if (typeof stored !== 'object' || stored === null) return {};
  const parsed: Partial<Record<keyof LayoutSettings, unknown>> = {};
  for (const key of Object.keys(allowed) as (keyof LayoutSettings)[]) {
    const value = (stored as Record<string, unknown>)[key];
    if ((allowed[key] as readonly unknown[]).includes(value)) parsed[key] = value;
  }
  return parsed as Partial<LayoutSettings>;
}

/** Sider widths of spec §9: 256 px, 215 px in the mix layout, 64 px collapsed. */
export const siderWidths = { side: 256, mix: 215, collapsed: 64 } as const;

/** Header height of spec §9. */
export const headerHeight = 56;

/** The sider's width for a layout when the app does not set one. */
export function defaultSiderWidth(layout: LayoutMode): number {
  return layout === 'mix' ? siderWidths.mix : siderWidths.side;
}

/** `mix` keeps the header fixed: the side menu sits below it and would otherwise float. */
export function isHeaderFixed(settings: LayoutSettings): boolean {
  return settings.layout === 'mix' || settings.fixedHeader;
}
