import { type Static, type TSchema, Type } from '@sinclair/typebox';
import { createSelectSchema } from 'drizzle-typebox';
import { accessEnum, articleStatusEnum, articles, userStatusEnum, users } from '../db/schema.js';
import { component, componentName } from './component.js';
import {
  Id,
  multilineText,
  noControlChars,
  noNul,
  nullable,
  plainText,
  timestamp,
  Version,
} from './fields.js';
import { limits } from './limits.js';
import {
  auditActions,
  auditResources,
  changeActions,
  liveResources,
  type PermissionCode,
  permissionCodes,
} from './permissions.js';

// The enums and records as the database defines them, so each is written once.
// (Each derived schema is named in two steps: in one, TypeScript's inference runs too deep.)
const accessSchema = createSelectSchema(accessEnum);
const userStatusSchema = createSelectSchema(userStatusEnum);
const articleStatusSchema = createSelectSchema(articleStatusEnum);
export const Access = component('Access', accessSchema);
export const UserStatus = component('UserStatus', userStatusSchema);
export const ArticleStatus = component('ArticleStatus', articleStatusSchema);
export const SortOrder = component(
  'SortOrder',
  Type.Union([Type.Literal('ascend'), Type.Literal('descend')]),
);

/** Timestamps travel as ISO 8601 strings. */
const timestamps = { createdAt: timestamp, updatedAt: timestamp };
type OnTheWire<Row> = Omit<Row, 'createdAt' | 'updatedAt'> & {
  createdAt: string;
  updatedAt: string;
};

/**
 * A record's schema as drizzle-typebox derives it from the table, typed as Drizzle infers the
 * row. drizzle-typebox 0.3's own static types are not usable here: they leave identity columns
 * out, and outside this package they read `varchar` columns as `Buffer` and nullable ones as
 * `any`.
 */
const record = <Row>(schema: TSchema) => Type.Unsafe<Row>(schema);

const Username = Type.String({
  minLength: limits.username.min,
  maxLength: limits.username.max,
  pattern: limits.username.pattern,
});
const Name = Type.String({
  minLength: limits.name.min,
  maxLength: limits.name.max,
  pattern: plainText,
});
const Email = Type.String({ format: 'email', maxLength: limits.email.max });
const Phone = Type.String({ maxLength: limits.phone.max, pattern: '^[0-9+() .-]*$' });
const ImageUrl = Type.String({
  format: 'uri',
  maxLength: limits.url.max,
  pattern: limits.url.pattern,
  description: 'An https:// address: the console loads images over https only.',
});
const Password = Type.String({
  minLength: limits.password.min,
  maxLength: limits.password.max,
  pattern: noNul,
});
const ArticleTitle = Type.String({
  minLength: limits.articleTitle.min,
  maxLength: limits.articleTitle.max,
  pattern: plainText,
});
const ArticleContent = Type.String({
  maxLength: limits.articleContentBytes,
  pattern: multilineText,
});

export const IdParams = Type.Object({ id: Id }, { additionalProperties: false });

const pageQuery = {
  current: Type.Optional(Type.Integer({ minimum: 1, maximum: limits.page.max, default: 1 })),
  /** Sizes other than 10/20/50/100 snap up to the next allowed size; larger ones clamp to 100. */
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000, default: 10 })),
  sortOrder: Type.Optional(SortOrder),
  // Searched for, never shown back: `<` and `>` are fair to look for (the query is parameterised).
  keyword: Type.Optional(Type.String({ maxLength: limits.keyword.max, pattern: noControlChars })),
};

/** A page of `item`s, named after the item (`SysUserPage`). */
export const PageResult = <T extends TSchema>(item: T) =>
  component(
    `${componentName(item) ?? 'Item'}Page`,
    Type.Object({
      list: Type.Array(item),
      total: Type.Integer(),
      current: Type.Integer(),
      pageSize: Type.Integer(),
    }),
  );

const userColumns = createSelectSchema(users, {
  ...timestamps,
  access: Access,
  status: UserStatus,
});
type UserRecord = OnTheWire<Omit<typeof users.$inferSelect, 'passwordHash'>>;

