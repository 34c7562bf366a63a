import { expect } from 'vitest';
import type { PermissionCode } from '../src/contract/permissions.js';
import type {
  ArticleCreateBody,
  DashboardSummary,
  PageResult,
  Role,
  SysArticle,
  SysUser,
  UserCreateBody,
} from '../src/contract/schemas.js';
import { ApiClient, type ApiResponse, type TestServer } from './helper.js';

/** A password that passes the rules (8+ characters, not a common one). */
export const strongPassword = 'violet staple orbit 42';

let sequence = 0;

/** A username no other test uses: letters, digits and `_` only, at most 32 characters. */
export function uniqueUsername(prefix = 'u'): string {
  sequence += 1;
  const suffix = `${sequence}_${Math.random().toString(36).slice(2, 8)}`;
  return `${prefix.slice(0, 32 - suffix.length - 1)}_${suffix}`;
}

/** The names of the fields an error envelope blames, in order. */
export function fieldsOf(response: ApiResponse): string[] {
  const data = response.body?.data;
  if (typeof data !== 'object' || data === null || !('fields' in data)) return [];
  const fields: unknown = data.fields;
  if (!Array.isArray(fields)) return [];
  return fields.map((problem: unknown) =>
    typeof problem === 'object' && problem !== null && 'field' in problem
      ? String(problem.field)
      : '',
  );
}

/** Asserts a success envelope (HTTP 200, code 0) and returns its data. */
export function expectOk<T>(response: ApiResponse<T>): T {
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  expect(response.body.code).toBe(0);
  return response.body.data;
}

/**
 * Asserts a failure envelope: the HTTP status, the same number as `code`, a message for people,
 * and (when given) every field the client should be told about.
 */
export function expectFailure(response: ApiResponse, status: number, fields: string[] = []) {
  expect(response.status, JSON.stringify(response.body)).toBe(status);
  expect(response.body.code).toBe(status);
  expect(typeof response.body.message).toBe('string');
  expect(response.body.message.length).toBeGreaterThan(0);
  expect(response.headers.get('content-type')).toMatch(/^application\/json; charset=utf-8/);
  const named = fieldsOf(response);
  for (const field of fields) expect(named, JSON.stringify(response.body)).toContain(field);
}

/** A field of the 409 envelope: the record as it is now. */
export function currentOf<T>(response: ApiResponse): T {
  const data = response.body.data;
  if (typeof data !== 'object' || data === null || !('current' in data)) {
    throw new Error(`no current record in ${JSON.stringify(response.body)}`);
  }
  return data.current as T;
}

export async function createUser(
  admin: ApiClient,
  overrides: Partial<UserCreateBody> = {},
): Promise<SysUser> {
  const username = overrides.username ?? uniqueUsername('fixture');
  const response = await admin.post<SysUser>('/api/sys_users/create', {
    username,
    name: `Fixture ${username}`,
    ...overrides,
  });
  return expectOk(response);
}

export async function getUser(client: ApiClient, id: number): Promise<SysUser> {
  return expectOk(await client.get<SysUser>(`/api/sys_users/${id}`));
}

export function listUsers(client: ApiClient, query: Record<string, string | number> = {}) {
  return client.get<PageResult<SysUser>>('/api/sys_users/list', query);
}

export function listArticles(client: ApiClient, query: Record<string, string | number> = {}) {
  return client.get<PageResult<SysArticle>>('/api/sysArticle/pageList', query);
}

/** Every user matching `query`, page by page (100 a page). */
export async function allUsers(
  client: ApiClient,
  query: Record<string, string | number> = {},
): Promise<SysUser[]> {
  const rows: SysUser[] = [];
  for (let current = 1; ; current += 1) {
    const page = expectOk(await listUsers(client, { ...query, pageSize: 100, current }));
    rows.push(...page.list);
    if (page.list.length < 100) return rows;
  }
}

export async function createArticle(
  client: ApiClient,
  body: Partial<ArticleCreateBody> = {},
): Promise<SysArticle> {
  sequence += 1;
  return expectOk(
    await client.post<SysArticle>('/api/sysArticle/create', {
      title: `Fixture article ${sequence} ${Math.random().toString(36).slice(2, 8)}`,
      content: 'Fixture content',
      ...body,
    }),
  );
}

/** An article as the list shows it (there is no detail route), or undefined once it is gone. */
export async function findArticle(client: ApiClient, id: number): Promise<SysArticle | undefined> {
  for (let current = 1; ; current += 1) {
    const page = expectOk(
      await listArticles(client, { sortField: 'id', sortOrder: 'descend', pageSize: 100, current }),
    );
    const found = page.list.find((article) => article.id === id);
    if (found) return found;
    if (page.list.length < 100 || page.list.every((article) => article.id < id)) return undefined;
  }
}

export async function summary(client: ApiClient): Promise<DashboardSummary> {
  return expectOk(await client.get<DashboardSummary>('/api/dashboard/summary'));
}

/** A new browser-like client signed in as `username`. */
export async function signIn(
  server: TestServer,
  username: string,
  password: string,
): Promise<ApiClient> {
  const client = new ApiClient(server.url);
  const response = await client.login(username, password);
  expect(response.body.code, JSON.stringify(response.body)).toBe(0);
  return client;
}

/** An anonymous client that already holds an XSRF cookie, so its writes reach the access check. */
export async function anonymous(server: TestServer): Promise<ApiClient> {
  const client = server.client();
  await client.prime();
  return client;
}

/** A new ordinary account made by `admin`, so its sign-in counters start from nothing. */
export async function newAccount(
  admin: ApiClient,
  prefix: string,
): Promise<{ username: string; password: string }> {
  const username = uniqueUsername(prefix);
  const password = `${username} secret phrase`;
  const created = await admin.post<SysUser>('/api/sys_users/create', {
    username,
    name: username,
    password,
  });
  if (created.body.code !== 0) throw new Error(`create ${username}: ${created.body.message}`);
  return { username, password };
}

/** A new role granting exactly `permissions`, made by `admin`. */
export async function newRole(admin: ApiClient, permissions: PermissionCode[], name?: string) {
  return expectOk(
    await admin.post<Role>('/api/roles/create', {
      name: name ?? `Role ${uniqueUsername('r')}`,
      permissions,
    }),
  );
}

/** A new account holding exactly `roleIds`, signed in. */
export async function holderOf(server: TestServer, admin: ApiClient, roleIds: number[]) {
  const username = uniqueUsername('holder');
  const user = await createUser(admin, { username, password: strongPassword, roleIds });
  return { user, client: await signIn(server, username, strongPassword) };
}
