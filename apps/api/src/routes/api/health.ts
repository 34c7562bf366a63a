import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'drizzle-orm';
import { DashboardSummary, Health } from '../../contract/schemas.js';
import type { Database } from '../../db/database.js';
import { countArticles } from '../../services/articles.js';
import { countUsers } from '../../services/users.js';
import { ok, responses } from './reply.js';

/** Liveness with a database round trip, and the home page's live totals. */
export const healthRoutes: FastifyPluginAsyncTypebox<{ database: Database }> = async (
  app,
  { database },
) => {
  app.get(
    '/health',
    {
      config: { access: 'public' },
      schema: { tags: ['system'], summary: 'Health check', response: responses(Health, 503) },
    },
    async () => {
      await database.db.execute(sql`select 1`);
      return ok({
        status: 'ok' as const,
        database: database.kind,
        uptimeSeconds: Math.round(process.uptime()),
      });
    },
  );

  app.get(
    '/dashboard/summary',
    {
      schema: {
        tags: ['system'],
        summary: 'Totals of users and articles for the home page',
        response: responses(DashboardSummary, 401),
      },
    },
    async () => {
      const [users, articles] = await Promise.all([
        countUsers(database.db),
        countArticles(database.db),
      ]);
      return ok({ users, articles });
    },
  );
};
