import { randomUUID } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifySwagger from '@fastify/swagger';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify from 'fastify';
import type { Database } from './db/database.js';
import type { Env } from './env.js';
import { describeError } from './logging.js';
import { consolePlugin } from './plugins/app/console.js';
import { envelopeErrors, sendError } from './plugins/app/envelope.js';
import { sessionPlugin } from './plugins/app/session.js';
import { validation } from './plugins/external/validation.js';
import { authRoutes } from './routes/api/auth.js';
import { healthRoutes } from './routes/api/health.js';
import { sysArticleRoutes } from './routes/api/sys-article.js';
import { sysUserRoutes } from './routes/api/sys-users.js';
import { loadSecret } from './services/secrets.js';

export interface AppOptions {
  env: Env;
  database: Database;
  /** Where logs go (stdout by default) and from which level, or false to stay silent. */
  logger?: { level?: string; stream?: { write(line: string): void } } | false;
}

const bodyLimit = 1024 * 1024;

/** Structured logs that carry no secrets: no cookies or tokens, no query parameters. */
function loggerOptions(level: string, options: Exclude<AppOptions['logger'], false> = {}) {
  return {
    level: options.level ?? level,
    ...(options.stream ? { stream: options.stream } : {}),
    redact: ['req.headers.cookie', 'req.headers["x-xsrf-token"]', 'res.headers["set-cookie"]'],
    serializers: { err: describeError },
  };
}

/** Builds the API (and the console's file server) on an opened, migrated database. */
export async function buildApp({ env, database, logger }: AppOptions) {
  const app = Fastify({
    logger: logger === false ? false : loggerOptions(env.logLevel, logger),
    genReqId: () => randomUUID(),
    trustProxy: env.trustProxy,
    bodyLimit,
    requestTimeout: 60_000,
    return503OnClosing: true,
  }).withTypeProvider<TypeBoxTypeProvider>();

  const csrfSecret = await loadSecret(database.db, 'csrf');

  // External plugins first, then the app's own, then routes (the fastify/demo order).
  await app.register(validation);
  await app.register(envelopeErrors);
  await app.register(fastifyHelmet, {
    // The console's page gets its own policy (see consolePlugin); API answers get the strictest.
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
  });
  await app.register(fastifyCookie);
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Admin console API',
        version: '1.0.0',
        description:
          'Every answer is an envelope `{ code, data, message }`; code 0 is success. ' +
          'Unsafe methods must echo the XSRF-TOKEN cookie in the X-XSRF-TOKEN header.',
      },
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: 'sid' },
          xsrf: { type: 'apiKey', in: 'header', name: 'X-XSRF-TOKEN' },
        },
      },
      security: [{ session: [], xsrf: [] }],
    },
  });

  // JSON only: Fastify would otherwise parse text/plain, which forms can post cross-site.
  app.removeContentTypeParser('text/plain');
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  // Public routes need neither cookie nor token; say so in the OpenAPI document.
  app.addHook('onRoute', (route) => {
    if (route.config?.access === 'public') route.schema = { ...route.schema, security: [] };
  });

  await app.register(
    async (api) => {
      api.addHook('onSend', async (_request, reply) => {
        reply.header('content-security-policy', "default-src 'none'; frame-ancestors 'none'");
        reply.header('cache-control', 'no-store');
      });
      await api.register(sessionPlugin, { db: database.db, csrfSecret });
      await api.register(healthRoutes, { database });
      await api.register(authRoutes, {
        db: database.db,
        csrfSecret,
        registrationOpen: env.registrationOpen,
      });
      await api.register(sysUserRoutes, { db: database.db });
      await api.register(sysArticleRoutes, { db: database.db });
      api.get('/openapi.json', { config: { access: 'public' }, schema: { hide: true } }, async () =>
        app.swagger(),
      );
      api.setNotFoundHandler((request, reply) => sendError(request, reply, 404, 'routeNotFound'));
    },
    { prefix: '/api' },
  );

  await app.register(consolePlugin, {
    consoleDir: env.consoleDir,
    csrfSecret,
    assetOrigins: env.assetOrigins,
  });

  return app;
}
