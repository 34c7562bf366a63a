/** Reads one cookie from a `document.cookie` string. */
export function readCookie(cookies: string, name: string): string | undefined {
  for (const part of cookies.split(';')) {
    const separator = part.indexOf('=');
    if (separator > 0 && part.slice(0, separator).trim() === name) {
      return decodeURIComponent(part.slice(separator + 1).trim());
    }
  }
  return undefined;
}

/**
 * Whether `url` goes to the API's own origin. The XSRF token must never travel to a third-party
 * origin, which could then forge requests against our API.
 */
export function isOwnOrigin(url: string, apiOrigin: string, pageOrigin: string): boolean {
  try {
    return new URL(url, pageOrigin).origin === apiOrigin;
  } catch {
    return false;
  }
}
