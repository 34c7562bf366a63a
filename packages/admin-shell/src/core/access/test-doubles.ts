import { defineAccess } from './flags.js';

// Shared by the tests and stories; the build leaves `test-doubles.ts` files out of the package.

/** Flags from a user's role, as an app would declare them. */
export const roleAccess = defineAccess((user?: { access?: string | null }) => ({
  isAdmin: user?.access === 'admin',
  isUser: user?.access === 'user',
}));
