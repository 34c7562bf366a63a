import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { flushSync } from 'react-dom';
import { AccessProvider } from '../access/AccessProvider.js';
import type { AuthProvider, AccessProvider as ComputeAccess, LoginResult } from '../contracts.js';
import type { Register } from '../register.js';
import { useUnsavedChangesRecord } from '../unsaved/unsaved-changes.js';
import type { SessionGate } from './session-gate.js';

/** The app's user type once registered (`Register['user']`), else unknown. */
export type SessionUser = Register extends { user: infer User } ? User : unknown;
/** What the app's sign-in form sends, once registered (`Register['credentials']`). */
export type SessionCredentials = Register extends { credentials: infer Credentials }
  ? Credentials
  : unknown;

export interface SessionValue<User, Credentials = unknown> {
  /** The signed-in user, once fetched; undefined before, on public pages, and after a failure. */
  user: User | undefined;
  /** True until the user is fetched (or skipped) and access is computed. */
  loading: boolean;
  /**
   * Signs in, then fetches who is signed in. A refusal resolves with its reason; accepted
   * credentials with nobody signed in after them resolve as the refusal `noIdentity`.
   */
  login(credentials: Credentials): Promise<LoginResult>;
  /** Fetches the user again: after their profile changed. */
  refresh(): Promise<User | undefined>;
  /**
   * Fetches the signed-in user again in the background, as after a 403 or when the window
   * regains focus: their roles may have changed. Renders only when something did; a failure to
   * ask keeps the user as they were, and nobody signed in any more ends the session. Calls
   * made while one is under way share it.
   */
  revalidate(): Promise<void>;
  /** Signs out, then goes to the sign-in page with a way back (unless already there). */
  logout(): Promise<void>;
  /**
   * Forgets the user the back end no longer knows (a 401) and goes to the sign-in page with a
   * way back, which then says the session ended (`expired=1`). Does nothing when nobody was
   * signed in.
   */
  expire(): void;
  /**
   * True while the session has ended over unsaved changes and the person is asked to sign in
   * again over the page; a successful `login` then completes the refused requests, and
   * `expire` gives up on them.
   */
  expired: boolean;
}

const SessionContext = createContext<SessionValue<unknown, never> | null>(null);

export interface SessionProviderProps<User, Credentials> {
  auth: AuthProvider<User, Credentials>;
  /** Computes the access flags from the user (undefined when nobody is signed in). */
  computeAccess: ComputeAccess<User>;
  children: ReactNode;
  /** The sign-in page. Default `/login`. */
  loginPath?: string;
  /** Pages that never fetch the user. Default: the sign-in page. */
  publicPaths?: string[];
  /** Moves the browser. Default `window.location.assign`. */
  navigate?: (url: string) => void;
  /** Where requests refused with 401 ask whether to wait for the person to sign in again. */
  gate?: SessionGate;
  /**
   * Whether the app shows a way to sign in again over the page. Without one, a 401 always
   * leads to the sign-in page.
   */
  canSignInAgain?: boolean;
  /**
   * Fetch the user again (`revalidate`) when the window regains focus or the page becomes
   * visible, at most every {@link revalidateAtMostEveryMs}. Default true.
   */
  revalidateOnFocus?: boolean;
}

/** Focus comes and goes in bursts (alt-tab, a devtools click): one question per burst. */
export const revalidateAtMostEveryMs = 2_000;

/** The sign-in page when the app names none. */
export const defaultLoginPath = '/login';

/** Where the browser is; the root outside one. */
export function currentPath(): { pathname: string; search: string } {
  return typeof window === 'undefined'
    ? { pathname: '/', search: '' }
    : { pathname: window.location.pathname, search: window.location.search };
}

/**
 * Knows who is signed in: fetches the user at start (except on the sign-in and register
 * pages), keeps `loading` true until then, provides the access flags, signs in and out. A
 * failed fetch is logged as 'failed to get user info' and the app carries on without a user.
 */
