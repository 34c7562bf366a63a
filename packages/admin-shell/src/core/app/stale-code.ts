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
