import type { RecordId } from '../contracts.js';
import type { LocalText } from '../i18n/local-text.js';
import type { MenuIcon } from '../menu/types.js';

/** One thing the command palette offers: a page, an action, a record. */
export interface PaletteEntry {
  /** Unique in the palette: the group's id, then the entry's own. */
  id: string;
  /** What the entry says, in the current language. */
  label: string;
  /** A second line of context: the page's place in the menu, the record's detail. */
  description?: string;
  /** Other words that find it, such as its label in the other language. */
  keywords?: readonly string[];
  icon?: MenuIcon;
  /** The choice already in force (the current theme): shown checked. */
  current?: boolean;
  /** What choosing it does; the palette has closed by then. */
  run(): void;
}

/** Entries under one heading. The palette lists its groups in the order given. */
export interface PaletteGroup {
  /** Unique in the palette. */
  id: string;
  /** The heading, in the current language. */
  heading: string;
  entries: readonly PaletteEntry[];
}

/**
 * Records the command palette finds through the data provider (`getList` with `search`), each
 * opening its record view: the CRUD route at `path` with `?view=<id>` (see `crudRouteOptions`).
 *
 * @example
 * const users: PaletteRecordSource<SysUser> = {
 *   id: 'users', resource: 'users', heading: 'user.entity', path: '/crud-table',
 *   rowKey: (user) => user.id, label: (user) => user.username, description: (user) => user.email,
 * };
 */
export interface PaletteRecordSource<Row = unknown> {
  /** Unique among the sources. */
  id: string;
  /** The data provider's resource searched by keyword. */
  resource: string;
  /** The group's heading: a message key or the text in every language. */
  heading: LocalText;
  /** The CRUD route whose record view opens a found record. */
  path: string;
  /** How many records to show at most. Default 5. */
  limit?: number;
  /** The record's id, as `getOne` and the route's `view` param take it. */
  rowKey(row: Row): RecordId;
  /** What the result says: how a person recognises the record. */
  label(row: Row): string;
  /** A second line (an email, a status). Default none. */
  description?(row: Row): string | undefined;
}
