import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DashboardSummary } from '../../../contract/schemas.js';
import type { Db } from '../../../db/database.js';
import { countArticles } from '../../../services/articles.js';
import { countUsers } from '../../../services/users.js';
import { ok, responses } from '../responses.js';

/** The home page's live totals. */
export const dashboardRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/dashboard/summary',
    {
      schema: {
        tags: ['system'],
        operationId: 'getDashboardSummary',
        summary: 'Totals of users and articles for the home page',
        response: responses(DashboardSummary, 401),
      },
    },
    async () => {
      const [users, articles] = await Promise.all([countUsers(db), countArticles(db)]);
      return ok({ users, articles });
    },
  );
};
