import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { limits } from '../../../contract/limits.js';
import {
  ArticleCreateBody,
  ArticleDeleteQuery,
  ArticleListQuery,
  ArticleUpdateBody,
  IdParams,
  PageResult,
  SysArticle,
} from '../../../contract/schemas.js';
import type { Db } from '../../../db/database.js';
import { badField } from '../../../errors.js';
import { currentUser } from '../../../plugins/app/session.js';
import {
  createArticle,
  deleteArticle,
  listArticles,
  readArticle,
  updateArticle,
} from '../../../services/articles.js';
import { auditContextOf } from '../../../services/audit.js';
import { ok, responses } from '../responses.js';

/** The schema bounds characters; the column's real budget is bytes. */
function checkContentSize(content: string | undefined) {
  if (content !== undefined && Buffer.byteLength(content) > limits.articleContentBytes) {
    throw badField({
      field: 'content',
      rule: 'maxBytes',
      message: 'contentTooLarge',
      params: { limit: limits.articleContentBytes },
    });
  }
}

/** Articles: each operation needs its `articles.*` permission; `.own` or `.any` for changes. */
export const sysArticleRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  const tags = ['articles'];

  app.get(
    '/sysArticle/pageList',
    {
      config: { permission: 'articles.read' },
      schema: {
        tags,
        operationId: 'listArticles',
        summary: 'A page of articles, filtered, searched and sorted',
        querystring: ArticleListQuery,
        response: responses(PageResult(SysArticle), 400, 401, 403),
      },
    },
    async (request) => ok(await listArticles(db, request.query)),
  );

  app.get(
    '/sysArticle/:id',
    {
      config: { permission: 'articles.read' },
      schema: {
        tags,
        operationId: 'getArticle',
        summary: 'One article, for its record view',
        params: IdParams,
        response: responses(SysArticle, 400, 401, 403, 404),
      },
    },
    async (request) => ok(await readArticle(db, request.params.id)),
  );

  app.post(
    '/sysArticle/create',
    {
      config: { permission: 'articles.create' },
      schema: {
        tags,
        operationId: 'createArticle',
        summary: 'Create an article authored by the caller',
        body: ArticleCreateBody,
        response: responses(SysArticle, 400, 401, 403),
      },
    },
    async (request) => {
      checkContentSize(request.body.content);
      return ok(
        await createArticle(db, currentUser(request), auditContextOf(request), request.body),
      );
    },
  );

  app.post(
    '/sysArticle/update',
    {
      config: { permission: ['articles.update.own', 'articles.update.any'] },
      schema: {
        tags,
        operationId: 'updateArticle',
        summary: 'Update an article; `version` must be the one last read',
        body: ArticleUpdateBody,
        response: responses(SysArticle, 400, 401, 403, 404, 409),
      },
    },
    async (request) => {
      checkContentSize(request.body.content);
      return ok(
        await updateArticle(db, currentUser(request), auditContextOf(request), request.body),
      );
    },
  );

  app.post(
    '/sysArticle/delete',
    {
      config: { permission: ['articles.delete.own', 'articles.delete.any'] },
      schema: {
        tags,
        operationId: 'deleteArticle',
        summary: 'Delete an article',
        querystring: ArticleDeleteQuery,
        response: responses(Type.Null(), 400, 401, 403, 404),
      },
    },
    async (request) => {
      await deleteArticle(db, currentUser(request), auditContextOf(request), request.query.id);
      return ok(null);
    },
  );
};
