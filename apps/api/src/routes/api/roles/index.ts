import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  IdParams,
  PageResult,
  Role,
  RoleCreateBody,
  RoleUpdateBody,
  RoleUsersQuery,
  SysUser,
} from '../../../contract/schemas.js';
import type { Db } from '../../../db/database.js';
import { currentUser } from '../../../plugins/app/session.js';
import { auditContextOf } from '../../../services/audit.js';
import {
  createRole,
  deleteRole,
  getRole,
  listRoles,
  roleUsers,
  updateRole,
} from '../../../services/roles.js';
import { usersByIds } from '../../../services/users.js';
import { ok, responses } from '../responses.js';

/** Roles and what they grant: `roles.manage`; the list also for whoever edits users' roles. */
export const roleRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  const tags = ['roles'];

  app.get(
    '/roles/list',
    {
      config: { permission: ['roles.manage', 'users.create', 'users.update'] },
      schema: {
        tags,
        operationId: 'listRoles',
        summary: 'Every role, built-in ones first, with its permissions and how many hold it',
        response: responses(Type.Array(Role), 401, 403),
      },
    },
    async () => ok(await listRoles(db)),
  );

  app.get(
    '/roles/:id',
    {
      config: { permission: 'roles.manage' },
      schema: {
        tags,
        operationId: 'getRole',
        summary: 'One role',
        params: IdParams,
        response: responses(Role, 400, 401, 403, 404),
      },
    },
    async (request) => ok(await getRole(db, request.params.id)),
  );

  app.get(
    '/roles/:id/users',
    {
      config: { permission: 'roles.manage' },
      schema: {
        tags,
        operationId: 'listRoleUsers',
        summary: 'A page of the users holding a role, by username',
        params: IdParams,
        querystring: RoleUsersQuery,
        response: responses(PageResult(SysUser), 400, 401, 403, 404),
      },
    },
    async (request) =>
      ok(await roleUsers(db, request.params.id, request.query, (ids) => usersByIds(db, ids))),
  );

  app.post(
    '/roles/create',
    {
      config: { permission: 'roles.manage' },
      schema: {
        tags,
        operationId: 'createRole',
        summary: 'Create a role granting the given permissions',
        body: RoleCreateBody,
        response: responses(Role, 400, 401, 403, 409),
      },
    },
    async (request) => ok(await createRole(db, auditContextOf(request), request.body)),
  );

  app.post(
    '/roles/update/:id',
    {
      config: { permission: 'roles.manage' },
      schema: {
        tags,
        operationId: 'updateRole',
        summary:
          'Rename a role or change what it grants (not a built-in role’s); holders are affected from their next request',
        params: IdParams,
        body: RoleUpdateBody,
        response: responses(Role, 400, 401, 403, 404, 409),
      },
    },
    async (request) =>
      ok(
        await updateRole(
          db,
          currentUser(request),
          auditContextOf(request),
          request.params.id,
          request.body,
        ),
      ),
  );

  app.post(
    '/roles/deleted/:id',
    {
      config: { permission: 'roles.manage' },
      schema: {
        tags,
        operationId: 'deleteRole',
        summary: 'Delete a role people created; its holders lose what it granted',
        params: IdParams,
        response: responses(Type.Null(), 400, 401, 403, 404),
      },
    },
    async (request) => {
      await deleteRole(db, currentUser(request), auditContextOf(request), request.params.id);
      return ok(null);
    },
  );
};
