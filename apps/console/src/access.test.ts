import { describe, expect, it } from 'vitest';
import { consoleAccess } from './access';

describe('consoleAccess', () => {
  it('gives admins isAdmin, canReadFoo and canUpdateFoo, and users only isUser', () => {
    expect(consoleAccess({ access: 'admin' })).toMatchObject({
      isAdmin: true,
      isUser: false,
      canReadFoo: true,
      canUpdateFoo: true,
    });
    expect(consoleAccess({ access: 'user' })).toMatchObject({
      isAdmin: false,
      isUser: true,
      canReadFoo: false,
      canUpdateFoo: false,
    });
    expect(consoleAccess(undefined)).toMatchObject({ isAdmin: false, isUser: false });
  });

  it('passes canDeleteFoo through', () => {
    const flags = consoleAccess({ access: 'user' });
    expect(flags.canDeleteFoo(true)).toBe(true);
    expect(flags.canDeleteFoo(false)).toBe(false);
  });
});
