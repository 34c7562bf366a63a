// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { AccessProvider } from '../../core/access/AccessProvider.js';
import { defaultAccess, isAllowed } from '../../core/access/flags.js';
import { requireAccess } from '../../core/access/route-access.js';
import { I18nProvider } from '../../core/i18n/I18nProvider.js';
import { AccessGuard } from './AccessGuard.js';

function Shell({ access, children }: { access?: string; children: ReactNode }) {
  return (
    <MantineProvider>
      <I18nProvider defaultLocale="en-US">
        <AccessProvider flags={defaultAccess(access ? { access } : undefined)}>
          {children}
        </AccessProvider>
      </I18nProvider>
    </MantineProvider>
  );
}

describe('defaultAccess', () => {
  it('gives admins isAdmin, canReadFoo and canUpdateFoo, and users only isUser', () => {
    const admin = defaultAccess({ access: 'admin' });
    expect(admin).toMatchObject({
      isAdmin: true,
      isUser: false,
      canReadFoo: true,
      canUpdateFoo: true,
    });
    const user = defaultAccess({ access: 'user' });
    expect(user).toMatchObject({
      isAdmin: false,
      isUser: true,
      canReadFoo: false,
      canUpdateFoo: false,
    });
    expect(defaultAccess(undefined)).toMatchObject({ isAdmin: false, isUser: false });
  });

  it('passes canDeleteFoo through', () => {
    const flags = defaultAccess({ access: 'user' });
    expect(flags.canDeleteFoo(true)).toBe(true);
    expect(flags.canDeleteFoo(false)).toBe(false);
  });

  it('opens routes without a flag and checks those with one', () => {
    const user = defaultAccess({ access: 'user' });
    expect(isAllowed(user, undefined)).toBe(true);
    expect(isAllowed(user, requireAccess('isAdmin').access)).toBe(false);
    expect(isAllowed(defaultAccess({ access: 'admin' }), 'isAdmin')).toBe(true);
  });
});

describe('AccessGuard', () => {
  it('renders its children for a user with the flag', () => {
    render(
      <Shell access="admin">
        <AccessGuard flag="isAdmin">only admin can see</AccessGuard>
      </Shell>,
    );
    expect(screen.getByText('only admin can see')).toBeTruthy();
  });

  it('shows the localised 403 result to a user without it', () => {
    render(
      <Shell access="user">
        <AccessGuard flag="isAdmin">only admin can see</AccessGuard>
      </Shell>,
    );
    expect(screen.queryByText('only admin can see')).toBeNull();
    const result = screen.getByRole('region', { name: '403' });
    expect(result.textContent).toContain('Sorry, you are not authorized to access this page');
  });

  it('shows the given fallback instead', () => {
    render(
      <Shell access="user">
        <AccessGuard flag="isAdmin" fallback={<span>ask an admin</span>}>
          secret
        </AccessGuard>
      </Shell>,
    );
    expect(screen.getByText('ask an admin')).toBeTruthy();
  });

  it('refuses an unknown flag at compile time', () => {
    const element = (
      // @ts-expect-error 'isSuperUser' is not an access flag
      <AccessGuard flag="isSuperUser">never</AccessGuard>
    );
    // canDeleteFoo is a function, not a flag a guard can require.
    // @ts-expect-error only boolean flags can be required
    const functionFlag = <AccessGuard flag="canDeleteFoo">never</AccessGuard>;
    expect(element.props.flag).toBe('isSuperUser');
    expect(functionFlag.props.flag).toBe('canDeleteFoo');
  });

  it('throws a clear error outside an AccessProvider', () => {
    expect(() =>
      render(
        <MantineProvider>
          <I18nProvider>
            <AccessGuard flag="isAdmin">x</AccessGuard>
          </I18nProvider>
        </MantineProvider>,
      ),
    ).toThrow('useAccess must be used inside <AccessProvider>');
  });
});
