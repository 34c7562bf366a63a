/**
 * The sign-in-again dialog's code. Fetched by ConsoleLayout after a signed-in page has loaded,
 * not when a session ends: a tab open long enough for its session to end has often outlived a
 * deployment, which takes the old files away.
 */
export const loadSignInAgain = () => import('./SignInAgain');
