/** The query both pages outside the layout take. */
export interface AuthSearch {
  /** Where to go after signing in (checked by safeRedirect before use). */
  redirect?: string;
  /** Prefills the sign-in form, after registering. */
  username?: string;
  /** The session ended (a 401): the sign-in page says so. */
  expired?: true;
}

function text(value: unknown): string | undefined {
  // The router parses `?username=123` as a number.
  if (typeof value === 'number') return String(value);
  return typeof value === 'string' && value !== '' ? value : undefined;
}

export function validateAuthSearch(search: Record<string, unknown>): AuthSearch {
  const redirect = text(search.redirect);
  const username = text(search.username);
  return {
    ...(redirect === undefined ? {} : { redirect }),
    ...(username === undefined ? {} : { username }),
    // The router reads `?expired=1` as the number 1.
    ...(String(search.expired) === '1' ? { expired: true as const } : {}),
  };
}
