// Loads the router's types, so the declaration below merges into them.
import type {} from '@tanstack/react-router';
import type { AccessFlagName } from './flags.js';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** The access flag a person needs to open this route; routes without one are open. */
    access?: AccessFlagName;
  }
}

/**
 * Declares the flag a route needs, in its `staticData`, where the layout's guard and the menu
 * read it. The flag name is checked at compile time.
 *
 * @example
 * export const Route = createFileRoute('/admin-manager')({
 *   staticData: { ...requireAccess('isAdmin') },
 *   component: AdminManager,
 * });
 */
export function requireAccess(flag: AccessFlagName): { access: AccessFlagName } {
  return { access: flag };
}
