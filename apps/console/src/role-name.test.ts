import { describe, expect, it } from 'vitest';
import { roleName } from './role-name';

describe('roleName', () => {
  it('calls a built-in role by the console’s word in each language, whatever it is named', () => {
    const admin = { name: 'Administrator', builtIn: 'admin' } as const;
    expect(roleName(admin, 'zh-CN')).toBe('管理员');
    expect(roleName(admin, 'en-US')).toBe('Administrator');
    expect(roleName({ name: 'Renamed', builtIn: 'user' }, 'zh-CN')).toBe('普通用户');
  });

  it('calls any other role by its name', () => {
    expect(roleName({ name: 'Editors', builtIn: null }, 'zh-CN')).toBe('Editors');
  });
});
