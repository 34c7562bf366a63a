import { fastifyCookie } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  isCsrfTokenFor,
  issueCsrfToken,
  isTokenShaped,
  randomToken,
  safeEqual,
} from '../../security/tokens.js';

/**
 * The CSRF token's cookie, which the page reads. Its shape also tells the page, which cannot
 * see the HttpOnly session cookie, whether the browser holds a session: a visitor's token is
 * `nonce.signature`, a session's has no dot. The sign-in page asks who is signed in only then.
 */
export const xsrfCookie = 'XSRF-TOKEN';
export const xsrfHeader = 'x-xsrf-token';

/** Browsers accept `__Host-` cookies only over HTTPS, where the prefix pins them to this host. */
function hostCookieName(request: FastifyRequest, name: string): string {
  return request.protocol === 'https' ? `__Host-${name}` : name;
}

export const sessionCookieName = (request: FastifyRequest) => hostCookieName(request, 'sid');
export const preSessionCookieName = (request: FastifyRequest) => hostCookieName(request, 'psid');

/**
 * Whose CSRF token the browser should hold: a signed-in session's (stored with it), or a
 * visitor's, bound to their pre-session cookie.
 */
export type CsrfOwner = { session: { csrfToken: string } } | { preSession: string };

/** The visitor's pre-session from their cookie when it is well formed, else a new one. */
export function visitorOf(request: FastifyRequest): CsrfOwner {
  const cookie = request.cookies[preSessionCookieName(request)];
  return { preSession: isTokenShaped(cookie) ? cookie : randomToken() };
}

/** Whether the X-XSRF-TOKEN header proves the request came from a page of this site. */
export function csrfIsValid(request: FastifyRequest, owner: CsrfOwner, secret: string): boolean {
  const header = request.headers[xsrfHeader];
  if (typeof header !== 'string' || header === '') return false;
  if ('session' in owner) return safeEqual(header, owner.session.csrfToken);
  return request.cookies[xsrfCookie] === header && isCsrfTokenFor(secret, owner.preSession, header);
}

/**
 * Writes the pre-session and XSRF-TOKEN cookies wherever the browser's copies differ from what
 * `owner` calls for. Written as headers, so it works on answers the cookie plugin never sees
 * (the router's own errors).
 */
export function refreshXsrfCookies(
  request: FastifyRequest,
  reply: FastifyReply,
  owner: CsrfOwner,
  secret: string,
): void {
  const secure = request.protocol === 'https';
  const common = { path: '/', sameSite: 'lax', secure } as const;
  const lines: string[] = [];
  const preSessionName = preSessionCookieName(request);
  const preSession = request.cookies[preSessionName];
  const token = request.cookies[xsrfCookie];
  let wanted: string;
  if ('session' in owner) {
    if (preSession !== undefined) {
      lines.push(
        fastifyCookie.serialize(preSessionName, '', {
          ...common,
          httpOnly: true,
          expires: new Date(0),
        }),
      );
    }
    wanted = owner.session.csrfToken;
  } else {
    if (preSession !== owner.preSession) {
      lines.push(
        fastifyCookie.serialize(preSessionName, owner.preSession, { ...common, httpOnly: true }),
      );
    }
    wanted =
      token && isCsrfTokenFor(secret, owner.preSession, token)
        ? token
        : issueCsrfToken(secret, owner.preSession);
  }
  if (token !== wanted)
    lines.push(fastifyCookie.serialize(xsrfCookie, wanted, { ...common, httpOnly: false }));
  if (lines.length > 0) reply.header('set-cookie', lines);
}

/**
 * For answers outside the API's session lookup (the console's pages, the router's errors): a
 * visitor gets a pre-session and a token for it; a browser with a session cookie is left as it
 * is, since its token belongs to the session and the next API answer keeps it right.
 */
export function refreshVisitorCookies(
  request: FastifyRequest,
  reply: FastifyReply,
  secret: string,
): void {
  if (request.cookies[sessionCookieName(request)]) return;
  refreshXsrfCookies(request, reply, visitorOf(request), secret);
}
