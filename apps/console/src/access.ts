import { defineAccess } from '@org/admin-shell';
import type { CurrentUser } from '@org/api/contract';

/**
 * The spec's access flags (§4, §6), from the user's `access`: admins get isAdmin, canReadFoo
 * and canUpdateFoo; users get isUser. canDeleteFoo passes the caller's own decision through.
 */
export const consoleAccess = defineAccess((user?: Pick<CurrentUser, 'access'>) => {
  const isAdmin = user?.access === 'admin';
  return {
    isAdmin,
    isUser: user?.access === 'user',
    canReadFoo: isAdmin,
    canUpdateFoo: isAdmin,
    canDeleteFoo: (allowed: boolean) => allowed,
  };
});

/** The console's flags, as routes, the menu and guards ask for them. */
export type ConsoleAccessFlags = ReturnType<typeof consoleAccess>;
