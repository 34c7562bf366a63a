import type { Locale } from '@org/admin-shell';
import type { RoleRef } from '@org/api/contract';
import { consoleMessages } from './i18n/messages';

/**
 * What a person reads for a role: a built-in role is called by the console's own word in the
 * page's language (管理员 / Administrator), whatever name the database holds; any other role
 * by its name.
 */
export function roleName(role: Pick<RoleRef, 'name' | 'builtIn'>, locale: Locale): string {
  return role.builtIn ? consoleMessages[locale][`role.builtIn.${role.builtIn}`] : role.name;
}
