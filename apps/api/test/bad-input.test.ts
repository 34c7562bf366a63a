import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { CurrentUser, SysArticle, SysUser } from '../src/contract/schemas.js';
import {
  allUsers,
  anonymous,
  createArticle,
  createUser,
  expectFailure,
  expectOk,
  fieldsOf,
  findArticle,
  getUser,
  listArticles,
  listUsers,
  strongPassword,
  summary,
  uniqueUsername,
} from './fixtures.js';
import {
  type ApiClient,
  type ApiResponse,
  databaseKinds,
  type RequestOptions,
  startServer,
  type TestServer,
} from './helper.js';

const nul = 'a\u0000b';
const script = '<script>alert(1)</script>';

/** Which client sends a write: the admin, or an anonymous visitor for sign-in and sign-up. */
type Sender = 'admin' | 'anonymous';

interface Write {
  label: string;
  sender: Sender;
  path(targets: { user: SysUser; article: SysArticle }): string;
  /** A body every check below starts from, which the API would accept as it is. */
  valid(targets: { user: SysUser; article: SysArticle }): Record<string, unknown>;
}

const writes = {
  createUser: {
    label: 'POST /api/sys_users/create',
    sender: 'admin',
    path: () => '/api/sys_users/create',
    valid: () => ({ username: uniqueUsername('bad'), name: 'Valid Name' }),
  },
  updateUser: {
    label: 'POST /api/sys_users/update/:id',
    sender: 'admin',
    path: ({ user }) => `/api/sys_users/update/${user.id}`,
    valid: ({ user }) => ({ version: user.version }),
  },
  createArticle: {
    label: 'POST /api/sysArticle/create',
    sender: 'admin',
    path: () => '/api/sysArticle/create',
    valid: () => ({ title: 'Valid title' }),
  },
  updateArticle: {
    label: 'POST /api/sysArticle/update',
    sender: 'admin',
    path: () => '/api/sysArticle/update',
    valid: ({ article }) => ({ id: article.id, version: article.version }),
  },
  login: {
    label: 'POST /api/login/account',
    sender: 'anonymous',
    path: () => '/api/login/account',
    valid: () => ({ username: 'admin', password: 'not the password' }),
  },
  register: {
    label: 'POST /api/register',
    sender: 'anonymous',
    path: () => '/api/register',
    valid: () => ({ username: uniqueUsername('reg'), password: strongPassword }),
  },
} satisfies Record<string, Write>;

/** One value to put in one field of a write, with a short way to show it in the test's name. */
function fieldCases(...tuples: (readonly [Write, string, unknown])[]) {
  return tuples.map(([write, field, value]) => ({
    label: write.label,
    write,
    field,
    value,
    shown:
      typeof value === 'string' && value.length > 40
        ? `${value.length} characters`
        : JSON.stringify(value),
  }));
}

