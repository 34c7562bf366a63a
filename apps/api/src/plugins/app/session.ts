import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { PermissionCode } from '../../contract/permissions.js';
import type { CurrentUser } from '../../contract/schemas.js';
import type { Db } from '../../db/database.js';
import { ApiError } from '../../errors.js';
import { holds } from '../../services/roles.js';
import { type ActiveSession, findSession } from '../../services/sessions.js';
import {
  type CsrfOwner,
  csrfIsValid,
  refreshXsrfCookies,
  sessionCookieName,
  visitorOf,
} from './xsrf-cookies.js';

/** Who may call a route; routes that say nothing need a signed-in user. */
export type RouteAccess = 'public' | 'user';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
    /**
     * The permission a signed-in caller needs, or several of which any one will do (an
     * article's `.own` or `.any`; the service then tells which applies).
     */
    permission?: PermissionCode | readonly PermissionCode[];
  }
  interface FastifyRequest {
    session: ActiveSession | null;
    /**
     * Whose CSRF token the answer leaves in the browser: the session's, or the visitor's
     * pre-session's. Sign-in and sign-out change it. Null until the session is looked up.
     */
    csrfOwner: CsrfOwner | null;
  }
}

const unsafeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function allows(user: CurrentUser, required: PermissionCode | readonly PermissionCode[]): boolean {
  return typeof required === 'string'
    ? holds(user, required)
    : required.some((permission) => holds(user, permission));
}

/** The signed-in user; only for routes that need one. */
export function currentUser(request: FastifyRequest): CurrentUser {
  if (!request.session) throw new ApiError(401, 'unauthorized');
  return request.session.user;
}

/**
 * Finds the caller's session, checks the CSRF token on unsafe methods, enforces each route's
 * declared access and permission (read with the session, so a change to a role holds from its
 * holders' next request on), and keeps the pre-session and XSRF-TOKEN cookies current.
 */
export const sessionPlugin = fp(
  async (app: FastifyInstance, options: { db: Db; csrfSecret: string }) => {
    const { db, csrfSecret } = options;
    app.decorateRequest('session', null);
    app.decorateRequest('csrfOwner', null);

    app.addHook('onRequest', async (request) => {
      const token = request.cookies[sessionCookieName(request)];
      request.session = token ? await findSession(db, token) : null;
      const owner: CsrfOwner = request.session ? { session: request.session } : visitorOf(request);
      request.csrfOwner = owner;
      const access = request.is404 ? 'public' : (request.routeOptions.config.access ?? 'user');
      // Nothing can change for a caller who is not signed in where that is needed: say so
      // first, so a page whose session has just ended learns that, not of a stale token.
      if (access !== 'public' && !request.session) throw new ApiError(401, 'unauthorized');
      if (unsafeMethods.has(request.method) && !csrfIsValid(request, owner, csrfSecret)) {
        throw new ApiError(403, 'csrf');
      }
      const permission = request.is404 ? undefined : request.routeOptions.config.permission;
      if (permission && request.session && !allows(request.session.user, permission)) {
        throw new ApiError(403, 'forbidden');
      }
    });

    app.addHook('onSend', async (request, reply) => {
      // A lookup that failed (the database down) leaves the browser's cookies as they are.
      if (request.csrfOwner) refreshXsrfCookies(request, reply, request.csrfOwner, csrfSecret);
    });
  },
  { name: 'session', dependencies: ['@fastify/cookie'] },
);
