import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './helper.js';

/** The parts of an OpenAPI document these tests read. */
interface Operation {
  operationId?: string;
  security?: Record<string, string[]>[];
  responses: Record<string, { description: string }>;
}
interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: {
    schemas: Record<string, unknown>;
    securitySchemes: Record<string, { in: string; name: string }>;
  };
}

/** The committed document a team generates a client from; `pnpm openapi` rewrites it. */
const committedPath = fileURLToPath(new URL('../openapi.json', import.meta.url));

const operations = (document: OpenApiDocument) =>
  Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
  );

describe('the OpenAPI document', () => {
  let server: TestServer;
  let document: OpenApiDocument;

  beforeAll(async () => {
    server = await startServer('pglite');
    document = (await server.client().get('/api/openapi.json')).body as unknown as OpenApiDocument;
    if (process.env.UPDATE_OPENAPI) {
      writeFileSync(committedPath, `${JSON.stringify(document, null, 2)}\n`);
    }
  });
  afterAll(() => server?.close());

  it('is the one committed in apps/api/openapi.json (run `pnpm --filter @org/api openapi`)', () => {
    expect(JSON.parse(readFileSync(committedPath, 'utf8'))).toEqual(document);
  });

  it('lists every API operation once, each with its own operationId, and no console route', () => {
    const all = operations(document);
    expect(all.map(({ method, path }) => `${method} ${path}`).sort()).toEqual(
      [
        'get /api/currentUser',
        'get /api/dashboard/summary',
        'get /api/health',
        'get /api/health/live',
        'get /api/health/ready',
        'get /api/login/captcha',
        'get /api/login/captcha/question',
        'get /api/register',
        'get /api/sys_users/list',
        'get /api/sys_users/{id}',
        'get /api/sysArticle/pageList',
        'get /api/sysArticle/{id}',
        'post /api/login/account',
        'post /api/login/outLogin',
        'post /api/register',
        'post /api/sys_users/create',
        'post /api/sys_users/deleted/{id}',
        'post /api/sys_users/update/{id}',
        'post /api/sysArticle/create',
        'post /api/sysArticle/delete',
        'post /api/sysArticle/update',
        'get /api/roles/list',
        'get /api/roles/{id}',
        'get /api/roles/{id}/users',
        'post /api/roles/create',
        'post /api/roles/update/{id}',
        'post /api/roles/deleted/{id}',
        'get /api/audit/list',
        'get /api/audit/export',
        'get /api/events',
        'post /api/presence',
        'get /api/views/list',
        'get /api/views/{id}',
        'post /api/views/create',
        'post /api/views/update/{id}',
        'post /api/views/deleted/{id}',
        'post /api/views/default',
        'get /api/preferences',
        'put /api/preferences',
      ].sort(),
    );
    const ids = all.map(({ operation }) => operation.operationId);
    expect(ids.every((id) => typeof id === 'string' && /^[a-z][A-Za-z]+$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('names the records, enums and envelopes as components', () => {
    for (const name of [
      'SysUser',
      'SysUserPage',
      'SysArticle',
      'CurrentUser',
      'Access',
      'UserStatus',
      'ArticleStatus',
      'UserCreateBody',
      'LoginBody',
      'Failure',
      'Role',
      'RoleRef',
      'PermissionCode',
      'AuditEntry',
      'AuditEntryPage',
      'ChangeEvent',
      'PresenceEvent',
      'SavedView',
      'SavedViewState',
      'UserPreferences',
    ]) {
      expect(document.components.schemas[name], name).toBeDefined();
    }
    expect(JSON.stringify(document)).not.toContain('x-component');
    expect(JSON.stringify(document)).not.toContain('Default Response');
  });

  it('lists the failures each operation really meets', () => {
    for (const { method, path, operation } of operations(document)) {
      const statuses = Object.keys(operation.responses);
      const label = `${method} ${path}`;
      expect(statuses, label).toContain('200');
      expect(statuses, label).toContain('500');
      if (method === 'post' || method === 'put')
        expect(statuses, label).toEqual(expect.arrayContaining(['400', '403', '413', '415']));
      if (path.includes('{id}'))
        expect(statuses, label).toEqual(expect.arrayContaining(['400', '404', '414']));
    }
    const signIn = document.paths['/api/login/account']?.post;
    expect(Object.keys(signIn?.responses ?? {})).toContain('429');
    expect(Object.keys(document.paths['/api/currentUser']?.get?.responses ?? {})).toContain('401');
    expect(Object.keys(document.paths['/api/health/ready']?.get?.responses ?? {})).toContain('503');
  });

  it('names the cookies and the CSRF header as they really are, and asks for the header at sign-in', () => {
    const names = Object.values(document.components.securitySchemes).map(
      (scheme) => `${scheme.in} ${scheme.name}`,
    );
    expect(names).toEqual(
      expect.arrayContaining([
        'cookie sid',
        'cookie __Host-sid',
        'cookie psid',
        'cookie __Host-psid',
        'header X-XSRF-TOKEN',
      ]),
    );
    for (const path of ['/api/login/account', '/api/register']) {
      const security = document.paths[path]?.post?.security ?? [];
      expect(security.length, path).toBeGreaterThan(0);
      expect(
        security.every((set) => 'xsrfHeader' in set),
        path,
      ).toBe(true);
    }
    expect(document.paths['/api/health/live']?.get?.security).toEqual([]);
  });
});
