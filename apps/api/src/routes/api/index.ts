import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Database } from '../../db/database.js';
import { sendError } from '../../plugins/app/envelope.js';
import { sessionPlugin } from '../../plugins/app/session.js';
import { apiHeaders } from '../../plugins/external/security-headers.js';
import { startSessionLookupCache } from '../../services/sessions.js';
import { auditRoutes } from './audit/index.js';
import { authRoutes } from './auth/index.js';
import { dashboardRoutes } from './dashboard/index.js';
import { eventRoutes } from './events/index.js';
import { healthRoutes } from './health/index.js';
import { openApiRoutes } from './openapi/index.js';
import { preferenceRoutes } from './preferences/index.js';
import { roleRoutes } from './roles/index.js';
import { sysArticleRoutes } from './sys-article/index.js';
import { sysUserRoutes } from './sys-users/index.js';
import { viewRoutes } from './views/index.js';

export interface ApiRoutesOptions {
  database: Database;
  csrfSecret: string;
  registrationOpen: boolean;
}

/** Everything under /api: the session, then one plugin per resource. */
export const apiRoutes: FastifyPluginAsyncTypebox<ApiRoutesOptions> = async (api, options) => {
  const { database, csrfSecret, registrationOpen } = options;
  const { db } = database;
  api.addHook('onSend', async (_request, reply) => {
    reply.headers(apiHeaders);
  });
  const stopSessionCache = await startSessionLookupCache(database);
  api.addHook('onClose', stopSessionCache);
  await api.register(sessionPlugin, { db, csrfSecret });
  await api.register(healthRoutes, { database });
  await api.register(authRoutes, { db, registrationOpen });
  await api.register(sysUserRoutes, { db });
  await api.register(sysArticleRoutes, { db });
  await api.register(dashboardRoutes, { db });
  await api.register(roleRoutes, { db });
  await api.register(auditRoutes, { db });
  await api.register(eventRoutes, { database });
  await api.register(viewRoutes, { db });
  await api.register(preferenceRoutes, { db });
  await api.register(openApiRoutes);
  api.setNotFoundHandler((request, reply) => sendError(request, reply, 404, 'routeNotFound'));
};
