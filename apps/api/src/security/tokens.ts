import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** 256 bits from the CSPRNG, URL-safe (43 characters). */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Whether `value` has the shape `randomToken` makes, so it can be trusted as an id's spelling. */
export function isTokenShaped(value: string | undefined): value is string {
  return value !== undefined && /^[A-Za-z0-9_-]{43}$/.test(value);
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** Compares two secrets in time that does not depend on where they differ. */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

function sign(secret: string, preSession: string, nonce: string): string {
  return createHmac('sha256', secret).update(`${preSession}.${nonce}`).digest('base64url');
}

/**
 * A CSRF token for a visitor who is not signed in, bound to their pre-session (an HttpOnly
 * cookie the page cannot read or set): a token planted in another browser's cookies, with the
 * same value in its header, is worthless there. Nothing is stored per visitor.
 */
export function issueCsrfToken(secret: string, preSession: string): string {
  const nonce = randomToken();
  return `${nonce}.${sign(secret, preSession, nonce)}`;
}

/** Whether `token` was issued by this API (any instance) for this pre-session. */
export function isCsrfTokenFor(secret: string, preSession: string, token: string): boolean {
  const [nonce, signature, extra] = token.split('.');
  if (!nonce || !signature || extra !== undefined) return false;
  return safeEqual(signature, sign(secret, preSession, nonce));
}