/** A code of the permission registry (`contract/permissions.ts`). */
export const PermissionCodeSchema = component(
  'PermissionCode',
  Type.Union(permissionCodes.map((code) => Type.Literal(code))),
);
export const BuiltInRoleSchema = component(
  'BuiltInRole',
  Type.Union([Type.Literal('admin'), Type.Literal('user')]),
);
const RoleName = Type.String({
  minLength: limits.roleName.min,
  maxLength: limits.roleName.max,
  pattern: plainText,
});
/** A role as a user's record names it; `builtIn` tells the console to show its own word. */
export const RoleRef = component(
  'RoleRef',
  Type.Object({ id: Id, name: Type.String(), builtIn: nullable(BuiltInRoleSchema) }),
);
const RoleIds = Type.Array(Id, { minItems: 1, uniqueItems: true, maxItems: limits.rolesPerUser });

export const SysUser = component(
  'SysUser',
  record<UserRecord & { roles: RoleRef[] }>(
    Type.Composite([
      Type.Omit(userColumns, ['passwordHash']),
      Type.Object({ roles: Type.Array(RoleRef) }),
    ]),
  ),
);

const currentUserFields = ['id', 'username', 'name', 'email', 'avatar', 'access'] as const;
/**
 * Who is signed in, with their roles and every permission those grant. `access` stays as the
 * spec has it: `admin` when the person holds the built-in admin role.
 */
export const CurrentUser = component(
  'CurrentUser',
  record<
    Pick<UserRecord, (typeof currentUserFields)[number]> & {
      roles: RoleRef[];
      permissions: PermissionCode[];
    }
  >(
    Type.Composite([
      Type.Pick(userColumns, [...currentUserFields]),
      Type.Object({ roles: Type.Array(RoleRef), permissions: Type.Array(PermissionCodeSchema) }),
    ]),
  ),
);

export const UserSortField = Type.Union([
  Type.Literal('id'),
  Type.Literal('username'),
  Type.Literal('name'),
  Type.Literal('createdAt'),
  Type.Literal('updatedAt'),
]);

export const UserListQuery = Type.Object(
  {
    ...pageQuery,
    sortField: Type.Optional(UserSortField),
    access: Type.Optional(Access),
    status: Type.Optional(UserStatus),
  },
  { additionalProperties: false },
);

/** What an admin may set on a user besides the username and the name. */
const userSettings = {
  email: Type.Optional(nullable(Email)),
  phone: Type.Optional(nullable(Phone)),
  avatar: Type.Optional(nullable(ImageUrl)),
  access: Type.Optional(Access),
  status: Type.Optional(UserStatus),
  /** Without a password the account exists but cannot sign in. */
  password: Type.Optional(Password),
  /**
   * The roles the user holds, all of them. Without it a new user holds the role `access`
   * names (`user` by default), and an update keeps the roles.
   */
  roleIds: Type.Optional(RoleIds),
};

export const UserCreateBody = component(
  'UserCreateBody',
  Type.Object({ username: Username, name: Name, ...userSettings }, { additionalProperties: false }),
);

export const UserUpdateBody = component(
  'UserUpdateBody',
  Type.Object(
    {
      version: Version,
      username: Type.Optional(Username),
      name: Type.Optional(Name),
      ...userSettings,
    },
    { additionalProperties: false },
  ),
);

const articleColumns = createSelectSchema(articles, { ...timestamps, status: ArticleStatus });
type ArticleRecord = OnTheWire<typeof articles.$inferSelect> & { authorName: string | null };
export const SysArticle = component(
  'SysArticle',
  record<ArticleRecord>(
    Type.Composite([articleColumns, Type.Object({ authorName: nullable(Type.String()) })]),
  ),
);

export const ArticleSortField = Type.Union([
  Type.Literal('id'),
  Type.Literal('title'),
  Type.Literal('createdAt'),
  Type.Literal('updatedAt'),
]);

