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
