import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { CurrentUser } from '../../contract/schemas.js';
import type { Db } from '../../db/database.js';
import { ApiError } from '../../errors.js';
import { isIssuedCsrfToken, issueCsrfToken, safeEqual } from '../../security/tokens.js';
import { type ActiveSession, findSession } from '../../services/sessions.js';

/** Who may call a route; routes that say nothing need a signed-in user. */
export type RouteAccess = 'public' | 'user' | 'admin';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyRequest {
    session: ActiveSession | null;
    /** A CSRF token chosen by the handler (sign-in, sign-out) for the XSRF-TOKEN cookie. */
    nextCsrfToken: string | null;
  }
}

export const xsrfCookie = 'XSRF-TOKEN';
export const xsrfHeader = 'x-xsrf-token';
const unsafeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Browsers accept `__Host-` cookies only over HTTPS, where the prefix pins them to this host. */
export function sessionCookieName(request: FastifyRequest): string {
  return request.protocol === 'https' ? '__Host-sid' : 'sid';
}

/** The signed-in user; only for routes whose access is `user` or `admin`. */
export function currentUser(request: FastifyRequest): CurrentUser {
  if (!request.session) throw new ApiError(401, 'unauthorized');
  return request.session.user;
}

function csrfIsValid(request: FastifyRequest, secret: string): boolean {
  const header = request.headers[xsrfHeader];
  if (typeof header !== 'string' || header === '') return false;
  if (request.session) return safeEqual(header, request.session.csrfToken);
  const cookie = request.cookies[xsrfCookie];
  return !!cookie && safeEqual(header, cookie) && isIssuedCsrfToken(secret, cookie);
}

/** Sets XSRF-TOKEN whenever the browser's copy is not the one its state calls for. */
export function refreshXsrfCookie(request: FastifyRequest, reply: FastifyReply, secret: string) {
  const cookie = request.cookies[xsrfCookie];
  const wanted =
    request.nextCsrfToken ??
    request.session?.csrfToken ??
    (cookie && isIssuedCsrfToken(secret, cookie) ? cookie : issueCsrfToken(secret));
  if (cookie === wanted) return;
  reply.setCookie(xsrfCookie, wanted, {
    path: '/',
    sameSite: 'lax',
    secure: request.protocol === 'https',
    httpOnly: false,
  });
}

/**
 * Finds the caller's session, checks the CSRF token on unsafe methods, enforces each route's
 * declared access, and keeps the XSRF-TOKEN cookie current.
 */
export const sessionPlugin = fp(
  async (app: FastifyInstance, options: { db: Db; csrfSecret: string }) => {
    const { db, csrfSecret } = options;
    app.decorateRequest('session', null);
    app.decorateRequest('nextCsrfToken', null);

    app.addHook('onRequest', async (request) => {
      const token = request.cookies[sessionCookieName(request)];
      request.session = token ? await findSession(db, token) : null;
      if (unsafeMethods.has(request.method) && !csrfIsValid(request, csrfSecret)) {
        throw new ApiError(403, 'csrf');
      }
      if (request.is404) return;
      const access = request.routeOptions.config.access ?? 'user';
      if (access === 'public') return;
      if (!request.session) throw new ApiError(401, 'unauthorized');
      if (access === 'admin' && request.session.user.access !== 'admin') {
        throw new ApiError(403, 'forbidden');
      }
    });

    app.addHook('onSend', async (request, reply) => {
      refreshXsrfCookie(request, reply, csrfSecret);
    });
  },
  { name: 'session', dependencies: ['@fastify/cookie'] },
);