export const ArticleListQuery = Type.Object(
  {
    ...pageQuery,
    sortField: Type.Optional(ArticleSortField),
    status: Type.Optional(ArticleStatus),
    authorId: Type.Optional(Id),
  },
  { additionalProperties: false },
);

export const ArticleCreateBody = component(
  'ArticleCreateBody',
  Type.Object(
    {
      title: ArticleTitle,
      content: Type.Optional(ArticleContent),
      status: Type.Optional(ArticleStatus),
    },
    { additionalProperties: false },
  ),
);

export const ArticleUpdateBody = component(
  'ArticleUpdateBody',
  Type.Object(
    {
      id: Id,
      version: Version,
      title: Type.Optional(ArticleTitle),
      content: Type.Optional(ArticleContent),
      status: Type.Optional(ArticleStatus),
    },
    { additionalProperties: false },
  ),
);

export const ArticleDeleteQuery = Type.Object({ id: Id }, { additionalProperties: false });

const Permissions = Type.Array(PermissionCodeSchema, {
  uniqueItems: true,
  maxItems: permissionCodes.length,
});

/** A role with what it grants and how many users hold it. */
export const Role = component(
  'Role',
  Type.Object({
    id: Id,
    name: Type.String(),
    builtIn: nullable(BuiltInRoleSchema),
    permissions: Permissions,
    userCount: Type.Integer({ minimum: 0 }),
    createdAt: timestamp,
    updatedAt: timestamp,
    version: Version,
  }),
);

export const RoleCreateBody = component(
  'RoleCreateBody',
  Type.Object({ name: RoleName, permissions: Permissions }, { additionalProperties: false }),
);

/** A built-in role may be renamed; its permissions cannot change. */
export const RoleUpdateBody = component(
  'RoleUpdateBody',
  Type.Object(
    { version: Version, name: Type.Optional(RoleName), permissions: Type.Optional(Permissions) },
    { additionalProperties: false },
  ),
);

export const RoleUsersQuery = Type.Object(
  { current: pageQuery.current, pageSize: pageQuery.pageSize },
  { additionalProperties: false },
);

export const AuditResourceSchema = component(
  'AuditResource',
  Type.Union(auditResources.map((resource) => Type.Literal(resource))),
);
export const AuditActionSchema = component(
  'AuditAction',
  Type.Union(auditActions.map((action) => Type.Literal(action))),
);

/**
 * One changed field: `from` is absent for a created record, `to` for a deleted one. A secret
 * (a password) is recorded as changed, never with its value: `{ redacted: true }`.
 */
export const AuditChange = component(
  'AuditChange',
  Type.Object({
    from: Type.Optional(Type.Unknown()),
    to: Type.Optional(Type.Unknown()),
    redacted: Type.Optional(Type.Literal(true)),
  }),
);

/** One entry of the audit log: who did what to which record, when, from where. */
export const AuditEntry = component(
  'AuditEntry',
  Type.Object({
    id: Type.Integer(),
    at: timestamp,
    /** Null for a failed sign-in under an unknown name. */
    actorId: nullable(Type.Integer()),
    /** The actor's username at the time (or the name a failed sign-in tried). */
    actorName: nullable(Type.String()),
    ip: nullable(Type.String()),
    requestId: nullable(Type.String()),
    resource: AuditResourceSchema,
    action: AuditActionSchema,
    /** The record written; null for sign-in events, whose actor is the account. */
    recordId: nullable(Type.String()),
    changes: Type.Record(Type.String(), AuditChange),
  }),
);

const auditFilters = {
  actorId: Type.Optional(Id),
  action: Type.Optional(AuditActionSchema),
  resource: Type.Optional(AuditResourceSchema),
  recordId: Type.Optional(Type.String({ maxLength: 64, pattern: noControlChars })),
  from: Type.Optional(timestamp),
  to: Type.Optional(timestamp),
};

/** A page of the audit log, newest first, filtered. */
export const AuditListQuery = Type.Object(
  { current: pageQuery.current, pageSize: pageQuery.pageSize, ...auditFilters },
  { additionalProperties: false },
);

/** The audit log as CSV, with the list's filters, newest first. */
export const AuditExportQuery = Type.Object(auditFilters, { additionalProperties: false });

