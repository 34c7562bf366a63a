// @vitest-environment jsdom
import {
  QueryClient,
  QueryClientProvider,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { outsideAct } from '../../../test/outside-act.js';
import { useAccess } from '../access/AccessProvider.js';
import { roleAccess } from '../access/test-doubles.js';
import type { AuthProvider, LoginResult } from '../contracts.js';
import { UnsavedChangesProvider, useUnsavedChanges } from '../unsaved/unsaved-changes.js';
import { useEndSessionOnAuthError } from './end-session-on-auth-error.js';
import { revalidateAtMostEveryMs, SessionProvider, useSession } from './SessionProvider.js';
import { createSessionGate, type SessionGate } from './session-gate.js';

interface User {
  name: string;
  access: 'admin' | 'user';
}

interface Credentials {
  username: string;
  password: string;
}

function Probe() {
  const { user, loading, login, logout, refresh } = useSession();
  const flags = useAccess();
  const [result, setResult] = useState<LoginResult>();
  return (
    <div>
      <p data-testid="state">
        {loading ? 'loading' : ((user as User | undefined)?.name ?? 'nobody')}
      </p>
      <p data-testid="admin">{String(flags.isAdmin)}</p>
      <p data-testid="result">{result ? JSON.stringify(result) : ''}</p>
      <button
        type="button"
        onClick={async () => setResult(await login({ username: 'admin', password: 'pw' }))}
      >
        login
      </button>
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

/** An auth provider with Admin signed in; each member can be replaced. */
function auth(overrides: Partial<AuthProvider<User, Credentials>> = {}) {
  return {
    login: vi.fn(async (): Promise<LoginResult> => ({ ok: true })),
    logout: vi.fn(async () => undefined),
    getIdentity: vi.fn(async (): Promise<User | null> => ({ name: 'Admin', access: 'admin' })),
    ...overrides,
  };
}

function renderSession(provider: AuthProvider<User, Credentials>, navigate = vi.fn()) {
  render(
    <SessionProvider auth={provider} computeAccess={roleAccess} navigate={navigate}>
      <Probe />
    </SessionProvider>,
  );
  return navigate;
}

/** Signs in, then reports what the page showed at the moment login resolved. */
function SignInNow({ onSignedIn }: { onSignedIn: (shown: string | null) => void }) {
  const { user, login } = useSession();
  const signIn = async () => {
    await login({ username: 'admin', password: 'pw' });
    onSignedIn(screen.getByTestId('now').textContent);
  };
  return (
    <button type="button" data-testid="now" onClick={signIn}>
      {(user as User | undefined)?.name ?? 'nobody'}
    </button>
  );
}

afterEach(() => {
  at('/');
  vi.restoreAllMocks();
});

describe('SessionProvider', () => {
  it('loads until the user is fetched, then computes access', async () => {
    let resolve: (user: User) => void = () => undefined;
    at('/crud-table');
    renderSession(auth({ getIdentity: () => new Promise<User>((done) => (resolve = done)) }));
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
      const provider = auth();
      const { unmount } = render(
        <SessionProvider
          auth={provider}
          computeAccess={roleAccess}
          publicPaths={publicPaths ? [...publicPaths] : undefined}
        >
          <Probe />
        </SessionProvider>,
      );
      await waitFor(() => expect(screen.getByTestId('state').textContent).toBe('nobody'));
      expect(provider.getIdentity).not.toHaveBeenCalled();
      unmount();
    }
  });

  it('carries on without a user when the identity is null, and logs a failure to ask', async () => {
    at('/');
    renderSession(auth({ getIdentity: async () => null }));
    await waitFor(() => expect(screen.getByTestId('state').textContent).toBe('nobody'));

    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderSession(auth({ getIdentity: async () => Promise.reject(new Error('offline')) }));
    await waitFor(() =>
      expect(log).toHaveBeenCalledWith('failed to get user info', expect.any(Error)),
    );
    expect(screen.getAllByTestId('admin').map((flag) => flag.textContent)).toEqual([
      'false',
      'false',
    ]);
  });

  it('signs in, then fetches who is signed in', async () => {
    at('/login');
    const provider = auth();
    renderSession(provider);
    await waitFor(() => expect(screen.getByTestId('state').textContent).toBe('nobody'));
    await act(async () => screen.getByText('login').click());
    expect(provider.login).toHaveBeenCalledWith({ username: 'admin', password: 'pw' });
    expect(screen.getByTestId('state').textContent).toBe('Admin');
    expect(screen.getByTestId('admin').textContent).toBe('true');
    expect(screen.getByTestId('result').textContent).toBe('{"ok":true}');
  });

  it('has the new user on screen by the time login resolves, so a form can navigate at once', async () => {
    at('/login');
    let shownWhenResolved: string | null = null;
    render(
      <SessionProvider auth={auth()} computeAccess={roleAccess}>
        <SignInNow onSignedIn={(shown) => (shownWhenResolved = shown)} />
      </SessionProvider>,
    );
    await waitFor(() => expect(screen.getByTestId('now').textContent).toBe('nobody'));
    await outsideAct(async () => {
      screen.getByTestId('now').click();
      await waitFor(() => expect(shownWhenResolved).not.toBeNull());
    });
    expect(shownWhenResolved).toBe('Admin');
  });

  it('hands a refusal back as it came, without asking who is signed in', async () => {
    at('/login');
    const refusal: LoginResult = { ok: false, reason: 'captchaRequired', captchaRequired: true };
    const provider = auth({ login: vi.fn(async () => refusal) });
    renderSession(provider);
    await waitFor(() => expect(screen.getByTestId('state').textContent).toBe('nobody'));
    await act(async () => screen.getByText('login').click());
    expect(JSON.parse(screen.getByTestId('result').textContent ?? '')).toEqual(refusal);
    expect(provider.getIdentity).not.toHaveBeenCalled();
    expect(screen.getByTestId('state').textContent).toBe('nobody');
  });

  it('refuses as noIdentity when accepted credentials leave nobody signed in', async () => {
    at('/login');
    renderSession(auth({ getIdentity: async () => null }));
    await act(async () => screen.getByText('login').click());
    expect(JSON.parse(screen.getByTestId('result').textContent ?? '')).toEqual({
      ok: false,
      reason: 'noIdentity',
    });
  });

  it('signs out, then goes to the sign-in page with the way back', async () => {
    at('/crud-table?tab=articles');
    const provider = auth({ getIdentity: async () => ({ name: 'User', access: 'user' }) });
    const navigate = renderSession(provider);
    await waitFor(() => expect(screen.getByTestId('state').textContent).toBe('User'));
    await act(async () => screen.getByText('logout').click());
    expect(provider.logout).toHaveBeenCalledOnce();
    expect(navigate).toHaveBeenCalledWith('/login?redirect=%2Fcrud-table%3Ftab%3Darticles');
    expect(screen.getByTestId('state').textContent).toBe('nobody');
  });

  it('stays on the sign-in page when signing out from it', async () => {
    at('/login');
    const navigate = renderSession(auth());
    await act(async () => screen.getByText('logout').click());
    expect(navigate).not.toHaveBeenCalled();
  });

  it('refreshes the user when asked', async () => {
    at('/login');
    const provider = auth();
    renderSession(provider);
    await waitFor(() => expect(screen.getByTestId('state').textContent).toBe('nobody'));
    await act(async () => screen.getByText('refresh').click());
    expect(screen.getByTestId('state').textContent).toBe('Admin');
  });
});

describe('the session when the window regains focus', () => {
  it('asks who is signed in again, and redraws the flags when they changed', async () => {
    at('/reports');
    const provider = auth();
    renderSession(provider);
    await waitFor(() => expect(screen.getByTestId('admin').textContent).toBe('true'));
    expect(provider.getIdentity).toHaveBeenCalledTimes(1);
    vi.mocked(provider.getIdentity).mockResolvedValue({ name: 'Admin', access: 'user' });
    await act(async () => window.dispatchEvent(new Event('focus')));
    await waitFor(() => expect(screen.getByTestId('admin').textContent).toBe('false'));
    expect(provider.getIdentity).toHaveBeenCalledTimes(2);
    // A burst of focus asks once.
    await act(async () => window.dispatchEvent(new Event('focus')));
    expect(provider.getIdentity).toHaveBeenCalledTimes(2);
  });

  it('keeps the user when the question fails, and ends the session when nobody is signed in', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      at('/reports');
      const provider = auth();
      const navigate = renderSession(provider);
      await waitFor(() => expect(screen.getByTestId('state').textContent).toBe('Admin'));
      vi.mocked(provider.getIdentity).mockRejectedValue(new Error('offline'));
      await act(async () => window.dispatchEvent(new Event('focus')));
      expect(screen.getByTestId('state').textContent).toBe('Admin');
      vi.advanceTimersByTime(revalidateAtMostEveryMs);
      vi.mocked(provider.getIdentity).mockResolvedValue(null);
      await act(async () => window.dispatchEvent(new Event('focus')));
      await waitFor(() => expect(screen.getByTestId('state').textContent).toBe('nobody'));
      expect(navigate).toHaveBeenCalledWith('/login?redirect=%2Freports&expired=1');
    } finally {
      vi.useRealTimers();
    }
  });

  it('does not sign the person back in with an answer asked for before they signed out', async () => {
    at('/reports');
    const provider = auth();
    renderSession(provider);
    await waitFor(() => expect(screen.getByTestId('state').textContent).toBe('Admin'));
    let answer: (user: User) => void = () => undefined;
    vi.mocked(provider.getIdentity).mockImplementation(
      () => new Promise<User>((resolve) => (answer = resolve)),
    );
    await act(async () => window.dispatchEvent(new Event('focus')));
    await act(async () => screen.getByRole('button', { name: 'logout' }).click());
    await waitFor(() => expect(screen.getByTestId('state').textContent).toBe('nobody'));
    await act(async () => answer({ name: 'Admin', access: 'admin' }));
    expect(screen.getByTestId('state').textContent).toBe('nobody');
  });
});

