import type { ReactNode } from 'react';
import type { RecordId } from '../contracts.js';
import type { LocalText } from '../i18n/local-text.js';

/** A number of rows a page holds. */
export type CrudPageSize = number;

/** A sort's direction, as the API names it. */
export type CrudSortOrder = 'ascend' | 'descend';

/** How the form modal is opened (spec §3): a new record, an edit, read-only, or a prefilled copy. */
export type FormMode = 'CREATE' | 'EDIT' | 'VIEW' | 'COPY';
/** Every form mode, in the spec's order. */
export const formModes: readonly FormMode[] = ['CREATE', 'EDIT', 'VIEW', 'COPY'];

/** The list query every CRUD endpoint takes; anything else in a list query is a filter. */
export interface CrudListQuery {
  /** The page, from 1. */
  current?: number;
  /** Rows a page: 10, 20, 50 or 100. */
  pageSize?: number;
  /** The field the list is sorted by; the API's own order when absent. */
  sortField?: string;
  /** The direction of `sortField`. */
  sortOrder?: CrudSortOrder;
  /** Text the API searches the records for. */
  keyword?: string;
}

type PagingKey = keyof CrudListQuery;

/** The list query's filters: its keys other than paging, sorting and the keyword. */
export type CrudFilterKey<Query extends CrudListQuery> = Exclude<keyof Query, PagingKey> & string;

/** The fields the list can be sorted by, as the API's query type says. */
export type CrudSortField<Query extends CrudListQuery> = Extract<
  NonNullable<Query['sortField']>,
  string
>;

/** The table's state, as it is kept in the address: defaults are left out. */
export type CrudSearch<Query extends CrudListQuery> = {
  /** The record whose view is open (`?view=7`); the list does not depend on it. */
  view?: RecordId;
  /**
   * The saved view the table shows (`?savedView=3`): a link with nothing else opens that view;
   * the list depends on the params it was applied as, not on this.
   */
  savedView?: RecordId;
  current?: number;
  pageSize?: CrudPageSize;
  keyword?: string;
  sortField?: CrudSortField<Query>;
  sortOrder?: CrudSortOrder;
} & { [K in CrudFilterKey<Query>]?: NonNullable<Query[K]> };

/** The query sent for one page: the search with page and size filled in. */
export type CrudPageQuery<Query extends CrudListQuery> = Query & {
  current: number;
  pageSize: CrudPageSize;
};

/** A colour of the theme's palette (Mantine's names), or a CSS colour. */
export type CrudColor =
  | 'dark'
  | 'gray'
  | 'red'
  | 'pink'
  | 'grape'
  | 'violet'
  | 'indigo'
  | 'blue'
  | 'cyan'
  | 'teal'
  | 'green'
  | 'lime'
  | 'yellow'
  | 'orange'
  | (string & {});

/** One value of an enumerated field: its label, and the badge colour it is listed with. */
export interface CrudOption<Value extends string = string> {
  /** The value as the API has it. */
  value: Value;
  /** What a person reads: in cells, the select and the CSV. */
  label: LocalText;
  /** The badge's colour in the table. Default gray. */
  color?: CrudColor;
}

/**
 * The form component's default rules; each shows its default message in the current
 * language (请输入 + label, and so on).
 */
export interface CrudFieldRules {
  /** Something must be entered: 请输入 + label. */
  required?: boolean;
  /** At least this many characters. */
  minLength?: number;
  /** At most this many characters. */
  maxLength?: number;
  /** A number no lower than this. */
  min?: number;
  /** A number no higher than this. */
  max?: number;
  /** An email address. */
  email?: boolean;
  /** An http(s) address. */
  url?: boolean;
  /**
   * An https address only, in place of `url`: e.g. an image for a page whose CSP loads images
   * over https only, where an http:// one would be saved and never shown.
   */
  https?: boolean;
  /** Text matching this expression. */
  pattern?: RegExp;
}

/** How a field is typed in and shown. Default `text`. */
export type CrudValueType =
  | 'text'
  | 'textarea'
  | 'email'
  | 'url'
  | 'password'
  | 'select'
  | 'integer'
  | 'datetime';

/**
 * What a field's own input (`CrudFormOptions.input`) is given: the label, hint, required mark
 * and layout the built-in inputs get, and the form's value, change handler and error, ready to
 * spread into a Mantine input.
 */
export interface CrudInputProps<Value> {
  label: string;
  description: string | undefined;
  withAsterisk: boolean;
  className: string | undefined;
  'data-field': string;
  'data-autofocus': true | undefined;
  value: Value;
  onChange(value: Value): void;
  onFocus(): void;
  onBlur(): void;
  error: ReactNode;
}

/** How a field takes part in the form modal; `Value` is the field's form value. */
export interface CrudFormOptions<Value = unknown> {
  /** The checks the value must pass before saving. Default none. */
  rules?: CrudFieldRules;
  /** The modes the field appears in. Default every mode. */
  modes?: readonly FormMode[];
  /** A hint under the input. */
  description?: LocalText;
  /** Takes the full width of the two-column form. Default: textareas only. */
  wide?: boolean;
  /**
   * Draws the input itself (a component), for a value no value type takes: several records of
   * another resource, say. Default: the value type's input.
   */
  input?(props: CrudInputProps<Value>): ReactNode;
}