export const LoginBody = component(
  'LoginBody',
  Type.Object(
    {
      username: Type.String({
        minLength: 1,
        maxLength: limits.username.max,
        pattern: noControlChars,
      }),
      password: Type.String({ minLength: 1, maxLength: limits.password.max, pattern: noNul }),
      autoLogin: Type.Optional(Type.Boolean()),
      captchaId: Type.Optional(Type.String({ maxLength: 36, pattern: noControlChars })),
      captcha: Type.Optional(
        Type.String({ maxLength: limits.captcha.max, pattern: noControlChars }),
      ),
    },
    { additionalProperties: false },
  ),
);

/** What a refused sign-in tells the form, beside the code and message. */
export const LoginRefusal = component(
  'LoginRefusal',
  Type.Object({ captchaRequired: Type.Boolean() }),
);

export const Captcha = component(
  'Captcha',
  Type.Object({
    captchaId: Type.String(),
    svg: Type.String({
      description: 'An SVG picture of the answer, drawn to be shown at its own width and height',
    }),
  }),
);

/** The picture's stand-in for someone who cannot see it, answered in the same field. */
export const CaptchaQuestion = component(
  'CaptchaQuestion',
  Type.Object({
    captchaId: Type.String(),
    question: Type.String({
      description: 'A question in words, in the language asked for; its answer is a number',
    }),
  }),
);

export const RegisterBody = component(
  'RegisterBody',
  Type.Object(
    {
      username: Username,
      password: Password,
      name: Type.Optional(Name),
      email: Type.Optional(nullable(Email)),
    },
    { additionalProperties: false },
  ),
);

export const RegistrationSettings = component(
  'RegistrationSettings',
  Type.Object({
    open: Type.Boolean(),
    passwordMinLength: Type.Integer(),
    passwordMaxLength: Type.Integer(),
  }),
);

export const Liveness = component(
  'Liveness',
  Type.Object({
    status: Type.Literal('ok'),
    uptimeSeconds: Type.Number(),
  }),
);

export const Readiness = component(
  'Readiness',
  Type.Object({
    status: Type.Literal('ok'),
    database: Type.Union([Type.Literal('pglite'), Type.Literal('postgres')]),
    uptimeSeconds: Type.Number(),
  }),
);

export const DashboardSummary = component(
  'DashboardSummary',
  Type.Object({
    users: Type.Object({
      total: Type.Integer(),
      admin: Type.Integer(),
      user: Type.Integer(),
      active: Type.Integer(),
      disabled: Type.Integer(),
    }),
    articles: Type.Object({
      total: Type.Integer(),
      draft: Type.Integer(),
      published: Type.Integer(),
    }),
  }),
);

export const FieldError = component(
  'FieldError',
  Type.Object({
    field: Type.String(),
    rule: Type.String(),
    message: Type.String(),
  }),
);

export const ErrorDetails = component(
  'FailureDetails',
  Type.Object({
    fields: Type.Optional(Type.Array(FieldError)),
    /** With a 409 for a stale `version`: the record as it is now. */
    current: Type.Optional(Type.Unknown()),
  }),
);

export type Access = Static<typeof Access>;
export type RoleRef = Static<typeof RoleRef>;
export const LiveResourceSchema = component(
  'LiveResource',
  Type.Union(liveResources.map((resource) => Type.Literal(resource))),
);
/** Someone named in the live stream: who made a change, or who has a record open. */
export const LivePerson = component('LivePerson', Type.Object({ id: Id, name: Type.String() }));

/**
 * A record created, updated or deleted, as `GET /api/events` reports it (`event: change`, its
 * `id:` the event's number): the record's id and its version after the change (null once
 * deleted), and who changed it. The record itself is read through the resource's own routes.
 */
export const ChangeEvent = component(
  'ChangeEvent',
  Type.Object({
    resource: LiveResourceSchema,
    action: Type.Union(changeActions.map((action) => Type.Literal(action))),
    id: Id,
    version: nullable(Version),
    actor: nullable(LivePerson),
  }),
);

