/**
 * The permission registry: every code the API's route guards, the console's routes, its menu
 * and its buttons name. A code is `resource.action` (`articles.update.own`); a misspelt one fails
 * to compile wherever `PermissionCode` is the type. Kept free of any dependency, so the console
 * can import it without the API's schemas.
 */
export const permissionsByResource = {
  users: ['users.read', 'users.create', 'users.update', 'users.delete'],
  articles: [
    'articles.read',
    'articles.create',
    'articles.update.own',
    'articles.update.any',
    'articles.delete.own',
    'articles.delete.any',
  ],
  roles: ['roles.manage'],
  audit: ['audit.read'],
} as const;

export type PermissionResource = keyof typeof permissionsByResource;
export type PermissionCode = (typeof permissionsByResource)[PermissionResource][number];

/** Every code, grouped by resource in the registry's order. */
export const permissionCodes: readonly PermissionCode[] =
  Object.values(permissionsByResource).flat();

export function isPermissionCode(value: string): value is PermissionCode {
  return (permissionCodes as readonly string[]).includes(value);
}

/** The roles a migration creates. They cannot be deleted, and their codes cannot change. */
export type BuiltInRole = 'admin' | 'user';

/**
 * What each built-in role grants: `admin` everything; `user` what an ordinary user could do
 * before roles existed (read users and articles, write their own articles).
 */
export const builtInRolePermissions: Record<BuiltInRole, readonly PermissionCode[]> = {
  admin: permissionCodes,
  user: [
    'users.read',
    'articles.read',
    'articles.create',
    'articles.update.own',
    'articles.delete.own',
  ],
};

/** What the audit log records of a change: the resource it touched, and how. */
export const auditResources = ['users', 'articles', 'roles', 'sessions', 'views'] as const;
export type AuditResource = (typeof auditResources)[number];
export const auditActions = [
  'create',
  'update',
  'delete',
  'signIn',
  'signInFailed',
  'signOut',
  'locked',
] as const;
export type AuditAction = (typeof auditActions)[number];

/** The resources whose changes the live stream (`GET /api/events`) reports. */
export const liveResources = ['users', 'articles', 'roles'] as const;
export type LiveResource = (typeof liveResources)[number];

/** Who hears of a resource's changes, and who is looking at its records: whoever may read it. */
export const liveReadPermission: Record<LiveResource, PermissionCode> = {
  users: 'users.read',
  articles: 'articles.read',
  roles: 'roles.manage',
};

export const changeActions = ['created', 'updated', 'deleted'] as const;
export type ChangeAction = (typeof changeActions)[number];
