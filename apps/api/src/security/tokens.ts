import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** 256 bits from the CSPRNG, URL-safe. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
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

function sign(secret: string, nonce: string): string {
  return createHmac('sha256', secret).update(nonce).digest('base64url');
}

/**
 * A CSRF token that proves it was issued by this API (the signed double-submit pattern), so an
 * anonymous visitor can be protected without storing anything per visitor.
 */
export function issueCsrfToken(secret: string): string {
  const nonce = randomToken();
  return `${nonce}.${sign(secret, nonce)}`;
}

export function isIssuedCsrfToken(secret: string, token: string): boolean {
  const [nonce, signature, extra] = token.split('.');
  if (!nonce || !signature || extra !== undefined) return false;
  return safeEqual(signature, sign(secret, nonce));
}
