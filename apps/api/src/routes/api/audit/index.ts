import { Readable } from 'node:stream';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  AuditEntry,
  AuditExportQuery,
  AuditListQuery,
  PageResult,
} from '../../../contract/schemas.js';
import type { Db } from '../../../db/database.js';
import { exportAudit, exportLimit, listAudit } from '../../../services/audit.js';
import { ok, responses } from '../responses.js';

/** The audit log, read only: `audit.read`. No route changes or removes an entry. */
export const auditRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  const tags = ['audit'];

  app.get(
    '/audit/list',
    {
      config: { permission: 'audit.read' },
      schema: {
        tags,
        operationId: 'listAudit',
        summary: 'A page of the audit log, newest first, filtered',
        querystring: AuditListQuery,
        response: responses(PageResult(AuditEntry), 400, 401, 403),
      },
    },
    async (request) => ok(await listAudit(db, request.query)),
  );

  app.get(
    '/audit/export',
    {
      config: { permission: 'audit.read' },
      schema: {
        tags,
        operationId: 'exportAudit',
        summary: `The filtered audit log as CSV (UTF-8), newest first, at most ${exportLimit.toLocaleString('en')} rows`,
        querystring: AuditExportQuery,
        response: {
          ...responses(Type.Null(), 400, 401, 403),
          // Streamed: the schema describes the document, the type lets a stream through.
          200: Type.Unsafe<Readable>(
            Type.String({
              description:
                'CSV: at, actor, actorId, ip, requestId, resource, action, recordId, changes (JSON)',
            }),
          ),
        },
      },
    },
    async (request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="audit-log.csv"')
        .send(Readable.from(exportAudit(db, request.query))),
  );
};
