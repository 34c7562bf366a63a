import type { ComponentType } from 'react';
import type { AccessFlagName } from '../access/flags.js';
import type { LocalText } from '../i18n/local-text.js';

/** A menu entry's name: a message key of the app's catalogue, or the text in every language. */
export type MenuName = LocalText;

/** An icon component such as those of `@tabler/icons-react`. */
export type MenuIcon = ComponentType<{ size?: number | string; stroke?: number }>;

/** A link to another site, listed in the menu and opened in a new tab. */
export interface MenuLink {
  name: MenuName;
  /** The address, opened with `target="_blank"`. */
  href: string;
  icon?: MenuIcon;
}

/** What a route says about itself in the menu (its `staticData.menu` in TanStack Router). */
export interface RouteMenuMeta {
  /** The menu label; breadcrumbs and the page title use it too. */
  name: MenuName;
  icon?: MenuIcon;
  /** Position among its siblings, lowest first; routes without one follow, as declared. */
  order?: number;
  /** Left out of the menu, though still named in breadcrumbs and the title. Default false. */
  hidden?: boolean;
  /** Shown as one entry, its child routes left out of the menu. Default false. */
  hideChildrenInMenu?: boolean;
  /** Links to other sites listed after the route's children. */
  links?: readonly MenuLink[];
}

/**
 * One route of the menu's description: an internal page (`path`) or, with `href`, a link to
 * another site. Paths use TanStack Router's syntax (`$id` for a parameter, `$` for the rest).
 */
export interface MenuRoute extends Omit<RouteMenuMeta, 'links'> {
  /** The full path of an internal route. */
  path?: string;
  /** The address of an external link, opened in a new tab. */
  href?: string;
  /** The access flag the route needs; without one it is open to everyone. */
  access?: AccessFlagName;
  children?: readonly MenuRoute[];
}

/** An entry of the menu as shown to the current person. */
export interface MenuItem {
  /** Unique among the menu's entries: the path, or the address of an external link. */
  key: string;
  /** The translated label. */
  label: string;
  icon?: MenuIcon;
  /** The internal path, for entries that are pages or groups. */
  path?: string;
  /** The address of an external link. */
  href?: string;
  /** Visible children; empty for a leaf. */
  children: MenuItem[];
}

/** One step of the way from the top of the menu to the current page. */
export interface RouteTrailStep {
  path: string;
  /** The translated name. */
  label: string;
  icon?: MenuIcon;
}
