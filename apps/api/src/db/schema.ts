import { type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgEnum,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { limits } from '../contract/limits.js';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const accessEnum = pgEnum('access', ['admin', 'user']);
export const userStatusEnum = pgEnum('user_status', ['active', 'disabled']);
export const articleStatusEnum = pgEnum('article_status', ['draft', 'published']);

/**
 * What a user keyword search reads: username, name and email as one string, so one trigram
 * index serves the search (three indexes would cost a scan each, OR-ed together, and three
 * index updates per write). The separator is a control character, which no keyword may
 * contain (see the list schemas), so a keyword never matches across two fields: ILIKE on this
 * finds exactly the users that ILIKE on any one of the fields finds. The list query must use
 * this very expression, or PostgreSQL will not use the index.
 */
export function userSearchText(columns: {
  username: AnyPgColumn;
  name: AnyPgColumn;
  email: AnyPgColumn;
}): SQL<string> {
  return sql`(${columns.username} || E'\\x1f' || ${columns.name} || E'\\x1f' || coalesce(${columns.email}, ''))`;
}

/**
 * Trigram indexes (GIN) for the keyword searches take each new row into the index at once
 * rather than into a pending list that every search reads until a vacuum merges it: PGlite
 * never vacuums by itself, and there the list made a search of 100,000 users take 29 ms
 * instead of 8. Bulk inserts pay for it: 100,000 users in one statement take about 4 times as
 * long (12 s instead of 3 on PostgreSQL, 16 s instead of 4 on PGlite).
 */
const trigramIndex = { fastupdate: false } as const;

export const users = pgTable(
  'sys_users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    username: varchar('username', { length: limits.username.max }).notNull(),
    name: varchar('name', { length: limits.name.max }).notNull(),
    email: varchar('email', { length: limits.email.max }),
    phone: varchar('phone', { length: limits.phone.max }),
    avatar: varchar('avatar', { length: limits.url.max }),
    access: accessEnum('access').notNull().default('user'),
    status: userStatusEnum('status').notNull().default('active'),
    /** Null for accounts that cannot sign in (no password set). */
    passwordHash: text('password_hash'),
    ...timestamps,
    version: integer('version').notNull().default(1),
  },
  (table) => [
    uniqueIndex('sys_users_username_lower_idx').on(sql`lower(${table.username})`),
    index('sys_users_created_at_idx').on(table.createdAt, table.id),
    index('sys_users_updated_at_idx').on(table.updatedAt, table.id),
    index('sys_users_username_idx').on(table.username, table.id),
    index('sys_users_name_idx').on(table.name, table.id),
    index('sys_users_access_status_idx').on(table.access, table.status),
    index('sys_users_search_trgm_idx')
      .using('gin', sql`${userSearchText(table)} gin_trgm_ops`)
      .with(trigramIndex),
  ],
);

/**
 * The counters' shard a connection adds to: concurrent writers that each add to their own row
 * never wait on one another, and a count is the sum over shards (a shard may hold a negative
 * part). See the counter_shards migration.
 */
const counterShard = () => integer('shard').notNull().default(0);

/**
 * Users per access and status, kept exact by triggers (see the user_counts migration), so a
 * page of a 100k-user list need not count the table on every request.
 */
export const userCounts = pgTable(
  'sys_user_counts',
  {
    access: accessEnum('access').notNull(),
    status: userStatusEnum('status').notNull(),
    shard: counterShard(),
    total: bigint('total', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.access, table.status, table.shard] })],
);

export const articles = pgTable(
  'sys_articles',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    title: varchar('title', { length: limits.articleTitle.max }).notNull(),
    content: text('content').notNull().default(''),
    status: articleStatusEnum('status').notNull().default('draft'),
    /** Null once the author is deleted: the article stays, and only admins can edit it. */
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
    version: integer('version').notNull().default(1),
  },
  (table) => [
    index('sys_articles_created_at_idx').on(table.createdAt, table.id),
    index('sys_articles_updated_at_idx').on(table.updatedAt, table.id),
    index('sys_articles_title_idx').on(table.title, table.id),
    index('sys_articles_author_idx').on(table.authorId),
    index('sys_articles_status_idx').on(table.status),
    index('sys_articles_title_trgm_idx')
      .using('gin', table.title.op('gin_trgm_ops'))
      .with(trigramIndex),
  ],
);

/**
 * Articles per status, kept exact by triggers (see the article_count_triggers migration), so a
 * page of the article list need not count the table on every request.
 */
export const articleCounts = pgTable(
  'sys_article_counts',
  {
    status: articleStatusEnum('status').notNull(),
    shard: counterShard(),
    total: bigint('total', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.status, table.shard] })],
);

/**
 * Articles per author and status, kept by the same triggers, for the list filtered by author.
 * No foreign key: deleting a user sets their articles' author to null, and the trigger moving
 * those articles out of these counts may run after a cascade would have removed the row. An
 * author who is gone keeps rows of zero.
 */
export const articleAuthorCounts = pgTable(
  'sys_article_author_counts',
  {
    authorId: integer('author_id').notNull(),
    status: articleStatusEnum('status').notNull(),
    shard: counterShard(),
    total: bigint('total', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.authorId, table.status, table.shard] })],
);

/**
 * How often each sort order of a list has changed, for pages read from remembered positions
 * (list-anchors.ts). Triggers add one for every statement that inserts or deletes rows of a
 * table (each of its orders), or sets a sort column (that column's order); a statement that
 * changed nothing may add one too. Each connection adds to a row of its own (`shard`, from its
 * process id), so concurrent writers never wait on one row; an order's generation is the sum of
 * its rows, which only grows.
 */
