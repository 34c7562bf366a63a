import {
  type ColumnPreferences,
  type CrudDensity,
  crudDensities,
  parseColumnPreferences,
} from '../crud/column-preferences.js';
import { type Locale, locales } from '../i18n/messages.js';
import { isRecord } from '../is-record.js';
import { type LayoutSettings, parseLayoutSettings } from '../layout/layout-settings.js';
import { parseStoredTabs, type StoredTabs } from '../tabs/stored-tabs.js';
import { isPrimaryColor, type PrimaryColor } from '../theme/primary-color.js';
import type { ThemeMode } from '../theme/theme-script.js';

/** One table's choices: its columns, how dense its rows are, and how many it shows a page. */
export interface TablePreferences {
  columns?: ColumnPreferences;
  density?: CrudDensity;
  pageSize?: number;
}

/**
 * Everything a person chooses in the shell, kept together so one reset forgets it and every
 * open tab follows a change. A choice that is absent means "the app's default".
 */
export interface Preferences {
  /** What they changed in the settings drawer's layout section. */
  layout?: Partial<LayoutSettings>;
  themeMode?: ThemeMode;
  primaryColor?: PrimaryColor;
  locale?: Locale;
  /** By table id (`CrudDefinition.id`). */
  tables?: Readonly<Record<string, TablePreferences>>;
  /** The pages open in the tab bar, reopened after a reload or the same person's next sign-in. */
  tabs?: StoredTabs;
}

const themeModes: readonly ThemeMode[] = ['light', 'dark', 'auto'];

function parseTablePreferences(raw: unknown): TablePreferences | undefined {
  if (!isRecord(raw)) return undefined;
  const table: TablePreferences = {};
  const columns = parseColumnPreferences(raw.columns);
  if (columns) table.columns = columns;
  const density = crudDensities.find((option) => option === raw.density);
  if (density) table.density = density;
  if (typeof raw.pageSize === 'number' && Number.isInteger(raw.pageSize) && raw.pageSize > 0) {
    table.pageSize = raw.pageSize;
  }
  return table;
}

/**
 * The valid choices in a stored value: anything unknown or malformed (an older version's
 * data, a hand edit) is dropped, so the app's default applies to it.
 */
export function parsePreferences(stored: unknown): Preferences {
  if (!isRecord(stored)) return {};
  const preferences: Preferences = {};
  if (isRecord(stored.layout)) preferences.layout = parseLayoutSettings(stored.layout);
  const themeMode = themeModes.find((mode) => mode === stored.themeMode);
  if (themeMode) preferences.themeMode = themeMode;
  if (isPrimaryColor(stored.primaryColor)) preferences.primaryColor = stored.primaryColor;
  const locale = locales.find((option) => option === stored.locale);
  if (locale) preferences.locale = locale;
  if (isRecord(stored.tables)) {
    const tables: Record<string, TablePreferences> = {};
    for (const [id, raw] of Object.entries(stored.tables)) {
      const table = parseTablePreferences(raw);
      if (table) tables[id] = table;
    }
    preferences.tables = tables;
  }
  const tabs = parseStoredTabs(stored.tabs);
  if (tabs) preferences.tabs = tabs;
  return preferences;
}

/** The preferences with one table's choices changed. */
export function withTablePreferences(
  preferences: Preferences,
  tableId: string,
  change: (table: TablePreferences) => TablePreferences,
): Preferences {
  const tables = preferences.tables ?? {};
  return { ...preferences, tables: { ...tables, [tableId]: change(tables[tableId] ?? {}) } };
}
