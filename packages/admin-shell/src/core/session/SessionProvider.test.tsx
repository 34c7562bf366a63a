// @vitest-environment jsdom
import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAccess } from '../access/AccessProvider.js';
import { roleAccess } from '../access/test-doubles.js';
import { type AuthProvider, SessionProvider, useSession } from './SessionProvider.js';

interface User {
  name: string;
  access: 'admin' | 'user';
}

function Probe() {
  const { user, loading, logout, refresh } = useSession();
  const flags = useAccess();
  return (
    <div>
      <p data-testid="state">
        {loading ? 'loading' : ((user as User | undefined)?.name ?? 'nobody')}
      </p>
      <p data-testid="admin">{String(flags.isAdmin)}</p>
      <button type="button" onClick={() => void logout()}>
        logout
      </button>
      <button type="button" onClick={() => void refresh()}>
        refresh
      </button>
    </div>
  );
}

function at(path: string) {
  window.history.replaceState(null, '', path);
}

function renderSession(auth: AuthProvider<User>, navigate = vi.fn()) {
  render(
    <SessionProvider auth={auth} computeAccess={roleAccess} navigate={navigate}>
      <Probe />
    </SessionProvider>,
  );
  return navigate;
}

afterEach(() => {
  at('/');
  vi.restoreAllMocks();
});

describe('SessionProvider', () => {
  it('loads until the user is fetched, then computes access', async () => {
    let resolve: (user: User) => void = () => undefined;
    const fetchUser = vi.fn(() => new Promise<User>((done) => (resolve = done)));
    at('/crud-table');
    renderSession({ fetchUser, signOut: vi.fn(async () => null) });
    expect(screen.getByTestId('state').textContent).toBe('loading');
    await act(async () => resolve({ name: 'Admin', access: 'admin' }));
    expect(screen.getByTestId('state').textContent).toBe('Admin');
    expect(screen.getByTestId('admin').textContent).toBe('true');
  });

  it('does not fetch the user on the public pages: the sign-in page by default, and those named', async () => {
    for (const [path, publicPaths] of [
      ['/login', undefined],
      ['/register', ['/login', '/register']],
    ] as const) {
      at(path);
      const fetchUser = vi.fn(async () => ({ name: 'x', access: 'user' as const }));
      const { unmount } = render(
        <SessionProvider
          auth={{ fetchUser, signOut: async () => null }}
          computeAccess={roleAccess}
          publicPaths={publicPaths ? [...publicPaths] : undefined}
        >
          <Probe />
        </SessionProvider>,
      );
      await waitFor(() => expect(screen.getByTestId('state').textContent).toBe('nobody'));
      expect(fetchUser).not.toHaveBeenCalled();
      unmount();
    }
  });

  it("logs 'failed to get user info' and carries on without a user", async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    at('/');
    renderSession({
      fetchUser: async () => Promise.reject(new Error('401')),
      signOut: async () => null,
    });
    await waitFor(() => expect(screen.getByTestId('state').textContent).toBe('nobody'));
    expect(log).toHaveBeenCalledWith('failed to get user info', expect.any(Error));
    expect(screen.getByTestId('admin').textContent).toBe('false');
  });

  it('signs out, then goes to the sign-in page with the way back', async () => {
    at('/crud-table?tab=articles');
    const signOut = vi.fn(async () => null);
    const navigate = renderSession({
      fetchUser: async () => ({ name: 'User', access: 'user' }),
      signOut,
    });
    await waitFor(() => expect(screen.getByTestId('state').textContent).toBe('User'));
    await act(async () => screen.getByText('logout').click());
    expect(signOut).toHaveBeenCalledOnce();
    expect(navigate).toHaveBeenCalledWith('/login?redirect=%2Fcrud-table%3Ftab%3Darticles');
    expect(screen.getByTestId('state').textContent).toBe('nobody');
  });

  it('stays on the sign-in page when signing out from it', async () => {
    at('/login');
    const navigate = renderSession({
      fetchUser: async () => ({ name: 'U', access: 'user' }),
      signOut: async () => null,
    });
    await act(async () => screen.getByText('logout').click());
    expect(navigate).not.toHaveBeenCalled();
  });

  it('refreshes the user after sign-in', async () => {
    at('/login');
    const fetchUser = vi.fn(async () => ({ name: 'Admin', access: 'admin' as const }));
    renderSession({ fetchUser, signOut: async () => null });
    await waitFor(() => expect(screen.getByTestId('state').textContent).toBe('nobody'));
    await act(async () => screen.getByText('refresh').click());
    expect(screen.getByTestId('state').textContent).toBe('Admin');
    expect(screen.getByTestId('admin').textContent).toBe('true');
  });
});