export function SessionProvider<User, Credentials>({
  auth,
  computeAccess,
  children,
  loginPath = defaultLoginPath,
  publicPaths = [loginPath],
  navigate,
  gate,
  canSignInAgain = false,
  revalidateOnFocus = true,
}: SessionProviderProps<User, Credentials>) {
  const [user, setUserState] = useState<User | undefined>(undefined);
  const [loading, setLoading] = useState(true);
  const [expired, setExpired] = useState(false);
  // Answers the requests waiting at the gate: true once the person signed in again.
  const resume = useRef<((signedIn: boolean) => void) | undefined>(undefined);
  // Where the person was (the save they clicked) when the sign-in dialog took the focus.
  const focusBefore = useRef<Element | null>(null);
  const answerWaiting = useCallback((signedIn: boolean) => {
    resume.current?.(signedIn);
    resume.current = undefined;
    setExpired(false);
    const before = focusBefore.current;
    focusBefore.current = null;
    // Once the dialog has gone: a retried save that fails again leaves them where they were.
    if (signedIn && before instanceof HTMLElement) setTimeout(() => before.focus());
  }, []);
  const unsaved = useUnsavedChangesRecord();
  // Read by expire(), which a failed request calls outside any render.
  const signedIn = useRef(false);
  const setUser = useCallback((next: User | undefined) => {
    signedIn.current = next !== undefined;
    setUserState(next);
  }, []);

  const refresh = useCallback(async () => {
    try {
      const fetched = (await auth.getIdentity()) ?? undefined;
      // Rendered before this resolves, so whoever awaits it (a sign-in form about to navigate)
      // finds the new user and flags everywhere, the router's context included.
      flushSync(() => setUser(fetched));
      return fetched;
    } catch (error) {
      console.error('failed to get user info', error);
      setUser(undefined);
      return undefined;
    }
  }, [auth, setUser]);

  const login = useCallback(
    async (credentials: Credentials): Promise<LoginResult> => {
      const result = await auth.login(credentials);
      if (!result.ok) return result;
      if ((await refresh()) === undefined) return { ok: false, reason: 'noIdentity' };
      answerWaiting(true);
      return result;
    },
    [auth, refresh, answerWaiting],
  );

  const toLogin = useCallback(
    (ended: boolean) => {
      const { pathname, search } = currentPath();
      if (pathname === loginPath) return;
      const back = encodeURIComponent(`${pathname}${search}`);
      const target = `${loginPath}?redirect=${back}${ended ? '&expired=1' : ''}`;
      (navigate ?? ((url: string) => window.location.assign(url)))(target);
    },
    [loginPath, navigate],
  );

  // Fetch once at start (twice would happen under StrictMode); later changes come through
  // refresh() and logout().
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const onPublicPage = publicPaths.includes(currentPath().pathname);
    (onPublicPage ? Promise.resolve() : refresh()).finally(() => setLoading(false));
  }, [publicPaths, refresh]);

  const logout = useCallback(async () => {
    try {
      await auth.logout();
    } finally {
      answerWaiting(false);
      // Drawn (and the person's choices forgotten) before the browser leaves: the sign-in page
      // may replace this one before React would otherwise render.
      flushSync(() => setUser(undefined));
      toLogin(false);
    }
  }, [auth, setUser, toLogin, answerWaiting]);

  // The sign-in page a 401 leads to would answer 401 again; a second one changes nothing.
  const expire = useCallback(() => {
    answerWaiting(false);
    if (!signedIn.current) return;
    setUser(undefined);
    toLogin(true);
  }, [setUser, toLogin, answerWaiting]);
  const revalidating = useRef<Promise<void> | undefined>(undefined);
  const revalidate = useCallback((): Promise<void> => {
    if (!signedIn.current) return Promise.resolve();
    revalidating.current ??= (async () => {
      try {
        const fetched = await auth.getIdentity();
        // Signed out while asking: an answer sent before then must not sign them back in.
        if (!signedIn.current) return;
        if (!fetched) {
          expire();
          return;
        }
        // Most answers are the very user already shown: nothing to redraw.
        setUserState((current) =>
          JSON.stringify(current) === JSON.stringify(fetched) ? current : fetched,
        );
      } catch {
        // Could not ask (offline, a restart): what the person may do is as it was.
      } finally {
        revalidating.current = undefined;
      }
    })();
    return revalidating.current;
  }, [auth, expire]);

  useEffect(() => {
    if (!revalidateOnFocus) return;
    let askedAt = 0;
    const onFocus = () => {
      if (document.visibilityState === 'hidden') return;
      const now = Date.now();
      if (now - askedAt < revalidateAtMostEveryMs) return;
      askedAt = now;
      void revalidate();
    };
    window.addEventListener('focus', onFocus);
    document.addEventListener('visibilitychange', onFocus);
    return () => {
      window.removeEventListener('focus', onFocus);
      document.removeEventListener('visibilitychange', onFocus);
    };
  }, [revalidateOnFocus, revalidate]);

  // A 401 over unsaved changes keeps the page and asks the person to sign in again; with
  // nothing to lose, the session ends and the sign-in page says so.
  useEffect(() => {
    const detach = gate?.attach(() => {
      if (!signedIn.current) return Promise.resolve(false);
      if (!canSignInAgain || !unsaved?.any()) {
        expire();
        return Promise.resolve(false);
      }
      return new Promise<boolean>((resolve) => {
        resume.current = resolve;
        focusBefore.current = document.activeElement;
        setExpired(true);
      });
    });
    return () => {
      detach?.();
      // Nobody is left to answer the waiting requests: their 401 stands.
      resume.current?.(false);
      resume.current = undefined;
    };
  }, [gate, canSignInAgain, unsaved, expire]);

  const flags = useMemo(() => computeAccess(user), [computeAccess, user]);
  const value = useMemo<SessionValue<User, Credentials>>(
    () => ({ user, loading, login, refresh, revalidate, logout, expire, expired }),
    [user, loading, login, refresh, revalidate, logout, expire, expired],
  );

  return (
    <SessionContext.Provider value={value as SessionValue<unknown, never>}>
      <AccessProvider flags={flags}>{children}</AccessProvider>
    </SessionContext.Provider>
  );
}

/**
 * The session: user, loading, login, refresh, logout and expire, with the user and the
 * credentials typed as registered in `Register`. Throws outside `AdminApp`.
 */
export function useSession(): SessionValue<SessionUser, SessionCredentials> {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside <AdminApp>');
  return value as unknown as SessionValue<SessionUser, SessionCredentials>;
}
