/**
 * What the start-up session probe asks, shared by the app and the build: index.html starts the
 * same request early (vite-plugins/session-preload.ts) and the probe then uses its answer.
 */

/** Where the console asks who is signed in. */
export const currentUserUrl = '/api/currentUser';

/** The sign-in page: where a 401 and signing out lead. */
export const loginPath = '/user/login';

/** Pages that never ask: a preload there would go unused, and a later probe would reuse it. */
export const publicPaths = [loginPath, '/user/register'];

/**
 * Whether the browser may hold a session, as far as a page can tell without asking: the
 * session cookie is HttpOnly, but the API's readable XSRF-TOKEN is `nonce.signature` for a
 * visitor and a single token, without a dot, for a session. The public pages ask who is
 * signed in only then, so a visitor's sign-in page still makes no request.
 */
export function mayHoldSession(cookies: string): boolean {
  for (const pair of cookies.split(';')) {
    const [name, value] = pair.trim().split('=');
    if (name === 'XSRF-TOKEN') return value !== undefined && value !== '' && !value.includes('.');
  }
  return false;
}
