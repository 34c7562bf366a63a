// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { TestI18n } from '../../../test/test-providers.js';
import { AccessProvider } from '../../core/access/AccessProvider.js';
import { isAllowed } from '../../core/access/flags.js';
import { requireAccess } from '../../core/access/route-access.js';
import { roleAccess } from '../../core/access/test-doubles.js';
import { AccessGuard } from './AccessGuard.js';

function Shell({ access, children }: { access?: string; children: ReactNode }) {
  return (
    <MantineProvider>
      <TestI18n defaultLocale="en-US">
        <AccessProvider flags={roleAccess(access ? { access } : undefined)}>
          {children}
        </AccessProvider>
      </TestI18n>
    </MantineProvider>
  );
}

describe('isAllowed', () => {
  it('opens routes without a flag and checks those with one', () => {
    const user = roleAccess({ access: 'user' });
    expect(isAllowed(user, undefined)).toBe(true);
    expect(isAllowed(user, requireAccess('isAdmin').access)).toBe(false);
    expect(isAllowed(roleAccess({ access: 'admin' }), 'isAdmin')).toBe(true);
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

  it('throws a clear error outside an AccessProvider', () => {
    expect(() =>
      render(
        <MantineProvider>
          <TestI18n>
            <AccessGuard flag="isAdmin">x</AccessGuard>
          </TestI18n>
        </MantineProvider>,
      ),
    ).toThrow('useAccess must be used inside <AccessProvider>');
  });
});
