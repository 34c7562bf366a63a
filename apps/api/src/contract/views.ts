import { type Static, Type } from '@sinclair/typebox';
import { component } from './component.js';
import { Id, noControlChars, nullable, plainText, timestamp, Version } from './fields.js';
import { limits } from './limits.js';
import { SortOrder } from './schemas.js';

/** A field of a table (`CrudDefinition.fields[].key`): a filter, a sort or a column. */
const FieldKey = Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_.$-]+$' });
const FieldKeys = Type.Array(FieldKey, { maxItems: 100, uniqueItems: true });

/** Which table a view belongs to: the console's `CrudDefinition.id` (`users`, `articles`). */
const TableKey = Type.String({
  minLength: limits.viewTableKey.min,
  maxLength: limits.viewTableKey.max,
  pattern: limits.viewTableKey.pattern,
});

const ViewName = Type.String({
  minLength: limits.viewName.min,
  maxLength: limits.viewName.max,
  pattern: plainText,
});

/**
 * What a saved view holds of its table: the list's filters, keyword, sort and page size, and
 * how the table is drawn (its columns and density). Every part is optional: what a view leaves
 * out stays as the person has it. The API checks its shape and size only; the console drops
 * what its table no longer has (a filter on a field since removed) when it applies the view.
 */
export const SavedViewState = component(
  'SavedViewState',
  Type.Object(
    {
      filters: Type.Optional(
        Type.Record(
          FieldKey,
          Type.Union([Type.String({ maxLength: 200, pattern: noControlChars }), Type.Number()]),
          { maxProperties: 50 },
        ),
      ),
      keyword: Type.Optional(
        Type.String({ maxLength: limits.keyword.max, pattern: noControlChars }),
      ),
      sortField: Type.Optional(FieldKey),
      sortOrder: Type.Optional(SortOrder),
      pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
      columns: Type.Optional(
        Type.Object(
          {
            order: FieldKeys,
            hidden: FieldKeys,
          },
          { additionalProperties: false },
        ),
      ),
      density: Type.Optional(
        Type.Union([Type.Literal('compact'), Type.Literal('default'), Type.Literal('comfortable')]),
      ),
    },
    {
      additionalProperties: false,
      description: `At most ${limits.viewStateBytes / 1024} KiB as JSON`,
    },
  ),
);

/** A saved view as its reader sees it: whose it is, and whether it is their default. */
export const SavedView = component(
  'SavedView',
  Type.Object({
    id: Id,
    tableKey: Type.String(),
    name: Type.String(),
    /** Offered to everyone signed in, not only its owner. */
    shared: Type.Boolean(),
    state: SavedViewState,
    ownerId: Type.Integer(),
    /** The owner's name, as the people it is shared with know them. */
    ownerName: Type.String(),
    /** The reader owns it: only they may change or delete it. */
    mine: Type.Boolean(),
    /** The reader opens the table with it. */
    isDefault: Type.Boolean(),
    createdAt: timestamp,
    updatedAt: timestamp,
    version: Version,
  }),
);

export const SavedViewListQuery = Type.Object(
  { tableKey: TableKey },
  { additionalProperties: false },
);

export const SavedViewCreateBody = component(
  'SavedViewCreateBody',
  Type.Object(
    {
      tableKey: TableKey,
      name: ViewName,
      shared: Type.Optional(Type.Boolean({ default: false })),
      state: SavedViewState,
    },
    { additionalProperties: false },
  ),
);

/** Renames, shares or unshares a view, or replaces what it holds; unnamed fields stay. */
export const SavedViewUpdateBody = component(
  'SavedViewUpdateBody',
  Type.Object(
    {
      version: Version,
      name: Type.Optional(ViewName),
      shared: Type.Optional(Type.Boolean()),
      state: Type.Optional(SavedViewState),
    },
    { additionalProperties: false },
  ),
);

/** Makes a view the caller's default for its table, or (`viewId: null`) leaves none. */
export const SavedViewDefaultBody = component(
  'SavedViewDefaultBody',
  Type.Object({ tableKey: TableKey, viewId: nullable(Id) }, { additionalProperties: false }),
);

/**
 * A person's preferences of the shell (layout, theme, language, open tabs, table settings), as
 * one JSON object the API keeps and never reads. `version` is 0 while nothing is stored.
 */
export const UserPreferences = component(
  'UserPreferences',
  Type.Object({
    value: Type.Object(
      {},
      {
        additionalProperties: true,
        description: `Whatever the console stores; at most ${limits.preferencesBytes / 1024} KiB as JSON`,
      },
    ),
    version: Type.Integer({ minimum: 0, maximum: limits.integer.max }),
  }),
);

/** Replaces the caller's preferences; `version` is the one read (0 when none was stored). */
export const UserPreferencesBody = component(
  'UserPreferencesBody',
  Type.Object(
    {
      value: Type.Object({}, { additionalProperties: true }),
      version: Type.Integer({ minimum: 0, maximum: limits.integer.max }),
    },
    { additionalProperties: false },
  ),
);

export type SavedViewState = Static<typeof SavedViewState>;
export type SavedView = Static<typeof SavedView>;
export type SavedViewListQuery = Static<typeof SavedViewListQuery>;
export type SavedViewCreateBody = Static<typeof SavedViewCreateBody>;
export type SavedViewUpdateBody = Static<typeof SavedViewUpdateBody>;
export type SavedViewDefaultBody = Static<typeof SavedViewDefaultBody>;
export type UserPreferences = Static<typeof UserPreferences>;
export type UserPreferencesBody = Static<typeof UserPreferencesBody>;
