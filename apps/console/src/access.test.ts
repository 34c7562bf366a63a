import { builtInRolePermissions } from '@org/api/contract/permissions';
import { describe, expect, it } from 'vitest';
import { consoleAccess } from './access';

const admin = { access: 'admin' as const, permissions: [...builtInRolePermissions.admin] };
const user = { access: 'user' as const, permissions: [...builtInRolePermissions.user] };

describe('consoleAccess', () => {
  it('gives a flag for every permission the person holds, and none for the others', () => {
    const flags = consoleAccess({ access: 'user', permissions: ['articles.update.any'] });
    expect(flags['articles.update.any']).toBe(true);
    expect(flags['articles.update.own']).toBe(false);
    expect(flags['users.update']).toBe(false);
  });

  it('derives the spec flags: isAdmin from the admin role, canReadFoo from changing users', () => {
    expect(consoleAccess(admin)).toMatchObject({
      isAdmin: true,
      isUser: false,
      canReadFoo: true,
      canUpdateFoo: true,
      'roles.manage': true,
    });
    expect(consoleAccess(user)).toMatchObject({
      isAdmin: false,
      isUser: true,
      canReadFoo: false,
      canUpdateFoo: false,
      'users.read': true,
      'roles.manage': false,
    });
    expect(consoleAccess(undefined)).toMatchObject({
      isAdmin: false,
      isUser: false,
      'users.read': false,
    });
  });

  it('passes canDeleteFoo through', () => {
    const flags = consoleAccess(user);
    expect(flags.canDeleteFoo(true)).toBe(true);
    expect(flags.canDeleteFoo(false)).toBe(false);
  });
});
