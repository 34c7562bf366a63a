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
import { createUser, deleteUser, getUser, listUsers, updateUser } from '../../../services/users.js';
import { ok, responses } from '../responses.js';

/** User management: everyone signed in reads, only admins write. */
export const sysUserRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  const tags = ['users'];

  app.get(
    '/sys_users/list',
    {
      schema: {
        tags,
        operationId: 'listUsers',
        summary: 'A page of users, filtered, searched and sorted',
        querystring: UserListQuery,
        response: responses(PageResult(SysUser), 400, 401),
      },
    },
    async (request) => ok(await listUsers(db, request.query)),
  );

  app.get(
    '/sys_users/:id',
    {
      schema: {
        tags,
        operationId: 'getUser',
        summary: 'One user',
        params: IdParams,
        response: responses(SysUser, 400, 401, 404),
      },
    },
    async (request) => ok(await getUser(db, request.params.id)),
  );

  app.post(
    '/sys_users/create',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        operationId: 'createUser',
        summary: 'Create a user (admins only)',
        body: UserCreateBody,
        response: responses(SysUser, 400, 401, 403, 409),
      },
    },
    async (request) => ok(await createUser(db, request.body)),
  );

  app.post(
    '/sys_users/update/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        operationId: 'updateUser',
        summary: 'Update a user (admins only); `version` must be the one last read',
        params: IdParams,
        body: UserUpdateBody,
        response: responses(SysUser, 400, 401, 403, 404, 409),
      },
    },
    async (request) =>
      ok(await updateUser(db, currentUser(request), request.params.id, request.body)),
  );

  app.post(
    '/sys_users/deleted/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        operationId: 'deleteUser',
        summary: 'Delete a user (admins only); their articles stay, authorless',
        params: IdParams,
        response: responses(Type.Null(), 400, 401, 403, 404),
      },
    },
    async (request) => {
      await deleteUser(db, currentUser(request), request.params.id);
      return ok(null);
    },
  );
};
