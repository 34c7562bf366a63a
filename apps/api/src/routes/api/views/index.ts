import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { limits } from '../../../contract/limits.js';
import { IdParams } from '../../../contract/schemas.js';
import {
  SavedView,
  SavedViewCreateBody,
  SavedViewDefaultBody,
  SavedViewListQuery,
  type SavedViewState,
  SavedViewUpdateBody,
} from '../../../contract/views.js';
import type { Db } from '../../../db/database.js';
import { badField } from '../../../errors.js';
import { currentUser } from '../../../plugins/app/session.js';
import { auditContextOf } from '../../../services/audit.js';
import {
  createView,
  deleteView,
  getView,
  listViews,
  setDefaultView,
  updateView,
} from '../../../services/views.js';
import { ok, responses } from '../responses.js';

/** The schema bounds each part of a view; its column's budget is the whole, in bytes. */
function checkStateSize(state: SavedViewState | undefined) {
  if (state !== undefined && Buffer.byteLength(JSON.stringify(state)) > limits.viewStateBytes) {
    throw badField({
      field: 'state',
      rule: 'maxBytes',
      message: 'contentTooLarge',
      params: { limit: limits.viewStateBytes },
    });
  }
}

/**
 * Saved views of tables, for anyone signed in: a view shows no record by itself (its reader's
 * own permissions still decide what the table lists), so keeping, sharing and using one needs
 * no permission of its own. Only a view's owner changes or deletes it.
 */
export const viewRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  const tags = ['views'];

  app.get(
    '/views/list',
    {
      schema: {
        tags,
        operationId: 'listViews',
        summary:
          'The views of a table the caller may use: their own, then those shared with everyone',
        querystring: SavedViewListQuery,
        response: responses(Type.Array(SavedView), 401),
      },
    },
    async (request) => ok(await listViews(db, currentUser(request).id, request.query.tableKey)),
  );

  app.get(
    '/views/:id',
    {
      schema: {
        tags,
        operationId: 'getView',
        summary: 'One view: the caller’s own, or one shared with everyone (a shared link opens it)',
        params: IdParams,
        response: responses(SavedView, 401, 404),
      },
    },
    async (request) => ok(await getView(db, currentUser(request).id, request.params.id)),
  );

  app.post(
    '/views/create',
    {
      schema: {
        tags,
        operationId: 'createView',
        summary: `Save a view of a table, personal or shared (at most ${limits.viewsPerTable} a table each; names unique per table, whatever their case)`,
        body: SavedViewCreateBody,
        response: responses(SavedView, 401, 409),
      },
    },
    async (request) => {
      checkStateSize(request.body.state);
      const me = currentUser(request);
      return ok(await createView(db, me.id, auditContextOf(request), request.body));
    },
  );

  app.post(
    '/views/update/:id',
    {
      schema: {
        tags,
        operationId: 'updateView',
        summary:
          'Rename, share, unshare or replace a view of one’s own; unsharing ends it being anyone else’s default',
        params: IdParams,
        body: SavedViewUpdateBody,
        response: responses(SavedView, 401, 403, 404, 409),
      },
    },
    async (request) => {
      checkStateSize(request.body.state);
      const me = currentUser(request);
      return ok(
        await updateView(db, me.id, auditContextOf(request), request.params.id, request.body),
      );
    },
  );

  app.post(
    '/views/deleted/:id',
    {
      schema: {
        tags,
        operationId: 'deleteView',
        summary:
          'Delete a view of one’s own; whoever opened the table with it opens it plain again',
        params: IdParams,
        response: responses(Type.Null(), 401, 403, 404),
      },
    },
    async (request) => {
      const me = currentUser(request);
      await deleteView(db, me.id, auditContextOf(request), request.params.id);
      return ok(null);
    },
  );

  app.post(
    '/views/default',
    {
      schema: {
        tags,
        operationId: 'setDefaultView',
        summary:
          'Choose the view the caller opens a table with (one a table), or none; answers that view',
        body: SavedViewDefaultBody,
        response: responses(Type.Union([SavedView, Type.Null()]), 401, 404),
      },
    },
    async (request) => {
      const { tableKey, viewId } = request.body;
      return ok(await setDefaultView(db, currentUser(request).id, tableKey, viewId));
    },
  );
};