/** What every field may say, whatever its key; `Value` is its form value. */
export interface CrudFieldBase<Row, Value = unknown> {
  /** The column header, the form label and the CSV header. */
  label: LocalText;
  /** How the field is typed in and shown. Default `text`, or `select` when it has options. */
  valueType?: CrudValueType;
  /** The values of an enumerated field: listed as badges, chosen from a select, filtered by. */
  options?: readonly CrudOption[];
  /** What a cell shows; default the option's badge, the formatted date or the text. */
  render?: (row: Row) => ReactNode;
  /** The cell as plain text (CSV export, the view); default the option label or the text. */
  text?: (row: Row) => string;
  /** Not a column of the table (a form-only field, such as a password). Default false. */
  hideInTable?: boolean;
  /**
   * Left out of the record view while still a column and a filter: a value the view's other
   * fields already say, which beside them would read as a repeat. Default false.
   */
  hideInView?: boolean;
  /** A column the person turns on in the column settings. Default false. */
  defaultHidden?: boolean;
  /** The column's width in pixels; default: shared. */
  width?: number;
  /** Part of the form modal, or `false` for a listed-only field. Default: not in the form. */
  form?: CrudFormOptions<Value> | false;
}

type FieldFor<Row, Values, Query extends CrudListQuery, Key extends string> = CrudFieldBase<
  Row,
  Key extends keyof Values ? Values[Key] : never
> & {
  /** The row property, form value and list filter this field stands for. */
  key: Key;
} & (Key extends CrudSortField<Query>
    ? {
        /** The column header sorts the list by this field. Default false. */
        sortable?: boolean;
      }
    : { sortable?: never }) &
  (Key extends CrudFilterKey<Query>
    ? {
        /** The search form offers a filter on this field. Default false. */
        filterable?: boolean;
      }
    : { filterable?: never });

/**
 * One field of a CRUD table: a column, a filter, a sort, a form input, or several of those.
 * Only a key the API sorts by can be `sortable`, and only a key it filters by `filterable`.
 */
export type CrudField<Row, Values, Query extends CrudListQuery> = {
  [Key in Extract<keyof Row | keyof Values, string>]: FieldFor<Row, Values, Query, Key>;
}[Extract<keyof Row | keyof Values, string>];

/**
 * Everything a CRUD table needs to know about one kind of record: declare it once, and the
 * table, its search form, the address's search params, the form modal and the CSV export all
 * follow from it.
 */
export interface CrudDefinition<Row, Values, Query extends CrudListQuery> {
  /** Names the table in query keys and stored preferences: unique in the app. */
  id: string;
  /** The kind of record, as the app's data provider names it (`users`). */
  resource: string;
  /** The writes the back end takes for these records. Default: create, update and delete. */
  offers?: { create?: boolean; update?: boolean; delete?: boolean };
  /** The page sizes offered; the first is the default. Default 10, 20, 50, 100. */
  pageSizes?: readonly CrudPageSize[];
  /**
   * What the back end takes in a list query: a longer keyword is cut, a deeper page is read as
   * the deepest, a larger integer filter is dropped. Default: JavaScript's safe integers, and
   * no limit on the keyword.
   */
  limits?: { keywordLength?: number; page?: number; integer?: number };
  /** What one record is called, as it reads in 新建{entity} / New {entity}. */
  entity: LocalText;
  /** The columns, filters, sorts and form inputs, in the order they appear. */
  fields: readonly CrudField<Row, Values, Query>[];
  /** The record's id, unique in the list: the data provider's `id`. */
  rowKey(row: Row): RecordId;
  /** How a person recognises the record in confirmations and summaries. */
  rowTitle(row: Row): string;
  /**
   * The record's version as the back end counts it (`row.version`), so an edit form can tell a
   * live change it has not seen from one it has. Without it, every change heard is news.
   */
  rowVersion?(row: Row): string | number;
  /**
   * Other resources whose records the list shows a part of (an article's author name): their
   * live changes refresh the list too. Default none.
   */
  dependsOn?: readonly string[];
  /** The search box's placeholder, saying what it searches; `false` leaves the box out. */
  keyword?: LocalText | false;
  /** The form's values for a new record. */
  emptyValues: Values;
  /** The form's values for an existing record (edit and view). */
  toValues(row: Row): Values;
  /** The values a copy starts from. Default {@link CrudDefinition.toValues}. */
  copyValues?(row: Row): Values;
  /** The data a create (and a copy) sends for the form's values. Default: the values. */
  toCreate?(values: Values): unknown;
  /**
   * The data an update sends for the form's values over the record as read, with whatever the
   * back end checks a stale edit by (its `version`, say). Default: the values.
   */
  toUpdate?(values: Values, previous: Row): unknown;
}

/**
 * Declares a CRUD table, typed by its row, its form values and its API's list query.
 *
 * @example
 * const users = defineCrud<SysUser, UserValues, UserListQuery>({
 *   id: 'users',
 *   entity: { 'zh-CN': '用户', 'en-US': 'user' },
 *   resource: 'users',
 *   fields: [{ key: 'username', label: 'user.username', sortable: true, form: { rules: { required: true } } }],
 *   …
 * });
 */
export function defineCrud<Row, Values, Query extends CrudListQuery>(
  definition: CrudDefinition<Row, Values, Query>,
): CrudDefinition<Row, Values, Query> {
  return definition;
}

/** The value type a field is shown and typed with. */
export function valueTypeOf(
  field: Pick<CrudFieldBase<unknown>, 'valueType' | 'options'>,
): CrudValueType {
  return field.valueType ?? (field.options ? 'select' : 'text');
}

/** The fields a record's view shows: those the table lists, hidden columns included. */
export function viewedFields<
  Field extends Pick<CrudFieldBase<unknown>, 'hideInTable' | 'hideInView'>,
>(fields: readonly Field[]): Field[] {
  return fields.filter((field) => !field.hideInTable && !field.hideInView);
}
