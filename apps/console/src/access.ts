import { defineAccess } from '@org/admin-shell';
import type { CurrentUser } from '@org/api/contract';
import { type PermissionCode, permissionCodes } from '@org/api/contract/permissions';

type PermissionFlags = { readonly [Code in PermissionCode]: boolean };

/**
 * The console's flags: one per code of the API's permission registry (`users.create`), so a
 * route's `requireAccess`, the menu and a button name the very codes the API enforces, and a
 * misspelt one fails to compile; beside them the spec's flags (§4, §6), now derived from the
 * permissions: isAdmin for the built-in admin role (`access`), canReadFoo and canUpdateFoo for
 * whoever may change users, canDeleteFoo passing the caller's own decision through.
 */
export const consoleAccess = defineAccess((user?: Pick<CurrentUser, 'access' | 'permissions'>) => {
  const granted = new Set<string>(user?.permissions ?? []);
  const permissions = Object.fromEntries(
    permissionCodes.map((code) => [code, granted.has(code)]),
  ) as PermissionFlags;
  return {
    ...permissions,
    isAdmin: user?.access === 'admin',
    isUser: user?.access === 'user',
    canReadFoo: permissions['users.update'],
    canUpdateFoo: permissions['users.update'],
    canDeleteFoo: (allowed: boolean) => allowed,
  };
});

/** The console's flags, as routes, the menu and guards ask for them. */
export type ConsoleAccessFlags = ReturnType<typeof consoleAccess>;
