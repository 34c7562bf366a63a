/** The part of `sessionStorage` the recovery writes its marks to. */
export interface MarkStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/**
 * Keeps TanStack Router from reloading the page by itself for this error. Its lazy route
 * components (`lazyRouteComponent`, what `autoCodeSplitting` generates) reload at once when their
 * chunk fails, once per error message, marked in sessionStorage under this key; they do it while
 * rendering, before an error component or `onCatch` ever sees the error, so without the mark no
 * version is checked, no draft is kept and nothing is said. With it, the error reaches the
 * route's error screen and the recovery decides.
 */
export function holdBackRouterReload(storage: MarkStorage | undefined, error: unknown): void {
  if (!(error instanceof Error)) return;
  try {
    storage?.setItem(`tanstack_router_reload:${error.message}`, '1');
  } catch {
    // Without storage the router cannot mark its own reload either; it then reloads every time.
  }
}
