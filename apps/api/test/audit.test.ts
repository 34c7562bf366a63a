import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry, PageResult, Role, SysArticle, SysUser } from '../src/contract/schemas.js';
import { sha256 } from '../src/security/tokens.js';
import {
  createArticle,
  createUser,
  expectFailure,
  expectOk,
  strongPassword,
  uniqueUsername,
} from './fixtures.js';
import { type ApiClient, databaseKinds, startServer, type TestServer } from './helper.js';

async function entriesOf(
  client: ApiClient,
  query: Record<string, string | number>,
): Promise<AuditEntry[]> {
  const page = expectOk(
    await client.get<PageResult<AuditEntry>>('/api/audit/list', { pageSize: 100, ...query }),
  );
  return page.list;
}

describe.each(databaseKinds())('the audit log on %s', (kind) => {
  let server: TestServer;
  let admin: ApiClient;

  beforeAll(async () => {
    server = await startServer(kind);
    admin = await server.signedIn('admin');
  });
  afterAll(() => server?.close());

  const ofRecord = (resource: string, id: number) => ({ resource, recordId: String(id) });

  it('records each write once, with actor, address, request id and only the changed fields', async () => {
    const user = await createUser(admin, { password: strongPassword, email: 'a@example.com' });
    const updated = expectOk(
      await admin.post<SysUser>(`/api/sys_users/update/${user.id}`, {
        version: user.version,
        name: 'Changed Name',
        email: 'a@example.com',
        password: 'another strong phrase 7',
      }),
    );
    const entries = await entriesOf(admin, ofRecord('users', user.id));
    expect(entries.map((entry) => entry.action)).toEqual(['update', 'create']);
    const [update, create] = entries;
    expect(update?.changes).toEqual({
      name: { from: user.name, to: 'Changed Name' },
      password: { redacted: true },
    });
    expect(update).toMatchObject({ actorName: 'admin', ip: admin.address, resource: 'users' });
    expect(update?.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(create?.changes.username).toEqual({ to: user.username });
    expect(create?.changes.roles).toEqual({ to: ['User'] });
    expect(create?.changes.password).toEqual({ redacted: true });
    // Never a password or its hash, anywhere in the log.
    const everything = JSON.stringify(await entriesOf(admin, {}));
    expect(everything).not.toMatch(/argon2|another strong phrase|violet staple/);
    expect(updated.name).toBe('Changed Name');
  });

  it('records nothing for a write that was refused or rolled back', async () => {
    const user = await createUser(admin);
    const before = await entriesOf(admin, ofRecord('users', user.id));
    // Stale version: refused inside the transaction, after the row was locked.
    expectFailure(
      await admin.post(`/api/sys_users/update/${user.id}`, { version: 99, name: 'Late' }),
      409,
    );
    // A name taken: the database refuses the update itself.
    expectFailure(
      await admin.post(`/api/sys_users/update/${user.id}`, {
        version: user.version,
        username: 'admin',
      }),
      409,
    );
    // An unknown role: refused after the update began writing.
    expectFailure(
      await admin.post(`/api/sys_users/update/${user.id}`, {
        version: user.version,
        name: 'With a bad role',
        roleIds: [999999],
      }),
      400,
    );
    expect(await entriesOf(admin, ofRecord('users', user.id))).toEqual(before);
  });

  it('records articles and roles, their grants as lists of codes', async () => {
    const article = await createArticle(admin, { title: 'Audited' });
    expectOk(
      await admin.post('/api/sysArticle/update', {
        id: article.id,
        version: article.version,
        status: 'published',
      }),
    );
    expectOk(await admin.post('/api/sysArticle/delete', {}, { query: { id: article.id } }));
    const articleEntries = await entriesOf(admin, ofRecord('articles', article.id));
    expect(articleEntries.map((entry) => entry.action)).toEqual(['delete', 'update', 'create']);
    // Every field the article was created with, as set; none of the bookkeeping.
    const { version, createdAt, updatedAt, ...fields } = article;
    expect(articleEntries[2]?.changes).toEqual(
      Object.fromEntries(Object.entries(fields).map(([field, value]) => [field, { to: value }])),
    );
    expect(articleEntries[1]?.changes).toEqual({ status: { from: 'draft', to: 'published' } });
    expect(articleEntries[0]?.changes.title).toEqual({ from: 'Audited' });

    const role = expectOk(
      await admin.post<Role>('/api/roles/create', {
        name: `Audit ${uniqueUsername('r')}`,
        permissions: ['audit.read'],
      }),
    );
    expectOk(
      await admin.post(`/api/roles/update/${role.id}`, {
        version: role.version,
        permissions: ['audit.read', 'users.read'],
      }),
    );
    const [grant] = await entriesOf(admin, ofRecord('roles', role.id));
    expect(grant?.changes).toEqual({
      permissions: { from: ['audit.read'], to: ['audit.read', 'users.read'] },
    });
  });

  /**
   * Eight updates of one record at one version, all at once, each setting `field` to a name of
   * its own: exactly one lands, the rest are refused with 409, and one entry records the one.
   */
  async function expectOneOfRacedUpdates(
    resource: 'articles' | 'users',
    id: number,
    field: 'title' | 'name',
    send: (value: string) => ReturnType<ApiClient['post']>,
  ) {
    const answers = await Promise.all(Array.from({ length: 8 }, (_, n) => send(`Raced ${n}`)));
    const landed = answers.filter((answer) => answer.status === 200);
    expect(landed).toHaveLength(1);
    for (const answer of answers) if (answer.status !== 200) expectFailure(answer, 409);
    const [winner] = landed.map((answer) => expectOk(answer) as Record<string, unknown>);
    const entries = await entriesOf(admin, ofRecord(resource, id));
    expect(entries.map((entry) => entry.action)).toEqual(['update', 'create']);
    expect(entries[0]?.changes).toEqual({ [field]: { from: 'Raced', to: winner?.[field] } });
  }

  it('records one of many simultaneous updates of one version: the one that landed', async () => {
    const article = await createArticle(admin, { title: 'Raced' });
    await expectOneOfRacedUpdates('articles', article.id, 'title', (title) =>
      admin.post<SysArticle>('/api/sysArticle/update', {
        id: article.id,
        version: article.version,
        title,
      }),
    );
  });

  it('records one of many simultaneous renames of one version: the one that landed', async () => {
    const user = await createUser(admin, { name: 'Raced' });
    await expectOneOfRacedUpdates('users', user.id, 'name', (name) =>
      admin.post<SysUser>(`/api/sys_users/update/${user.id}`, { version: user.version, name }),
    );
  });

  it('records sign-in, failed sign-in, sign-out and the lock of an account', async () => {
    const username = uniqueUsername('signs');
    const user = await createUser(admin, { username, password: strongPassword });
    const client = server.client();
    await client.login(username, 'a wrong password 1');
    expectOk(await client.login(username, strongPassword));
    const sessionTokens = [...client.cookies]
      .filter(([name]) => name !== 'XSRF-TOKEN')
      .map(([, token]) => token);
    expectOk(await client.post('/api/login/outLogin'));
    const entries = await entriesOf(admin, { resource: 'sessions', actorId: user.id });
    expect(entries.map((entry) => entry.action)).toEqual(['signOut', 'signIn', 'signInFailed']);
    expect(entries[2]).toMatchObject({ actorName: username, actorId: user.id });
    expect(entries[2]?.changes).toEqual({ reason: { to: 'wrongCredentials' } });
    // The actor names the account; a session has no record id to show, and is never named by
    // its token or the token's hash (the session table's key).
    expect(entries.map((entry) => entry.recordId)).toEqual([null, null, null]);
    expect(entries[1]?.changes).toEqual({});
    expect(sessionTokens).toHaveLength(1);
    const logged = JSON.stringify(entries);
    for (const token of sessionTokens) {
      expect(logged).not.toContain(token);
      expect(logged).not.toContain(sha256(token));
    }

    const locked = server.client();
    for (let attempt = 0; attempt < 10; attempt += 1) {
      await locked.login(username, `wrong password number ${attempt}`, {
        captchaId: 'none',
        captcha: 'none',
      });
    }
    const lockEntries = await entriesOf(admin, { action: 'locked', actorId: user.id });
    expect(lockEntries).toHaveLength(1);
    expect(lockEntries[0]).toMatchObject({ resource: 'sessions', recordId: null });
  });

  it('filters by actor, action, resource and time, newest first, a page at a time', async () => {
    const start = new Date().toISOString();
    const first = await createUser(admin);
    const second = await createUser(admin);
    const end = new Date(Date.now() + 1000).toISOString();
    const created = await entriesOf(admin, {
      action: 'create',
      resource: 'users',
      from: start,
      to: end,
    });
    expect(created.map((entry) => entry.recordId)).toEqual([String(second.id), String(first.id)]);
    const page = expectOk(
      await admin.get<PageResult<AuditEntry>>('/api/audit/list', {
        action: 'create',
        resource: 'users',
        from: start,
        to: end,
        pageSize: 1,
        current: 2,
      }),
    );
    expect(page).toMatchObject({ total: 2, current: 2, pageSize: 10 });
    const me = (await entriesOf(admin, { actorId: 1 })).every((entry) => entry.actorId === 1);
    expect(me).toBe(true);
    expect(await entriesOf(admin, { from: end })).toEqual([]);
  });

  it('exports the filtered log as CSV, formulas defused', async () => {
    const name = '=HYPERLINK("http://evil.example")';
    const user = await createUser(admin, { name });
    const response = await fetch(
      new URL(`/api/audit/export?resource=users&recordId=${user.id}`, server.url),
      {
        headers: {
          cookie: [...admin.cookies].map(([key, value]) => `${key}=${value}`).join('; '),
          'x-forwarded-for': admin.address,
        },
      },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toContain('audit-log.csv');
    const lines = (await response.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('at,actor,actorId,ip,requestId,resource,action,recordId,changes');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`,users,create,${user.id},`);
    // The name is inside the changes' JSON, so no cell begins with a formula.
    expect(lines[1]).not.toMatch(/(^|,)[=+@]/);
  });

  it('keeps its rows: the database refuses to change or remove them', async () => {
    const { db } = server.database;
    // Drizzle wraps the database's error; its cause is PostgreSQL's own words.
    const refusal = (statement: Promise<unknown>) =>
      statement.then(
        () => 'done',
        (error: Error) => String((error.cause as Error | undefined)?.message ?? error.message),
      );
    expect(await refusal(db.execute(sql`update sys_audit_log set action = 'x'`))).toMatch(
      /append-only: UPDATE refused/,
    );
    expect(await refusal(db.execute(sql`delete from sys_audit_log`))).toMatch(
      /append-only: DELETE refused/,
    );
    expect(await refusal(db.execute(sql`truncate sys_audit_log`))).toMatch(
      /append-only: TRUNCATE refused/,
    );
    expect((await entriesOf(admin, {})).length).toBeGreaterThan(0);
  });

  it('is read only with audit.read', async () => {
    const user = await server.signedIn('user');
    expectFailure(await user.get('/api/audit/list'), 403);
  });
});
