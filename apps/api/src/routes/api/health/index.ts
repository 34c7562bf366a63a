import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'drizzle-orm';
import { Liveness, Readiness } from '../../../contract/schemas.js';
import type { Database } from '../../../db/database.js';
import { ApiError } from '../../../errors.js';
import { ok, responses } from '../responses.js';

/** How long the readiness probe waits for the database before calling it down. */
const readyTimeoutMs = 2_000;

async function databaseAnswers(database: Database): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), readyTimeoutMs);
  });
  const query = database.db.execute(sql`select 1`).then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([query, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Probes for a load balancer or an orchestrator: `live` says the process answers (restart it
 * if not), `ready` that the database answers too (send it no traffic if not). `/health` is
 * `ready` under its older name.
 */
export const healthRoutes: FastifyPluginAsyncTypebox<{ database: Database }> = async (
  app,
  { database },
) => {
  const tags = ['system'];

  app.get(
    '/health/live',
    {
      config: { access: 'public' },
      schema: {
        tags,
        operationId: 'getLiveness',
        summary: 'The process answers',
        response: responses(Liveness),
      },
    },
    async () => ok({ status: 'ok' as const, uptimeSeconds: Math.round(process.uptime()) }),
  );

  const ready = async () => {
    if (!(await databaseAnswers(database))) {
      throw new ApiError(503, 'databaseUnavailable', { headers: { 'retry-after': '5' } });
    }
    return ok({
      status: 'ok' as const,
      database: database.kind,
      uptimeSeconds: Math.round(process.uptime()),
    });
  };
  for (const [url, operationId] of [
    ['/health/ready', 'getReadiness'],
    ['/health', 'getHealth'],
  ] as const) {
    app.get(
      url,
      {
        config: { access: 'public' },
        schema: {
          tags,
          operationId,
          summary:
            url === '/health'
              ? 'The same as /health/ready'
              : 'The process and its database answer; 503 when the database does not',
          response: responses(Readiness, 503),
        },
      },
      ready,
    );
  }
};