/** Who has a record open now (`event: presence`), the asking person included. */
export const PresenceEvent = component(
  'PresenceEvent',
  Type.Object({ resource: LiveResourceSchema, id: Id, people: Type.Array(LivePerson) }),
);

/**
 * Says that this page has a record open (every 20 seconds while it does: an open record is
 * forgotten 45 seconds after it was last said), or, with `leaving`, that it no longer has.
 * `clientId` tells apart two pages of one person.
 */
export const PresenceBody = component(
  'PresenceBody',
  Type.Object(
    {
      resource: LiveResourceSchema,
      id: Id,
      clientId: Type.String({ minLength: 8, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' }),
      leaving: Type.Optional(Type.Boolean()),
    },
    { additionalProperties: false },
  ),
);

/** Where a (re)opened stream starts: after the event it last received, or this long ago. */
export const EventsQuery = Type.Object(
  {
    lastEventId: Type.Optional(
      Type.String({
        pattern: '^\\d{1,19}$',
        description:
          'Resume after this change, as the `Last-Event-ID` header does (which wins): for a ' +
          'page that opens a new EventSource, which cannot send the header',
      }),
    ),
    sinceMs: Type.Optional(
      Type.Integer({
        minimum: 0,
        maximum: 24 * 60 * 60 * 1000,
        description:
          'Replay the changes of the last this-many milliseconds (a page opening the stream ' +
          'after it read its data); without it, or `Last-Event-ID`, the stream starts now',
      }),
    ),
  },
  { additionalProperties: false },
);

export type Role = Static<typeof Role>;
export type RoleCreateBody = Static<typeof RoleCreateBody>;
export type RoleUpdateBody = Static<typeof RoleUpdateBody>;
export type RoleUsersQuery = Static<typeof RoleUsersQuery>;
export type AuditChange = Static<typeof AuditChange>;
export type LivePerson = Static<typeof LivePerson>;
export type ChangeEvent = Static<typeof ChangeEvent>;
export type PresenceEvent = Static<typeof PresenceEvent>;
export type PresenceBody = Static<typeof PresenceBody>;
export type EventsQuery = Static<typeof EventsQuery>;
export type AuditEntry = Static<typeof AuditEntry>;
export type AuditListQuery = Static<typeof AuditListQuery>;
export type AuditExportQuery = Static<typeof AuditExportQuery>;
export type UserStatus = Static<typeof UserStatus>;
export type ArticleStatus = Static<typeof ArticleStatus>;
export type SortOrder = Static<typeof SortOrder>;
export type SysUser = Static<typeof SysUser>;
export type CurrentUser = Static<typeof CurrentUser>;
export type UserSortField = Static<typeof UserSortField>;
export type UserListQuery = Static<typeof UserListQuery>;
export type UserCreateBody = Static<typeof UserCreateBody>;
export type UserUpdateBody = Static<typeof UserUpdateBody>;
export type SysArticle = Static<typeof SysArticle>;
export type ArticleSortField = Static<typeof ArticleSortField>;
export type ArticleListQuery = Static<typeof ArticleListQuery>;
export type ArticleCreateBody = Static<typeof ArticleCreateBody>;
export type ArticleUpdateBody = Static<typeof ArticleUpdateBody>;
export type LoginBody = Static<typeof LoginBody>;
export type LoginRefusal = Static<typeof LoginRefusal>;
export type Captcha = Static<typeof Captcha>;
export type CaptchaQuestion = Static<typeof CaptchaQuestion>;
export type RegisterBody = Static<typeof RegisterBody>;
export type RegistrationSettings = Static<typeof RegistrationSettings>;
export type Liveness = Static<typeof Liveness>;
export type Readiness = Static<typeof Readiness>;
export type DashboardSummary = Static<typeof DashboardSummary>;
export type FieldError = Static<typeof FieldError>;
export type ErrorDetails = Static<typeof ErrorDetails>;
/** A page of a list: `current` is 1-based. */
export interface PageResult<T> {
  list: T[];
  total: number;
  current: number;
  pageSize: number;
}
