const fallback = '/';

/**
 * Where to go after signing in: the `redirect` query when it is a path on this site, else the
 * home page. Anything else would let a crafted link send a person to another site right after
 * they typed their password (an open redirect): so no scheme, no `//host` and no `/\host`
 * (browsers read a backslash as a slash), no control characters (parsers drop them), and never
 * back to the sign-in page itself.
 */
export function safeRedirect(raw: string | undefined): string {
  if (!raw?.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return fallback;
  for (const character of raw) {
    const code = character.charCodeAt(0);
    if (code < 0x20 || code === 0x7f) return fallback;
  }
  const base = 'http://console.invalid';
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    return fallback;
  }
  if (url.origin !== base || url.pathname.startsWith('/user/')) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
