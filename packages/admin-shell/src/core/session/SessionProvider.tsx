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
import { AccessProvider } from '../access/AccessProvider.js';
import type { AccessFlags } from '../access/flags.js';
import type { Register } from '../register.js';

/** The app's user type once registered (`Register['user']`), else unknown. */
export type SessionUser = Register extends { user: infer User } ? User : unknown;

/** What the shell needs from an app's back end to know who is signed in. */
export interface AuthProvider<User> {
  /** Resolves with the signed-in user; rejects when nobody is (or the call fails). */
  fetchUser(): Promise<User>;
  /** Ends the session on the server. */
  signOut(): Promise<unknown>;
}

export interface SessionValue<User> {
  /** The signed-in user, once fetched; undefined before, on public pages, and after a failure. */
  user: User | undefined;
  /** True until the user is fetched (or skipped) and access is computed. */
  loading: boolean;
  /** Fetches the user again: after sign-in, or after their profile changed. */
  refresh(): Promise<User | undefined>;
  /** Signs out, then goes to the sign-in page with a way back (unless already there). */
  logout(): Promise<void>;
}

const SessionContext = createContext<SessionValue<unknown> | null>(null);

export interface SessionProviderProps<User> {
  auth: AuthProvider<User>;
  /** Computes the access flags from the user (undefined when nobody is signed in). */
  computeAccess: (user: User | undefined) => AccessFlags;
  children: ReactNode;
  /** The sign-in page. Default `/login`. */
  loginPath?: string;
  /** Pages that never fetch the user. Default: the sign-in page. */
  publicPaths?: string[];
  /** Moves the browser. Default `window.location.assign`. */
  navigate?: (url: string) => void;
}

function currentPath(): { pathname: string; search: string } {
  return typeof window === 'undefined'
    ? { pathname: '/', search: '' }
    : { pathname: window.location.pathname, search: window.location.search };
}

/**
 * Knows who is signed in: fetches the user at start (except on the sign-in and register
 * pages), keeps `loading` true until then, provides the access flags, and signs out. A failed
 * fetch is logged as 'failed to get user info' and the app carries on without a user.
 */
export function SessionProvider<User>({
  auth,
  computeAccess,
  children,
  loginPath = '/login',
  publicPaths = [loginPath],
  navigate,
}: SessionProviderProps<User>) {
  const [user, setUser] = useState<User | undefined>(undefined);
  const [loading, setLoading] = useState(true);

  const refresh = useCallback(async () => {
    try {
      const fetched = await auth.fetchUser();
      setUser(fetched);
      return fetched;
    } catch (error) {
      console.error('failed to get user info', error);
      setUser(undefined);
      return undefined;
    }
  }, [auth]);

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
      await auth.signOut();
    } finally {
      setUser(undefined);
      const { pathname, search } = currentPath();
      if (pathname !== loginPath) {
        const target = `${loginPath}?redirect=${encodeURIComponent(`${pathname}${search}`)}`;
        (navigate ?? ((url: string) => window.location.assign(url)))(target);
      }
    }
  }, [auth, loginPath, navigate]);

  const flags = useMemo(() => computeAccess(user), [computeAccess, user]);
  const value = useMemo<SessionValue<User>>(
    () => ({ user, loading, refresh, logout }),
    [user, loading, refresh, logout],
  );

  return (
    <SessionContext.Provider value={value as SessionValue<unknown>}>
      <AccessProvider flags={flags}>{children}</AccessProvider>
    </SessionContext.Provider>
  );
}

/**
 * The session: user, loading, refresh and logout, with the user typed as registered in
 * `Register['user']`. Throws outside a {@link SessionProvider}.
 */
export function useSession(): SessionValue<SessionUser> {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside <SessionProvider>');
  return value as SessionValue<SessionUser>;
}