export const listOrderGenerations = pgTable(
  'list_order_generations',
  {
    relation: text('relation').notNull(),
    /** The sort column's name. */
    sortKey: text('sort_key').notNull(),
    shard: integer('shard').notNull(),
    generation: bigint('generation', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.relation, table.sortKey, table.shard] })],
);

/**
 * Roles: the two built-in ones (`built_in` names which; a migration creates them, and they can
 * be neither deleted nor changed in what they grant) and the ones people create.
 */
export const roles = pgTable(
  'sys_roles',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: varchar('name', { length: limits.roleName.max }).notNull(),
    builtIn: varchar('built_in', { length: 16 }).$type<'admin' | 'user'>().unique(),
    ...timestamps,
    version: integer('version').notNull().default(1),
  },
  (table) => [uniqueIndex('sys_roles_name_lower_idx').on(sql`lower(${table.name})`)],
);

/** What each role grants: codes of the permission registry (`contract/permissions.ts`). */
export const rolePermissions = pgTable(
  'sys_role_permissions',
  {
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    permission: varchar('permission', { length: 64 }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.roleId, table.permission] })],
);

/** The roles each user holds; a user may hold several. */
export const userRoles = pgTable(
  'sys_user_roles',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.roleId] }),
    index('sys_user_roles_role_idx').on(table.roleId, table.userId),
  ],
);

/**
 * Every write through the API and every sign-in event, written in the write's own transaction.
 * Append-only: no route changes a row, and a trigger refuses UPDATE, DELETE and TRUNCATE. No
 * foreign keys: an entry outlives the user and the record it names.
 */
export const auditLog = pgTable(
  'sys_audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    // Milliseconds, as JavaScript's Date holds them: an export's keyset compares them exactly.
    at: timestamp('at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    actorId: integer('actor_id'),
    actorName: varchar('actor_name', { length: limits.username.max }),
    ip: varchar('ip', { length: 64 }),
    requestId: varchar('request_id', { length: 64 }),
    resource: varchar('resource', { length: 16 }).notNull(),
    action: varchar('action', { length: 16 }).notNull(),
    recordId: varchar('record_id', { length: 64 }),
    changes: jsonb('changes').notNull().default({}),
  },
  (table) => [
    index('sys_audit_log_at_idx').on(table.at, table.id),
    index('sys_audit_log_record_idx').on(table.resource, table.recordId, table.at),
    index('sys_audit_log_actor_idx').on(table.actorId, table.at),
    index('sys_audit_log_action_idx').on(table.action, table.at),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the cookie's token: a leaked table does not hand out live sessions. */
    id: varchar('id', { length: 64 }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    csrfToken: text('csrf_token').notNull(),
    remember: boolean('remember').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('sessions_user_idx').on(table.userId),
    index('sessions_expires_idx').on(table.expiresAt),
  ],
);

export const captchas = pgTable(
  'captchas',
  {
    id: varchar('id', { length: 36 }).primaryKey(),
    answer: varchar('answer', { length: limits.captcha.max }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('captchas_expires_idx').on(table.expiresAt)],
);

/** Fixed-window counters for login failures and rate limits, shared by every API instance. */
export const throttles = pgTable(
  'throttles',
  {
    key: varchar('key', { length: 200 }).primaryKey(),
    hits: integer('hits').notNull(),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (table) => [index('throttles_window_idx').on(table.windowEndsAt)],
);

/** Secrets generated once and shared by every instance on the same database. */
export const appSecrets = pgTable('app_secrets', {
  name: varchar('name', { length: 64 }).primaryKey(),
  value: text('value').notNull(),
});

/**
 * Numbers the change events of the live stream (`/api/events`): unique across every instance on
 * one database, since each takes the next value in the write's own transaction.
 */
export const changeEventIds = pgSequence('sys_change_event_seq');

/**
 * A person's named views of a table (filters, sort, columns, density, page size): their own, or
 * shared with everyone. The state is the console's to shape; the API only keeps it.
 */
export const savedViews = pgTable(
  'sys_saved_views',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tableKey: varchar('table_key', { length: limits.viewTableKey.max }).notNull(),
    name: varchar('name', { length: limits.viewName.max }).notNull(),
    shared: boolean('shared').notNull().default(false),
    state: jsonb('state').notNull(),
    ...timestamps,
    version: integer('version').notNull().default(1),
  },
  (table) => [
    uniqueIndex('sys_saved_views_owner_name_idx').on(
      table.ownerId,
      table.tableKey,
      sql`lower(${table.name})`,
    ),
    index('sys_saved_views_shared_idx').on(table.tableKey, table.shared),
  ],
);

/** The view each person opens a table with, one per table: their own or a shared one. */
export const savedViewDefaults = pgTable(
  'sys_saved_view_defaults',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tableKey: varchar('table_key', { length: limits.viewTableKey.max }).notNull(),
    viewId: integer('view_id')
      .notNull()
      .references(() => savedViews.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.tableKey] }),
    index('sys_saved_view_defaults_view_idx').on(table.viewId),
  ],
);

/**
 * A person's preferences of the shell (layout, theme, language, tabs, table settings) as one
 * JSON value, so they follow the person to another browser. The shell parses what it reads.
 */
export const userPreferences = pgTable('sys_user_preferences', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  version: integer('version').notNull().default(1),
});

export type UserRow = typeof users.$inferSelect;
export type ArticleRow = typeof articles.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;
export type RoleRow = typeof roles.$inferSelect;
export type AuditRow = typeof auditLog.$inferSelect;
export type SavedViewRow = typeof savedViews.$inferSelect;
