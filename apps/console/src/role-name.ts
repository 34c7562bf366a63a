import type { Locale } from '@org/admin-shell';
import type { BuiltInRole, RoleRef } from '@org/api/contract';

/**
 * The console's word for each built-in role, in every language at once: a table's CSV cell
 * names roles outside React, where only the page's language is known.
 */
const builtInRoleNames: Record<BuiltInRole, Record<Locale, string>> = {
  admin: { 'zh-CN': '管理员', 'en-US': 'Administrator' },
  user: { 'zh-CN': '普通用户', 'en-US': 'User' },
};

/**
 * What a person reads for a role: a built-in role is called by the console's own word in the
 * page's language (管理员 / Administrator), whatever name the database holds; any other role
 * by its name.
 */
export function roleName(role: Pick<RoleRef, 'name' | 'builtIn'>, locale: Locale): string {
  return role.builtIn ? builtInRoleNames[role.builtIn][locale] : role.name;
}
