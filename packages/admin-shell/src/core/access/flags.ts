import type { Register } from '../register.js';

/** What the shell needs to know of the signed-in user to compute access. */
export interface AccessSubject {
  access?: string | null;
}

/** The flags of the spec (§4, §6): computed from the user's `access` value. */
export interface DefaultAccessFlags {
  isAdmin: boolean;
  isUser: boolean;
  canReadFoo: boolean;
  canUpdateFoo: boolean;
  /** A pass-through: whatever the caller decided about the record is the answer. */
  canDeleteFoo: (allowed: boolean) => boolean;
}

/** The app's flags once registered (see {@link Register}), else the spec's. */
export type AccessFlags = Register extends { accessFlags: infer Flags }
  ? Flags
  : DefaultAccessFlags;

/** The names of the boolean flags: what a route or a guard may require. */
export type AccessFlagName = {
  [Name in keyof AccessFlags]: AccessFlags[Name] extends boolean ? Name : never;
}[keyof AccessFlags] &
  string;

type FlagValue = boolean | ((...args: never[]) => boolean);

/**
 * Declares how flags are computed from the signed-in user (undefined before sign-in). An
 * identity function that gives the app one typed place for its rules.
 *
 * @example
 * export const computeAccess = defineAccess((user?: CurrentUser) => ({
 *   ...defaultAccess(user),
 *   canEditArticles: !!user,
 * }));
 */
export function defineAccess<User, Flags extends { [Name in keyof Flags]: FlagValue }>(
  compute: (user: User | undefined) => Flags,
): (user: User | undefined) => Flags {
  return compute;
}

/** The spec's flags: admin → isAdmin, canReadFoo, canUpdateFoo; user → isUser. */
export const defaultAccess = defineAccess((user: AccessSubject | undefined): DefaultAccessFlags => {
  const isAdmin = user?.access === 'admin';
  return {
    isAdmin,
    isUser: user?.access === 'user',
    canReadFoo: isAdmin,
    canUpdateFoo: isAdmin,
    canDeleteFoo: (allowed) => allowed,
  };
});

/** Whether `flags` grant `required`; routes that require nothing are open. */
export function isAllowed(flags: AccessFlags, required: AccessFlagName | undefined): boolean {
  if (required === undefined) return true;
  return flags[required] === true;
}
