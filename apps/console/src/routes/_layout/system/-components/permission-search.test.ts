import type { PermissionCode } from '@org/api/contract/permissions';
import { describe, expect, it } from 'vitest';
import { zhCNRest } from '../../../../i18n/messages-zh-CN-rest';
import { permissionGroups, searchPermissions } from './permission-search';

const label = (code: PermissionCode) => zhCNRest[`permission.${code}`];

describe('searchPermissions', () => {
  it('shows every group and code for an empty query', () => {
    expect(searchPermissions('  ', label)).toEqual(permissionGroups);
    expect(permissionGroups.map((group) => group.resource)).toEqual([
      'users',
      'articles',
      'roles',
      'audit',
    ]);
  });

  it('finds codes by code, case ignored, and drops the groups left empty', () => {
    expect(searchPermissions('USERS.', label)).toEqual([
      { resource: 'users', codes: ['users.read', 'users.create', 'users.update', 'users.delete'] },
    ]);
    expect(searchPermissions('.own', label)).toEqual([
      { resource: 'articles', codes: ['articles.update.own', 'articles.delete.own'] },
    ]);
  });

  it('finds codes by their label in the page’s language', () => {
    expect(searchPermissions('审计', label)).toEqual([
      { resource: 'audit', codes: ['audit.read'] },
    ]);
    expect(searchPermissions('任何人', label)).toEqual([
      { resource: 'articles', codes: ['articles.update.any', 'articles.delete.any'] },
    ]);
  });

  it('finds nothing for a query nothing holds', () => {
    expect(searchPermissions('nothing-like-this', label)).toEqual([]);
  });
});