class HttpError extends Error {
  constructor(readonly status: number) {
    super(`HTTP ${status}`);
  }
}

/** A page that loads a report, and saves one, each failing with the given status. */
function FailingPage({ status }: { status: number }) {
  const report = useQuery({
    queryKey: ['report', status],
    queryFn: () => Promise.reject(new HttpError(status)),
    retry: false,
  });
  const save = useMutation({ mutationFn: () => Promise.reject(new HttpError(status)) });
  return (
    <div>
      <p data-testid="report">{report.status}</p>
      <button type="button" onClick={() => save.mutate()}>
        save
      </button>
    </div>
  );
}

function Watched({ provider }: { provider: AuthProvider<User, Credentials> }) {
  useEndSessionOnAuthError(useQueryClient(), provider);
  return null;
}

function renderWatched(
  status: number,
  provider: AuthProvider<User, Credentials>,
  navigate = vi.fn(),
) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <SessionProvider auth={provider} computeAccess={roleAccess} navigate={navigate}>
        <Probe />
        <Watched provider={provider} />
        <FailingPage status={status} />
      </SessionProvider>
    </QueryClientProvider>,
  );
  return navigate;
}

describe('the session on a failed request', () => {
  it('ends on a 401 by default: no user, and the sign-in page with the way back', async () => {
    at('/reports?year=2026');
    const navigate = renderWatched(401, auth());
    await waitFor(() => expect(navigate).toHaveBeenCalledOnce());
    expect(navigate).toHaveBeenCalledWith('/login?redirect=%2Freports%3Fyear%3D2026&expired=1');
    expect(screen.getByTestId('state').textContent).toBe('nobody');
  });

  it('asks who is signed in again after a 403: their roles may have changed', async () => {
    at('/reports');
    const provider = auth();
    const navigate = renderWatched(403, provider);
    await waitFor(() => expect(screen.getByTestId('admin').textContent).toBe('true'));
    // The back end took the admin role away: the 403 fetches the identity again.
    vi.mocked(provider.getIdentity).mockResolvedValue({ name: 'Admin', access: 'user' });
    await act(async () => screen.getByText('save').click());
    await waitFor(() => expect(screen.getByTestId('admin').textContent).toBe('false'));
    expect(screen.getByTestId('state').textContent).toBe('Admin');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('carries on after any other failure', async () => {
    at('/reports');
    const navigate = renderWatched(500, auth());
    await waitFor(() => expect(screen.getByTestId('report').textContent).toBe('error'));
    expect(screen.getByTestId('state').textContent).toBe('Admin');
    expect(navigate).not.toHaveBeenCalled();
  });

  it("follows the provider's onError, for mutations too", async () => {
    at('/reports');
    const onError = vi.fn((error: unknown) =>
      error instanceof HttpError && error.status === 403
        ? ('logout' as const)
        : ('ignore' as const),
    );
    const navigate = renderWatched(403, auth({ onError }));
    await waitFor(() => expect(navigate).toHaveBeenCalledOnce());
    expect(onError).toHaveBeenCalledWith(expect.any(HttpError));

    const keep = vi.fn(() => 'ignore' as const);
    at('/reports');
    const untouched = renderWatched(401, auth({ onError: keep }));
    await waitFor(() => expect(screen.getAllByTestId('report')[1]?.textContent).toBe('error'));
    act(() => screen.getAllByText('save')[1]?.click());
    await waitFor(() => expect(keep).toHaveBeenCalledTimes(2));
    expect(untouched).not.toHaveBeenCalled();
  });
});

/** A form that holds unsaved changes while `unsaved`, beside the session's state. */
function Unsaved({ unsaved }: { unsaved: boolean }) {
  useUnsavedChanges(unsaved);
  const { expired, expire } = useSession();
  return (
    <>
      <p data-testid="expired">{String(expired)}</p>
      <button type="button" onClick={expire}>
        give up
      </button>
    </>
  );
}

async function renderGated(options: { unsaved: boolean; canSignInAgain?: boolean }) {
  const gate = createSessionGate();
  const navigate = vi.fn();
  render(
    <UnsavedChangesProvider>
      <SessionProvider
        auth={auth()}
        computeAccess={roleAccess}
        navigate={navigate}
        gate={gate}
        canSignInAgain={options.canSignInAgain ?? true}
      >
        <Probe />
        <Unsaved unsaved={options.unsaved} />
      </SessionProvider>
    </UnsavedChangesProvider>,
  );
  await waitFor(() => expect(screen.getByTestId('state').textContent).toBe('Admin'));
  return { gate, navigate };
}

/** What the gate answered, or 'waiting'. */
function answerOf(gate: SessionGate) {
  const answer = { value: 'waiting' as boolean | 'waiting' };
  void gate.signInAgain().then((value) => {
    answer.value = value;
  });
  return answer;
}

describe('the session ending over unsaved changes', () => {
  it('keeps the page and asks to sign in again; signing in lets the refused requests go again', async () => {
    at('/articles');
    const { gate, navigate } = await renderGated({ unsaved: true });
    const first = answerOf(gate);
    const second = answerOf(gate);
    await waitFor(() => expect(screen.getByTestId('expired').textContent).toBe('true'));
    expect(screen.getByTestId('state').textContent).toBe('Admin');
    expect(first.value).toBe('waiting');

    act(() => screen.getByText('login').click());
    await waitFor(() => expect(first.value).toBe(true));
    expect(second.value).toBe(true);
    expect(screen.getByTestId('expired').textContent).toBe('false');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('with nothing unsaved, ends the session and says so on the sign-in page', async () => {
    at('/articles');
    const { gate, navigate } = await renderGated({ unsaved: false });
    await expect(gate.signInAgain()).resolves.toBe(false);
    expect(navigate).toHaveBeenCalledWith('/login?redirect=%2Farticles&expired=1');
    expect(screen.getByTestId('expired').textContent).toBe('false');
  });

  it('without a way to sign in over the page, ends the session', async () => {
    at('/articles');
    const { gate, navigate } = await renderGated({ unsaved: true, canSignInAgain: false });
    await expect(gate.signInAgain()).resolves.toBe(false);
    expect(navigate).toHaveBeenCalledOnce();
  });

  it('gives the refused requests up when the person leaves for the sign-in page', async () => {
    at('/articles');
    const { gate, navigate } = await renderGated({ unsaved: true });
    const answer = answerOf(gate);
    await waitFor(() => expect(screen.getByTestId('expired').textContent).toBe('true'));
    act(() => screen.getByText('give up').click());
    await waitFor(() => expect(answer.value).toBe(false));
    expect(navigate).toHaveBeenCalledWith('/login?redirect=%2Farticles&expired=1');
  });

  it('lets the waiting requests fail when the session goes away before anyone answers', async () => {
    at('/articles');
    const gate = createSessionGate();
    const view = render(
      <UnsavedChangesProvider>
        <SessionProvider auth={auth()} computeAccess={roleAccess} gate={gate} canSignInAgain>
          <Probe />
          <Unsaved unsaved />
        </SessionProvider>
      </UnsavedChangesProvider>,
    );
    await waitFor(() => expect(screen.getByTestId('state').textContent).toBe('Admin'));
    const answer = answerOf(gate);
    await waitFor(() => expect(screen.getByTestId('expired').textContent).toBe('true'));
    view.unmount();
    await waitFor(() => expect(answer.value).toBe(false));
  });

  it('gives the focus back to where the person was once they have signed in again', async () => {
    at('/articles');
    const { gate } = await renderGated({ unsaved: true });
    const save = screen.getByText('refresh');
    save.focus();
    void gate.signInAgain();
    await waitFor(() => expect(screen.getByTestId('expired').textContent).toBe('true'));
    // The dialog takes the focus meanwhile.
    screen.getByText('give up').focus();
    act(() => screen.getByText('login').click());
    await waitFor(() => expect(document.activeElement).toBe(save));
  });
});
