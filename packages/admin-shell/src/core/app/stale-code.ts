import { useSyncExternalStore } from 'react';

/**
 * How each browser words a code-split chunk or its stylesheet that failed to load: after a
 * deployment the old files are gone, and the page's code still names them.
 */
const staleCodeMessages = [
  /Failed to fetch dynamically imported module/i, // Chromium
  /error loading dynamically imported module/i, // Firefox
  /Importing a module script failed/i, // Safari
  /Unable to preload CSS/i, // Vite's preload helper, for a stylesheet
  /Loading (CSS )?chunk [\w-]+ failed/i, // webpack and Rspack
];

/** Whether an error is a page's code (or stylesheet) that could not be loaded. */
export function isStaleCodeError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return staleCodeMessages.some((pattern) => pattern.test(message));
}

// Stale-code errors the recovery found the page's own version still deployed for: the file
// did not load for another reason (the network), so a retry may work and a reload would not help.
const networkFailures = new WeakSet<object>();
const listeners = new Set<() => void>();

/** Records that `error`, a stale-code error, was a network failure: no new version is live. */
export function markNetworkFailure(error: object): void {
  networkFailures.add(error);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether `error` was found to be a network failure (see {@link markNetworkFailure}). */
export function useNetworkFailure(error: unknown): boolean {
  // Object() leaves an object as it is and wraps anything else in a new one, never recorded.
  const known = () => networkFailures.has(Object(error));
  return useSyncExternalStore(subscribe, known, known);
}
