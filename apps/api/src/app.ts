import { randomUUID } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify from 'fastify';
import type { Database } from './db/database.js';
import type { Env } from './env.js';
import { describeError } from './logging.js';
import { consolePlugin } from './plugins/app/console.js';
import { envelopeErrors } from './plugins/app/envelope.js';
import { malformedRequestHandler, routerErrorHandler } from './plugins/app/router-errors.js';
import { openApi } from './plugins/external/openapi.js';
import { securityHeadersPlugin } from './plugins/external/security-headers.js';
import { validation } from './plugins/external/validation.js';
import { apiRoutes } from './routes/api/index.js';
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
  const csrfSecret = await loadSecret(database.db, 'csrf');
  const app = Fastify({
    logger: logger === false ? false : loggerOptions(env.logLevel, logger),
    genReqId: () => randomUUID(),
    trustProxy: env.trustProxy,
    bodyLimit,
    requestTimeout: 60_000,
    return503OnClosing: true,
    frameworkErrors: routerErrorHandler(csrfSecret),
    clientErrorHandler: malformedRequestHandler,
  }).withTypeProvider<TypeBoxTypeProvider>();

  // JSON only: Fastify would otherwise parse text/plain, which forms can post cross-site.
  app.removeContentTypeParser('text/plain');
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  // External plugins first, then the app's own, then the routes (the fastify/demo order).
  await app.register(validation);
  await app.register(securityHeadersPlugin);
  await app.register(fastifyCookie);
  await app.register(openApi);

  await app.register(envelopeErrors);
  await app.register(consolePlugin, {
    consoleDir: env.consoleDir,
    csrfSecret,
    assetOrigins: env.assetOrigins,
  });

  await app.register(apiRoutes, {
    prefix: '/api',
    database,
    csrfSecret,
    registrationOpen: env.registrationOpen,
  });

  return app;
}
