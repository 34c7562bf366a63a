import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  IdParams,
  PageResult,
  SysUser,
  UserCreateBody,
  UserListQuery,
  UserUpdateBody,
} from '../../../contract/schemas.js';
import type { Db } from '../../../db/database.js';
import { currentUser } from '../../../plugins/app/session.js';
import { auditContextOf } from '../../../services/audit.js';
import { createUser, deleteUser, getUser, listUsers, updateUser } from '../../../services/users.js';
import { ok, responses } from '../responses.js';

/** User management: each operation needs its `users.*` permission; roles need `roles.manage`. */
export const sysUserRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  const tags = ['users'];

  app.get(
    '/sys_users/list',
    {
      config: { permission: 'users.read' },
      schema: {
        tags,
        operationId: 'listUsers',
        summary: 'A page of users, filtered, searched and sorted',
        querystring: UserListQuery,
        response: responses(PageResult(SysUser), 400, 401, 403),
      },
    },
    async (request) => ok(await listUsers(db, request.query)),
  );

  app.get(
    '/sys_users/:id',
    {
      config: { permission: 'users.read' },
      schema: {
        tags,
        operationId: 'getUser',
        summary: 'One user',
        params: IdParams,
        response: responses(SysUser, 400, 401, 403, 404),
      },
    },
    async (request) => ok(await getUser(db, request.params.id)),
  );

  app.post(
    '/sys_users/create',
    {
      config: { permission: 'users.create' },
      schema: {
        tags,
        operationId: 'createUser',
        summary: 'Create a user (`users.create`; roles other than the default need `roles.manage`)',
        body: UserCreateBody,
        response: responses(SysUser, 400, 401, 403, 409),
      },
    },
    async (request) =>
      ok(
        await createUser(
          db,
          auditContextOf(request),
          request.body,
          request.body.access,
          currentUser(request),
        ),
      ),
  );

  app.post(
    '/sys_users/update/:id',
    {
      config: { permission: 'users.update' },
      schema: {
        tags,
        operationId: 'updateUser',
        summary:
          'Update a user (`users.update`; roles and access need `roles.manage`); `version` must be the one last read',
        params: IdParams,
        body: UserUpdateBody,
        response: responses(SysUser, 400, 401, 403, 404, 409),
      },
    },
    async (request) =>
      ok(
        await updateUser(
          db,
          currentUser(request),
          auditContextOf(request),
          request.params.id,
          request.body,
        ),
      ),
  );

  app.post(
    '/sys_users/deleted/:id',
    {
      config: { permission: 'users.delete' },
      schema: {
        tags,
        operationId: 'deleteUser',
        summary: 'Delete a user (`users.delete`); their articles stay, authorless',
        params: IdParams,
        response: responses(Type.Null(), 400, 401, 403, 404),
      },
    },
    async (request) => {
      await deleteUser(db, currentUser(request), auditContextOf(request), request.params.id);
      return ok(null);
    },
  );
};