describe.each(databaseKinds())('bad input on %s', (kind) => {
  let server: TestServer;
  let admin: ApiClient;
  let adminId: number;
  /** Records every refused write aims at; none of them may ever change. */
  let targets: { user: SysUser; article: SysArticle };
  let baseline: { users: number; articles: number };
  /** What this file created on purpose, so the totals can be checked after every test. */
  const created = { users: 0, articles: 0 };

  beforeAll(async () => {
    server = await startServer(kind);
    admin = await server.signedIn('admin');
    adminId = expectOk(await admin.get<CurrentUser>('/api/currentUser')).id;
    const totals = await summary(admin);
    baseline = { users: totals.users.total, articles: totals.articles.total };
    targets = {
      user: await createUser(admin, {
        username: uniqueUsername('target'),
        name: 'Target Person',
        email: 'target@example.com',
        phone: '+1 555 0100',
        avatar: 'https://example.com/target.png',
      }),
      article: await createArticle(admin, { title: 'Target article', content: 'Original text' }),
    };
    created.users += 1;
    created.articles += 1;
  });
  afterAll(() => server?.close());

  afterEach(async () => {
    // Whatever the test sent, the targets and the totals are as they were.
    expect(await getUser(admin, targets.user.id)).toEqual(targets.user);
    expect(await findArticle(admin, targets.article.id)).toEqual(targets.article);
    const totals = await summary(admin);
    expect(totals.users.total).toBe(baseline.users + created.users);
    expect(totals.articles.total).toBe(baseline.articles + created.articles);
  });

  async function send(write: Write, options: RequestOptions): Promise<ApiResponse> {
    const client = write.sender === 'admin' ? admin : await anonymous(server);
    return client.request('POST', write.path(targets), options);
  }

  function withField(write: Write, field: string, value: unknown) {
    return send(write, { body: { ...write.valid(targets), [field]: value } });
  }

  describe('bodies that are not a JSON object', () => {
    const everyWrite = Object.values(writes);

    it.each(everyWrite)('$label: malformed JSON → 400', async (write) => {
      const response = await send(write, { raw: '{"name": "unfinished' });
      expectFailure(response, 400);
      expect(response.body.message).toBe('The request body is not valid JSON');
    });

    it.each(everyWrite)('$label: an empty JSON body → 400', async (write) => {
      expectFailure(await send(write, { raw: '' }), 400);
    });

    it.each(
      everyWrite.flatMap((write) =>
        [
          ['an array', '[{"name":"x"}]'],
          ['a string', '"hello"'],
          ['a number', '42'],
          ['null', 'null'],
        ].map(([what, raw]) => ({ ...write, what, raw })),
      ),
    )('$label: $what as the body → 400 naming body', async (row) => {
      expectFailure(await send(row, { raw: row.raw }), 400, ['body']);
    });

    it.each([
      ['__proto__', '{"title":"x","__proto__":{"isAdmin":true}}'],
      ['constructor.prototype', '{"title":"x","constructor":{"prototype":{"isAdmin":true}}}'],
    ])('refuses a %s key (prototype poisoning) with 400', async (_key, raw) => {
      expectFailure(await send(writes.createArticle, { raw }), 400);
    });
  });

  describe('wrong types', () => {
    it.each(
      fieldCases(
        [writes.createUser, 'name', 123],
        [writes.createUser, 'username', true],
        [writes.createUser, 'access', 1],
        [writes.createUser, 'email', ['a@example.com']],
        [writes.updateUser, 'version', '1'],
        [writes.updateUser, 'version', 1.5],
        [writes.updateUser, 'name', 123],
        [writes.updateUser, 'status', true],
        [writes.updateUser, 'phone', 5550100],
        [writes.createArticle, 'title', 42],
        [writes.createArticle, 'content', ['a']],
        [writes.createArticle, 'status', { draft: true }],
        [writes.updateArticle, 'version', '1'],
        [writes.updateArticle, 'id', String(1)],
        [writes.updateArticle, 'title', null],
        [writes.login, 'autoLogin', 'yes'],
        [writes.login, 'username', 5],
        [writes.login, 'password', null],
        [writes.register, 'email', 42],
      ),
    )('$label: $field = $shown → 400 naming it', async ({ write, field, value }) => {
      const response = await withField(write, field, value);
      expectFailure(response, 400, [field]);
      expect(fieldsOf(response)).toEqual([field]);
    });

    it.each(
      fieldCases(
        [writes.createUser, 'access', 'root'],
        [writes.createUser, 'status', 'banned'],
        [writes.updateUser, 'access', 'superuser'],
        [writes.createArticle, 'status', 'archived'],
      ),
    )(
      '$label: $field = $shown (not an allowed value) → 400 naming it',
      async ({ write, field, value }) => {
        expectFailure(await withField(write, field, value), 400, [field]);
      },
    );
  });

  describe('unknown fields', () => {
    it.each(
      fieldCases(
        [writes.createUser, 'isAdmin', true],
        [writes.createUser, 'passwordHash', 'x'],
        [writes.createUser, 'id', 1],
        [writes.updateUser, 'id', 1],
        [writes.updateUser, 'createdAt', '2020-01-01T00:00:00Z'],
        [writes.createArticle, 'authorId', 1],
        [writes.updateArticle, 'authorId', 1],
        [writes.updateArticle, 'createdAt', '2020-01-01T00:00:00Z'],
        [writes.login, 'remember', true],
        [writes.register, 'access', 'admin'],
      ),
    )('$label: unknown field $field → 400 naming it', async ({ write, field, value }) => {
      const response = await withField(write, field, value);
      expectFailure(response, 400, [field]);
      expect(response.body.message).toMatch(/^Unknown field /);
    });

    it('refuses an unknown query parameter naming it', async () => {
      expectFailure(await listUsers(admin, { isAdmin: 'true' }), 400, ['isAdmin']);
      expectFailure(await listArticles(admin, { authorName: 'x' }), 400, ['authorName']);
    });
  });

  describe('missing required fields', () => {
    it.each(
      (
        [
          [writes.createUser, {}, ['username', 'name']],
          [writes.createUser, { username: 'only_username' }, ['name']],
          [writes.updateUser, { name: 'No version' }, ['version']],
          [writes.createArticle, { content: 'No title' }, ['title']],
          [writes.updateArticle, {}, ['id', 'version']],
          [writes.updateArticle, { id: 1, title: 'x' }, ['version']],
          [writes.login, {}, ['username', 'password']],
          [writes.register, { username: 'no_password' }, ['password']],
        ] as const
      ).map(([write, body, fields]) => ({
        label: write.label,
        write,
        body,
        fields: [...fields],
        shown: JSON.stringify(body),
      })),
    )('$label with $shown → 400 naming $fields', async ({ write, body, fields }) => {
      const response = await send(write, { body });
      expectFailure(response, 400, fields);
      expect(fieldsOf(response).sort()).toEqual([...fields].sort());
    });

    it('refuses deleting an article without an id (400 naming id)', async () => {
      expectFailure(await admin.post('/api/sysArticle/delete'), 400, ['id']);
    });
  });

  describe('strings too long', () => {
    it.each(
      fieldCases(
        [writes.createUser, 'name', 'n'.repeat(65)],
        [writes.updateUser, 'name', 'n'.repeat(65)],
        [writes.createUser, 'username', 'u'.repeat(33)],
        [writes.updateUser, 'username', 'u'.repeat(33)],
        [writes.createUser, 'email', `${'e'.repeat(243)}@example.com`],
        [writes.createUser, 'phone', '1'.repeat(33)],
        [writes.createUser, 'avatar', `https://example.com/${'a'.repeat(2030)}`],
        [writes.createUser, 'password', 'p'.repeat(129)],
        [writes.createArticle, 'title', 't'.repeat(201)],
        [writes.updateArticle, 'title', 't'.repeat(201)],
        [writes.login, 'username', 'u'.repeat(33)],
        [writes.login, 'captcha', 'c'.repeat(17)],
      ),
    )('$label: $field of $shown → 400 naming it', async ({ write, field, value }) => {
      expectFailure(await withField(write, field, value), 400, [field]);
    });

    it.each([
      ['username', 'u'],
      ['username', 'uu'],
      ['name', ''],
    ])('refuses a %s that is too short (%j)', async (field, value) => {
      expectFailure(await withField(writes.createUser, field, value), 400, [field]);
    });

    it('refuses an empty title', async () => {
      expectFailure(await withField(writes.createArticle, 'title', ''), 400, ['title']);
    });

    it('refuses a keyword over 100 characters naming keyword', async () => {
      expectFailure(await listUsers(admin, { keyword: 'k'.repeat(101) }), 400, ['keyword']);
    });

    it('accepts values exactly at the limits: name 64, username 32, title 200', async () => {
      const username = `${uniqueUsername('max')}${'x'.repeat(32)}`.slice(0, 32);
      const user = await createUser(admin, { username, name: 'n'.repeat(64) });
      created.users += 1;
      expect(user).toMatchObject({ username, name: 'n'.repeat(64) });
      const article = await createArticle(admin, { title: 't'.repeat(200) });
      created.articles += 1;
      expect(article.title).toBe('t'.repeat(200));
    });
  });

  describe('NUL characters', () => {
    it.each(
      fieldCases(
        [writes.createUser, 'username', nul],
        [writes.createUser, 'name', nul],
        [writes.createUser, 'email', `${nul}@example.com`],
        [writes.createUser, 'phone', '555\u00000100'],
        [writes.createUser, 'avatar', `https://example.com/${nul}.png`],
        [writes.createUser, 'password', `long password ${nul}`],
        [writes.updateUser, 'username', nul],
        [writes.updateUser, 'name', nul],
        [writes.updateUser, 'email', `${nul}@example.com`],
        [writes.updateUser, 'phone', '555\u00000100'],
        [writes.updateUser, 'avatar', `https://example.com/${nul}.png`],
        [writes.updateUser, 'password', `long password ${nul}`],
        [writes.createArticle, 'title', nul],
        [writes.createArticle, 'content', `line one\n${nul}`],
        [writes.updateArticle, 'title', nul],
        [writes.updateArticle, 'content', `line one\n${nul}`],
        [writes.login, 'username', nul],
        [writes.login, 'password', nul],
        [writes.login, 'captchaId', nul],
        [writes.login, 'captcha', nul],
        [writes.register, 'username', nul],
        [writes.register, 'password', `long password ${nul}`],
        [writes.register, 'name', nul],
        [writes.register, 'email', `${nul}@example.com`],
      ),
    )('$label: NUL in $field → 400 naming it', async ({ write, field, value }) => {
      const response = await withField(write, field, value);
      expectFailure(response, 400, [field]);
    });

    it.each([
      ['GET /api/sys_users/list', '/api/sys_users/list'],
      ['GET /api/sysArticle/pageList', '/api/sysArticle/pageList'],
    ])('%s: NUL in keyword → 400 naming keyword', async (_label, path) => {
      expectFailure(await admin.get(path, { keyword: nul }), 400, ['keyword']);
    });

    it('refuses other control characters in single-line fields, but allows tabs and newlines in content', async () => {
      expectFailure(await withField(writes.createUser, 'name', 'bell\u0007'), 400, ['name']);
      expectFailure(await withField(writes.createArticle, 'title', 'two\nlines'), 400, ['title']);
      expectFailure(await withField(writes.createArticle, 'content', 'escape\u001b[31m'), 400, [
        'content',
      ]);
    });
  });

  describe('bidirectional and C1 controls', () => {
    it.each(
      fieldCases(
        [writes.createUser, 'name', 'evil\u202Etxt.exe'],
        [writes.updateUser, 'name', 'Ali\u2067ce'],
        [writes.register, 'name', 'left\u200Fmark'],
        [writes.createArticle, 'title', 'price \u0085 list'],
        [writes.updateArticle, 'title', 'csi\u009B31m'],
        [writes.createArticle, 'title', 'arabic mark \u061C here'],
      ),
    )('$label: $shown in $field → 400 naming it', async ({ write, field, value }) => {
      expectFailure(await withField(write, field, value), 400, [field]);
    });

    it('still takes right-to-left text itself, and the marks in article content', async () => {
      expect((await withField(writes.createUser, 'name', 'علي حسن')).status).toBe(200);
      expect((await withField(writes.createArticle, 'title', 'שלום עולם')).status).toBe(200);
      expect(
        (await withField(writes.createArticle, 'content', 'quoted \u2067שלום\u2069 text')).status,
      ).toBe(200);
      created.users += 1;
      created.articles += 2;
    });
  });

  describe('markup and script URLs', () => {
    it.each(
      fieldCases(
        [writes.createUser, 'name', script],
        [writes.updateUser, 'name', script],
        [writes.createUser, 'name', '<img src=x onerror=alert(1)>'],
        [writes.createUser, 'phone', script],
        [writes.updateUser, 'phone', script],
        [writes.createUser, 'username', script],
        [writes.createUser, 'email', `${script}@example.com`],
        [writes.createArticle, 'title', script],
        [writes.updateArticle, 'title', script],
        [writes.register, 'name', script],
      ),
    )('$label: HTML in $field → 400 naming it', async ({ write, field, value }) => {
      expectFailure(await withField(write, field, value), 400, [field]);
    });

    it.each([
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      '//evil.example.com/a.png',
      'https://example.com/"onerror="alert(1)',
    ])('refuses the avatar %j with 400 naming avatar', async (avatar) => {
      expectFailure(await withField(writes.createUser, 'avatar', avatar), 400, ['avatar']);
      expectFailure(await withField(writes.updateUser, 'avatar', avatar), 400, ['avatar']);
    });
  });

  describe('SQL in parameters and fields', () => {
    const payloads = [
      "' OR 1=1 --",
      "'; DROP TABLE sys_users; --",
      '") OR ("1"="1',
      '1; SELECT pg_sleep(5)',
    ];

    it.each(payloads)('treats the keyword %j as text: users match nothing', async (keyword) => {
      const page = expectOk(await listUsers(admin, { keyword }));
      expect(page).toMatchObject({ list: [], total: 0 });
    });

    it.each(payloads)('treats the keyword %j as text: articles match nothing', async (keyword) => {
      const page = expectOk(await listArticles(admin, { keyword }));
      expect(page).toMatchObject({ list: [], total: 0 });
    });

    it('searches for markup as text rather than refusing it (a search box takes any keys)', async () => {
      expect(expectOk(await listUsers(admin, { keyword: '<b>' }))).toMatchObject({ total: 0 });
      expect(expectOk(await listArticles(admin, { keyword: 'a > b' }))).toMatchObject({ total: 0 });
    });

    it.each([
      ['sortField', 'username; DROP TABLE sys_users'],
      ['sortOrder', 'asc; DROP TABLE sys_users'],
      ['current', '1 OR 1=1'],
      ['pageSize', '10; DROP TABLE sys_users'],
      ['access', "admin' OR '1'='1"],
    ])('refuses SQL in %s with 400 naming it', async (field, value) => {
      expectFailure(await listUsers(admin, { [field]: value }), 400, [field]);
    });

    it('refuses SQL in ids with 400 naming id', async () => {
      expectFailure(await admin.get('/api/sys_users/1%20OR%201=1'), 400, ['id']);
      expectFailure(await admin.post('/api/sys_users/deleted/1;DROP%20TABLE%20sys_users'), 400, [
        'id',
      ]);
      expectFailure(await admin.post('/api/sysArticle/delete?id=1%20OR%201=1'), 400, ['id']);
    });

    it('refuses SQL in a username (not a legal username) with 400 naming username', async () => {
      expectFailure(await withField(writes.createUser, 'username', "admin'--"), 400, ['username']);
    });

    it('stores a legal name containing SQL exactly as sent, and finds it by keyword', async () => {
      const name = "O'Brien'; DROP TABLE sys_users; --";
      const user = await createUser(admin, { name });
      created.users += 1;
      expect(user.name).toBe(name);
      expect((await getUser(admin, user.id)).name).toBe(name);
      const page = expectOk(await listUsers(admin, { keyword: "O'Brien'; DROP" }));
      expect(page.list.map((row) => row.id)).toEqual([user.id]);
    });

    it('stores an article title and content containing SQL exactly as sent', async () => {
      const title = "'; DROP TABLE sys_articles; --";
      const content = "Robert'); DROP TABLE sys_users;--\n' OR '1'='1";
      const article = await createArticle(admin, { title, content });
      created.articles += 1;
      expect(await findArticle(admin, article.id)).toMatchObject({ title, content });
    });

    it('refuses a sign-in with SQL for a username like any wrong password', async () => {
      const client = await anonymous(server);
      const response = await client.login("' OR 1=1 --", "' OR '1'='1");
      expect(response.status).toBe(200);
      expect(response.body.code).toBe(1001);
      expectFailure(await client.get('/api/currentUser'), 401);
    });

    it('still has every user row after all of that', async () => {
      const rows = await allUsers(admin);
      expect(rows).toHaveLength(baseline.users + created.users);
    });
  });

  describe('transport limits', () => {
    it('refuses a body over 1 MiB with 413 and envelope code 413', async () => {
      const title = `Huge ${uniqueUsername('big')}`;
      const raw = JSON.stringify({ title, content: 'a'.repeat(1024 * 1024 + 1) });
      const response = await admin.request('POST', '/api/sysArticle/create', { raw });
      expectFailure(response, 413);
      expect(expectOk(await listArticles(admin, { keyword: title })).total).toBe(0);
    });

    it('refuses an oversized update of the target user with 413', async () => {
      const raw = JSON.stringify({ version: targets.user.version, name: 'x'.repeat(1_100_000) });
      expectFailure(
        await admin.request('POST', `/api/sys_users/update/${targets.user.id}`, { raw }),
        413,
      );
    });

    it.each([
      'text/plain',
      'text/plain; charset=utf-8',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/xml',
    ])('refuses Content-Type %s with 415', async (contentType) => {
      const raw = JSON.stringify({ version: targets.user.version, name: 'Changed by form' });
      const response = await admin.request('POST', `/api/sys_users/update/${targets.user.id}`, {
        raw,
        contentType,
      });
      expectFailure(response, 415);
      expect(response.body.message).toBe('Only application/json request bodies are accepted');
    });

    it('accepts application/json with a charset', async () => {
      const article = expectOk(
        await admin.request<SysArticle>('POST', '/api/sysArticle/create', {
          raw: JSON.stringify({ title: 'With charset' }),
          contentType: 'application/json; charset=utf-8',
        }),
      );
      created.articles += 1;
      expect(article.title).toBe('With charset');
    });
  });

  describe('bad ids in paths', () => {
    it.each(['abc', '-1', '0', '1.5', '99999999999', '2147483648'])(
      'GET /api/sys_users/%s → 400 naming id',
      async (id) => {
        expectFailure(await admin.get(`/api/sys_users/${id}`), 400, ['id']);
      },
    );

    it.each(['abc', '-1'])('update and delete of user %s → 400 naming id', async (id) => {
      expectFailure(await admin.post(`/api/sys_users/update/${id}`, { version: 1 }), 400, ['id']);
      expectFailure(await admin.post(`/api/sys_users/deleted/${id}`), 400, ['id']);
    });

    it('answers 404 for a well-formed id nobody has', async () => {
      expectFailure(await admin.get('/api/sys_users/2147483647'), 404);
      expectFailure(await admin.post('/api/sysArticle/delete?id=2147483647'), 404);
    });

    it('does not let the admin delete themselves through an odd id spelling', async () => {
      expectFailure(await admin.post(`/api/sys_users/deleted/0${adminId}`), 403);
      expect((await getUser(admin, adminId)).username).toBe('admin');
    });
  });

  describe('afterwards', () => {
    it('is still healthy, with every user and article accounted for', async () => {
      expect(expectOk(await admin.get('/api/health'))).toMatchObject({ status: 'ok' });
      expect(await allUsers(admin)).toHaveLength(baseline.users + created.users);
      const articles = expectOk(await listArticles(admin, { pageSize: 100 }));
      expect(articles.total).toBe(baseline.articles + created.articles);
      expect(articles.list).toHaveLength(Math.min(100, articles.total));
    });
  });
});
