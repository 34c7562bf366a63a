import { isDeepStrictEqual } from 'node:util';
import fastifySwagger from '@fastify/swagger';
import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { componentKey } from '../../contract/component.js';
import { type FailureStatus, failureResponse } from '../../routes/api/responses.js';

const cookie = (name: string, description: string) =>
  ({ type: 'apiKey', in: 'cookie', name, description }) as const;

/** The credentials as they really travel; the `__Host-` names are those used over HTTPS. */
const securitySchemes = {
  session: cookie('sid', 'The session, set at sign-in (HttpOnly), over plain HTTP'),
  hostSession: cookie('__Host-sid', 'The session, set at sign-in (HttpOnly), over HTTPS'),
  preSession: cookie(
    'psid',
    "A visitor's pre-session, set on the first answer (HttpOnly), over plain HTTP",
  ),
  hostPreSession: cookie(
    '__Host-psid',
    "A visitor's pre-session, set on the first answer (HttpOnly), over HTTPS",
  ),
  xsrfCookie: cookie('XSRF-TOKEN', 'The CSRF token, readable by the page, set on every answer'),
  xsrfHeader: {
    type: 'apiKey',
    in: 'header',
    name: 'X-XSRF-TOKEN',
    description: 'The XSRF-TOKEN cookie echoed: every unsafe method needs it',
  },
} as const;

type Requirement = Partial<Record<keyof typeof securitySchemes, []>>;
const signedIn: Requirement[] = [{ session: [] }, { hostSession: [] }];
const signedInWithToken: Requirement[] = signedIn.map((set) => ({ ...set, xsrfHeader: [] }));
const visitorWithToken: Requirement[] = [
  { preSession: [], xsrfCookie: [], xsrfHeader: [] },
  { hostPreSession: [], xsrfCookie: [], xsrfHeader: [] },
];

const unsafeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Completes a route's OpenAPI description from what the route is: who may call it (and with which
 * permission, as `x-permissions`), whether it
 * changes anything, and what it reads. So every route lists the failures it can really meet
 * (bad input, not signed in, a CSRF refusal, the body limits, a path parameter too long, a
 * server fault) and the credentials it really needs, without each route repeating them.
 */
function describeRoute(route: RouteOptions): void {
  const schema = route.schema;
  if (!schema || schema.hide) return;
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  const unsafe = methods.some((method) => unsafeMethods.has(method));
  const access = route.config?.access ?? 'user';
  const hasParams = route.url.includes(':');
  const failures: FailureStatus[] = [500];
  if (unsafe || hasParams || schema.querystring || schema.body) failures.push(400);
  if (access !== 'public') failures.push(401);
  if (unsafe || route.config?.permission) failures.push(403);
  if (unsafe) failures.push(413, 415);
  if (hasParams) failures.push(414);
  const declared = (schema.response ?? {}) as Record<string, unknown>;
  const response: Record<string, unknown> = { ...declared };
  for (const status of failures) response[status] ??= failureResponse(status);
  const security =
    access === 'public'
      ? unsafe
        ? [...visitorWithToken, ...signedInWithToken]
        : []
      : unsafe
        ? signedInWithToken
        : signedIn;
  const permission = route.config?.permission;
  // Which codes of the registry let a caller through (any one of them), for clients and tests.
  const permissions = permission ? { 'x-permissions': [permission].flat() } : {};
  route.schema = { ...schema, response, security, ...permissions };
}

/**
 * Moves every schema marked with a component name into `components.schemas` and refers to it
 * there, so a generated client gets one named type per record, enum and envelope.
 */
export function hoistComponents<T extends { paths?: unknown; components?: object }>(
  document: T,
): T {
  const schemas: Record<string, unknown> = {};
  const visit = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(visit);
    if (node === null || typeof node !== 'object') return node;
    const entries = Object.entries(node).filter(([key]) => key !== componentKey);
    const copy = Object.fromEntries(entries.map(([key, value]) => [key, visit(value)]));
    const name: unknown = (node as Record<string, unknown>)[componentKey];
    if (typeof name !== 'string') return copy;
    if (name in schemas && !isDeepStrictEqual(schemas[name], copy)) {
      throw new Error(`Two different schemas are named ${name} in the OpenAPI document`);
    }
    schemas[name] = copy;
    return { $ref: `#/components/schemas/${name}` };
  };
  const paths = visit(document.paths);
  const sorted = Object.fromEntries(Object.entries(schemas).sort(([a], [b]) => a.localeCompare(b)));
  return { ...document, paths, components: { ...document.components, schemas: sorted } };
}

/** Collects every API route's schema into the OpenAPI document served at /api/openapi.json. */
export const openApi = fp(
  async (app: FastifyInstance) => {
    await app.register(fastifySwagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Admin console API',
          version: '1.0.0',
          license: { name: 'MIT', identifier: 'MIT' },
          description:
            'Every answer is an envelope `{ code, data, message }`: `code` 0 is success; a ' +
            'refusal carries its HTTP status as `code`, except the sign-in refusals a form shows ' +
            'inline (HTTP 200, codes 1001–1004). Every unsafe method must echo the XSRF-TOKEN ' +
            'cookie in the X-XSRF-TOKEN header; a visitor who is not signed in gets the cookie, ' +
            'bound to a pre-session cookie, on any answer (GET /api/health/live, say).',
        },
        servers: [{ url: 'http://127.0.0.1:3000', description: '`pnpm start` on this machine' }],
        tags: [
          { name: 'auth', description: 'Sign-in, sign-out, the current user and registration' },
          {
            name: 'users',
            description: 'User accounts (`users.*`; their roles need `roles.manage`)',
          },
          {
            name: 'articles',
            description: 'Articles (`articles.*`: their own with `.own`, anyone’s with `.any`)',
          },
          { name: 'system', description: 'Health probes and the home page figures' },
          { name: 'roles', description: 'Roles and the permissions they grant (`roles.manage`)' },
          { name: 'audit', description: 'The append-only log of every change (`audit.read`)' },
          {
            name: 'live',
            description:
              'Changes as they happen (Server-Sent Events) and who has a record open, each ' +
              'limited to what the person may read',
          },
          {
            name: 'views',
            description:
              'Saved views of tables, personal or shared with everyone, and each person’s default (anyone signed in; only the owner changes a view)',
          },
          {
            name: 'preferences',
            description: 'Each person’s own preferences of the console, kept so they follow them',
          },
        ],
        components: { securitySchemes },
        security: signedIn,
      },
      transformObject: (document) =>
        'openapiObject' in document
          ? hoistComponents(document.openapiObject)
          : document.swaggerObject,
    });
    app.addHook('onRoute', describeRoute);
  },
  { name: 'openapi' },
);
