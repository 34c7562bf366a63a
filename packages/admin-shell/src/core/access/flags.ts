import type { Register } from '../register.js';

/** A flag: a yes or no, or a function deciding case by case (`canDelete(row)`). */
type FlagValue = boolean | ((...args: never[]) => boolean);

/** The app's flags once registered (see {@link Register}), else any flags by name. */
export type AccessFlags = Register extends { accessFlags: infer Flags }
  ? Flags
  : Readonly<Record<string, FlagValue>>;

/**
 * The names of the boolean flags: what a route or a guard may require. Once the app registers
 * its flags, a name it does not define fails to compile.
 */
export type AccessFlagName = Register extends { accessFlags: infer Flags }
  ? { [Name in keyof Flags]: Flags[Name] extends boolean ? Name : never }[keyof Flags] & string
  : string;

/**
 * Declares how flags are computed from the signed-in user (undefined before sign-in). An
 * identity function that gives the app one typed place for its rules.
 *
 * @example
 * export const computeAccess = defineAccess((user?: CurrentUser) => ({
 *   isAdmin: user?.role === 'admin',
 *   canEditArticles: !!user,
 * }));
 */
export function defineAccess<User, Flags extends { [Name in keyof Flags]: FlagValue }>(
  compute: (user: User | undefined) => Flags,
): (user: User | undefined) => Flags {
  return compute;
}

/** Whether `flags` grant `required`; routes that require nothing are open. */
export function isAllowed(flags: AccessFlags, required: AccessFlagName | undefined): boolean {
  if (required === undefined) return true;
  return flags[required] === true;
}
