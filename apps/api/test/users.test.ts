import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CurrentUser, SysUser } from '../src/contract/schemas.js';
import { listUsers as queryUsers } from '../src/services/users.js';
import {
  allUsers,
  createUser,
  currentOf,
  expectFailure,
  expectOk,
  fieldsOf,
  getUser,
  listUsers,
  signIn,
  strongPassword,
  summary,
  uniqueUsername,
} from './fixtures.js';
import {
  type ApiClient,
  databaseKinds,
  passwords,
  startServer,
  type TestServer,
} from './helper.js';
import { plansOf } from './query-plans.js';

const lastAdminMessage = 'At least one active user who can manage roles must remain';

function expectNoSecrets(record: object) {
  for (const key of Object.keys(record)) expect(key.toLowerCase()).not.toContain('password');
}

describe.each(databaseKinds())('user management on %s', (kind) => {
  let server: TestServer;
  let admin: ApiClient;
  let adminId: number;

  beforeAll(async () => {
    server = await startServer(kind);
    admin = await server.signedIn('admin');
    adminId = expectOk(await admin.get<CurrentUser>('/api/currentUser')).id;
  });
  afterAll(() => server?.close());

  describe('create, read, update, delete', () => {
    it('creates a user and answers with the record, never a password or its hash', async () => {
      const username = uniqueUsername('crud');
      const response = await admin.post<SysUser>('/api/sys_users/create', {
        username,
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        phone: '+44 20 7946 0000',
        avatar: 'https://example.com/ada.png',
        access: 'user',
        password: strongPassword,
      });
      const created = expectOk(response);
      expect(created).toMatchObject({
        username,
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        phone: '+44 20 7946 0000',
        avatar: 'https://example.com/ada.png',
        access: 'user',
        status: 'active',
        version: 1,
      });
      expect(created.id).toBeGreaterThan(0);
      expect(Date.parse(created.createdAt)).not.toBeNaN();
      expectNoSecrets(created);
      // The raw answer too: no field anywhere mentions the password.
      expect(JSON.stringify(response.body)).not.toMatch(/password|argon2/i);
    });

    it('shows the created user in its detail and in the list, without secrets', async () => {
      const created = await createUser(admin, { password: strongPassword, email: 'x@example.com' });
      const detail = await getUser(admin, created.id);
      expect(detail).toEqual(created);
      expectNoSecrets(detail);
      const page = expectOk(await listUsers(admin, { keyword: created.username }));
      expect(page.list).toEqual([created]);
      for (const row of page.list) expectNoSecrets(row);
    });

    it('defaults a new user to an active ordinary user', async () => {
      const created = await createUser(admin);
      expect(created).toMatchObject({ access: 'user', status: 'active', email: null, phone: null });
    });

    it('refuses an http:// avatar, which the console could never show, saying why in both languages', async () => {
      const user = await createUser(admin, { avatar: 'https://example.com/kept.png' });
      const avatar = 'http://example.com/ada.png';
      const messages = {
        'zh-CN': '请输入以 https:// 开头的网址（http:// 的图片无法显示）',
        'en-US':
          'Enter an address starting with https:// (images at http:// addresses cannot be shown)',
      };
      for (const [language, message] of Object.entries(messages)) {
        const headers = { 'accept-language': language };
        const created = await admin.post(
          '/api/sys_users/create',
          { username: uniqueUsername('http'), name: 'Http Avatar', avatar },
          { headers },
        );
        const updated = await admin.post(
          `/api/sys_users/update/${user.id}`,
          { version: user.version, avatar },
          { headers },
        );
        for (const response of [created, updated]) {
          expectFailure(response, 400, ['avatar']);
          expect(response.body.message).toBe(message);
          expect(response.body.data).toEqual({
            fields: [{ field: 'avatar', rule: 'url', message }],
          });
        }
      }
      expect(await getUser(admin, user.id)).toEqual(user);
      const secure = expectOk(
        await admin.post<SysUser>(`/api/sys_users/update/${user.id}`, {
          version: user.version,
          avatar: 'https://example.com/ada.png',
        }),
      );
      expect(secure.avatar).toBe('https://example.com/ada.png');
    });

    it('updates a user, bumping its version, and shows the change in the detail', async () => {
      const created = await createUser(admin);
      const updated = expectOk(
        await admin.post<SysUser>(`/api/sys_users/update/${created.id}`, {
          version: created.version,
          name: 'Grace Hopper',
          email: 'grace@example.com',
        }),
      );
      expect(updated).toMatchObject({
        id: created.id,
        username: created.username,
        name: 'Grace Hopper',
        email: 'grace@example.com',
        version: created.version + 1,
      });
      expectNoSecrets(updated);
      expect(Date.parse(updated.updatedAt)).toBeGreaterThanOrEqual(Date.parse(created.updatedAt));
      expect(await getUser(admin, created.id)).toEqual(updated);
    });

    it('clears optional fields set to null', async () => {
      const created = await createUser(admin, { email: 'clear@example.com', phone: '123' });
      const updated = expectOk(
        await admin.post<SysUser>(`/api/sys_users/update/${created.id}`, {
          version: created.version,
          email: null,
          phone: null,
        }),
      );
      expect(updated).toMatchObject({ email: null, phone: null, name: created.name });
    });

    it('deletes a user: the detail is then 404, and a second delete is 404 too', async () => {
      const created = await createUser(admin);
      expectOk(await admin.post(`/api/sys_users/deleted/${created.id}`));
      expectFailure(await admin.get(`/api/sys_users/${created.id}`), 404);
      expectFailure(await admin.post(`/api/sys_users/deleted/${created.id}`), 404);
      expectFailure(
        await admin.post(`/api/sys_users/update/${created.id}`, { version: 1, name: 'Ghost' }),
        404,
      );
      expect(expectOk(await listUsers(admin, { keyword: created.username })).total).toBe(0);
    });

    it('lets a user created with a password sign in, and not one created without', async () => {
      const withPassword = await createUser(admin, { password: strongPassword });
      const client = await signIn(server, withPassword.username, strongPassword);
      expect(expectOk(await client.get<CurrentUser>('/api/currentUser'))).toMatchObject({
        id: withPassword.id,
        username: withPassword.username,
        access: 'user',
      });

      const withoutPassword = await createUser(admin);
      const refused = await server.client().login(withoutPassword.username, strongPassword);
      expect(refused.status).toBe(200);
      expect(refused.body.code).toBe(1001);
    });

    it('signs a user in with the password an admin set, and no longer with the old one', async () => {
      const created = await createUser(admin, { password: strongPassword });
      const before = await signIn(server, created.username, strongPassword);
      const newPassword = 'another quite long secret';
      expectOk(
        await admin.post(`/api/sys_users/update/${created.id}`, {
          version: created.version,
          password: newPassword,
        }),
      );
      expect((await server.client().login(created.username, strongPassword)).body.code).toBe(1001);
      await signIn(server, created.username, newPassword);
      // A password reset by an admin signs the account out everywhere.
      expectFailure(await before.get('/api/currentUser'), 401);
    });

    it('signs a disabled user out at once, for good even once re-enabled', async () => {
      const created = await createUser(admin, { password: strongPassword });
      const client = await signIn(server, created.username, strongPassword);
      const disabled = expectOk(
        await admin.post<SysUser>(`/api/sys_users/update/${created.id}`, {
          version: created.version,
          status: 'disabled',
        }),
      );
      expect(disabled.status).toBe('disabled');
      expectFailure(await client.get('/api/currentUser'), 401);
      const refused = await server.client().login(created.username, strongPassword);
      expect(refused.body.code).toBe(1004);

      expectOk(
        await admin.post(`/api/sys_users/update/${created.id}`, {
          version: disabled.version,
          status: 'active',
        }),
      );
      expectFailure(await client.get('/api/currentUser'), 401);
      await signIn(server, created.username, strongPassword);
    });

    it('refuses a common password with 400 naming password', async () => {
      const username = uniqueUsername('common');
      expectFailure(
        await admin.post('/api/sys_users/create', { username, name: 'C', password: 'password123' }),
        400,
        ['password'],
      );
      expect(expectOk(await listUsers(admin, { keyword: username })).total).toBe(0);
    });

    it.each([
      [
        'a run of letters',
        () => 'abcdefgh',
        'The password must not be a run of characters such as abcdefgh or acegi',
      ],
      [
        'a repeated letter',
        () => 'aaaaaaaa',
        'The password must not be repeated characters such as aaaaaaaa or abcabc',
      ],
      [
        'a keyboard row',
        () => 'zxcvbnm,./',
        'The password must not be a row of neighbouring keys such as qwerty',
      ],
      [
        'the username and a year',
        (username: string) => `${username}2024`,
        'The password is too close to the username, name or email',
      ],
    ])(
      'refuses %s as a password, saying why, on create and on update',
      async (_label, make, message) => {
        const username = uniqueUsername('weakpw');
        const created = await admin.post('/api/sys_users/create', {
          username,
          name: 'W',
          password: make(username),
        });
        expectFailure(created, 400, ['password']);
        expect(created.body.message).toBe(message);
        const user = await createUser(admin, { username });
        const updated = await admin.post(`/api/sys_users/update/${user.id}`, {
          version: user.version,
          password: make(username),
        });
        expectFailure(updated, 400, ['password']);
        expect(updated.body.message).toBe(message);
      },
    );

    it('accepts a long passphrase even when it holds the username', async () => {
      const username = uniqueUsername('phrase');
      const created = await admin.post<SysUser>('/api/sys_users/create', {
        username,
        name: 'P',
        password: `${username} rides a violet staple`,
      });
      expect(created.status).toBe(200);
    });
  });

  describe('lists after writes', () => {
    it('shows every write on the very next read of the same page (no stale cache)', async () => {
      const firstPage = { sortField: 'createdAt', sortOrder: 'descend', pageSize: 20 };
      const before = expectOk(await listUsers(admin, firstPage));
      const created = await createUser(admin, { name: 'Fresh On Top' });
      const afterCreate = expectOk(await listUsers(admin, firstPage));
      expect(afterCreate.total).toBe(before.total + 1);
      expect(afterCreate.list[0]?.id).toBe(created.id);

      const renamed = expectOk(
        await admin.post<SysUser>(`/api/sys_users/update/${created.id}`, {
          version: created.version,
          name: 'Renamed On Top',
          status: 'disabled',
        }),
      );
      const afterUpdate = expectOk(await listUsers(admin, firstPage));
      expect(afterUpdate.list[0]).toMatchObject({
        name: 'Renamed On Top',
        version: renamed.version,
      });
      expect(
        expectOk(await listUsers(admin, { status: 'disabled', pageSize: 100 })).list.map(
          (u) => u.id,
        ),
      ).toContain(created.id);

      expectOk(await admin.post(`/api/sys_users/deleted/${created.id}`));
      const afterDelete = expectOk(await listUsers(admin, firstPage));
      expect(afterDelete.total).toBe(before.total);
      expect(afterDelete.list.map((user) => user.id)).not.toContain(created.id);
    });
    it('shows every write on the very next read of the same keyword page', async () => {
      const query = { keyword: 'fresh keyword', sortField: 'username', sortOrder: 'descend' };
      expect(expectOk(await listUsers(admin, query)).total).toBe(0);
      const created = await createUser(admin, { name: 'Fresh Keyword Person' });
      const afterCreate = expectOk(await listUsers(admin, query));
      expect(afterCreate).toMatchObject({ total: 1, list: [{ id: created.id }] });

      expectOk(await admin.post(`/api/sys_users/deleted/${created.id}`));
      expect(expectOk(await listUsers(admin, query))).toMatchObject({ total: 0, list: [] });
    });
  });

  describe('protecting the admin from themselves', () => {
    it('refuses an admin deleting their own account (403) and keeps it', async () => {
      const before = await getUser(admin, adminId);
      const response = await admin.post(`/api/sys_users/deleted/${adminId}`);
      expectFailure(response, 403);
      expect(response.body.message).toBe('You cannot delete your own account');
      expect(await getUser(admin, adminId)).toEqual(before);
    });

    it('refuses an admin changing their own access (403) and keeps it', async () => {
      const before = await getUser(admin, adminId);
      const response = await admin.post(`/api/sys_users/update/${adminId}`, {
        version: before.version,
        access: 'user',
      });
      expectFailure(response, 403);
      expect(response.body.message).toBe('You cannot change your own access');
      expect(await getUser(admin, adminId)).toEqual(before);
      // Still an admin: admin-only routes still work.
      expect(expectOk(await admin.get<CurrentUser>('/api/currentUser')).access).toBe('admin');
    });

    it('refuses an admin disabling themselves (403) and keeps them signed in', async () => {
      const before = await getUser(admin, adminId);
      const response = await admin.post(`/api/sys_users/update/${adminId}`, {
        version: before.version,
        status: 'disabled',
      });
      expectFailure(response, 403);
      expect(response.body.message).toBe('You cannot disable your own account');
      expect(await getUser(admin, adminId)).toEqual(before);
      expect((await admin.get('/api/currentUser')).status).toBe(200);
    });

    it('lets an admin edit their own profile when the access sent is unchanged', async () => {
      const before = await getUser(admin, adminId);
      const updated = expectOk(
        await admin.post<SysUser>(`/api/sys_users/update/${adminId}`, {
          version: before.version,
          name: 'Chief Admin',
          access: 'admin',
          status: 'active',
        }),
      );
      expect(updated).toMatchObject({
        name: 'Chief Admin',
        access: 'admin',
        version: before.version + 1,
      });
    });
  });

  describe('optimistic locking and unique usernames', () => {
    it('refuses a stale version with 409, keeps the first update and reports the current record', async () => {
      const created = await createUser(admin);
      const first = expectOk(
        await admin.post<SysUser>(`/api/sys_users/update/${created.id}`, {
          version: created.version,
          name: 'First writer',
        }),
      );
      const second = await admin.post(`/api/sys_users/update/${created.id}`, {
        version: created.version,
        name: 'Second writer',
      });
      expectFailure(second, 409);
      expect(currentOf<SysUser>(second)).toEqual(first);
      expectNoSecrets(currentOf<SysUser>(second));
      const now = await getUser(admin, created.id);
      expect(now).toEqual(first);
      expect(now.name).toBe('First writer');
      expect(now.version).toBe(created.version + 1);
    });

    it('refuses a stale version on a disabling update, leaving the user active', async () => {
      const created = await createUser(admin);
      const renamed = expectOk(
        await admin.post<SysUser>(`/api/sys_users/update/${created.id}`, {
          version: created.version,
          name: 'Renamed',
        }),
      );
      expectFailure(
        await admin.post(`/api/sys_users/update/${created.id}`, {
          version: created.version,
          status: 'disabled',
        }),
        409,
      );
      expect(await getUser(admin, created.id)).toEqual(renamed);
    });

    it.each(['Admin', 'ADMIN', 'admin'])(
      'refuses creating the username %s (taken by admin, case-insensitively) with 409 naming username',
      async (username) => {
        const before = expectOk(await listUsers(admin)).total;
        const response = await admin.post('/api/sys_users/create', { username, name: 'Impostor' });
        expectFailure(response, 409, ['username']);
        expect(expectOk(await listUsers(admin)).total).toBe(before);
      },
    );

    it('refuses renaming a user onto a taken username (any case) with 409 and keeps the user', async () => {
      const created = await createUser(admin);
      const response = await admin.post(`/api/sys_users/update/${created.id}`, {
        version: created.version,
        username: 'USER',
      });
      expectFailure(response, 409, ['username']);
      expect(await getUser(admin, created.id)).toEqual(created);
    });
  });

  describe('paging', () => {
    it('answers 10 rows by default, with current 1', async () => {
      const page = expectOk(await listUsers(admin));
      expect(page.list).toHaveLength(10);
      expect(page.pageSize).toBe(10);
      expect(page.current).toBe(1);
    });

    it.each([20, 50, 100])('honours pageSize %i', async (pageSize) => {
      const page = expectOk(await listUsers(admin, { pageSize }));
      expect(page.pageSize).toBe(pageSize);
      expect(page.list).toHaveLength(Math.min(pageSize, page.total));
    });

    it('clamps pageSize 1000 to 100', async () => {
      const page = expectOk(await listUsers(admin, { pageSize: 1000 }));
      expect(page.pageSize).toBe(100);
      expect(page.list).toHaveLength(100);
    });

    it('snaps pageSize 15 up to 20', async () => {
      const page = expectOk(await listUsers(admin, { pageSize: 15 }));
      expect(page.pageSize).toBe(20);
      expect(page.list).toHaveLength(20);
    });

    it('answers an empty list with the right total past the last page', async () => {
      const total = expectOk(await listUsers(admin)).total;
      const beyond = Math.ceil(total / 10) + 1;
      const page = expectOk(await listUsers(admin, { current: beyond }));
      expect(page.list).toEqual([]);
      expect(page.total).toBe(total);
      expect(page.current).toBe(beyond);
    });

    it('pages without gaps or repeats: second page follows the first', async () => {
      const first = expectOk(await listUsers(admin, { sortField: 'id', sortOrder: 'ascend' }));
      const second = expectOk(
        await listUsers(admin, { sortField: 'id', sortOrder: 'ascend', current: 2 }),
      );
      const both = await listUsers(admin, { sortField: 'id', sortOrder: 'ascend', pageSize: 20 });
      expect([...first.list, ...second.list]).toEqual(expectOk(both).list);
    });

    it.each(['0', '-1', '1.5', 'abc', '10000000'])(
      'refuses current=%s with 400 naming current',
      async (current) => {
        expectFailure(await listUsers(admin, { current }), 400, ['current']);
      },
    );

    it.each(['0', '-5', 'ten'])(
      'refuses pageSize=%s with 400 naming pageSize',
      async (pageSize) => {
        expectFailure(await listUsers(admin, { pageSize }), 400, ['pageSize']);
      },
    );

    it('reports a total equal to the number of rows, and to the dashboard count', async () => {
      const page = expectOk(await listUsers(admin));
      const rows = await allUsers(admin);
      expect(rows).toHaveLength(page.total);
      expect(new Set(rows.map((row) => row.id)).size).toBe(page.total);
      expect((await summary(admin)).users.total).toBe(page.total);
    });
  });

  describe('sorting', () => {
    const usernames = ['sortcase_m', 'sortcase_b', 'sortcase_z', 'sortcase_f'];
    beforeAll(async () => {
      for (const username of usernames) await createUser(admin, { username });
    });

    it('sorts by username ascending', async () => {
      const page = expectOk(
        await listUsers(admin, {
          keyword: 'sortcase_',
          sortField: 'username',
          sortOrder: 'ascend',
        }),
      );
      expect(page.list.map((row) => row.username)).toEqual([...usernames].sort());
    });

    it('sorts by username descending', async () => {
      const page = expectOk(
        await listUsers(admin, {
          keyword: 'sortcase_',
          sortField: 'username',
          sortOrder: 'descend',
        }),
      );
      expect(page.list.map((row) => row.username)).toEqual([...usernames].sort().reverse());
    });

    it('gives the exact reverse order for descend over a whole filtered set', async () => {
      const query = { access: 'admin', sortField: 'username', pageSize: 100 };
      const ascend = expectOk(await listUsers(admin, { ...query, sortOrder: 'ascend' })).list;
      const descend = expectOk(await listUsers(admin, { ...query, sortOrder: 'descend' })).list;
      expect(ascend.length).toBeGreaterThan(5);
      expect(descend.map((row) => row.id)).toEqual(ascend.map((row) => row.id).reverse());
      const names = ascend.map((row) => row.username);
      // The database sorts bytewise (C collation) on both engines: compare by code point.
      expect(names).toEqual([...names].sort());
    });

    it('sorts by id ascending', async () => {
      const ids = expectOk(
        await listUsers(admin, { sortField: 'id', sortOrder: 'ascend' }),
      ).list.map((row) => row.id);
      expect(ids).toEqual([...ids].sort((a, b) => a - b));
    });

    it('refuses an unknown sortField with 400 naming sortField', async () => {
      expectFailure(await listUsers(admin, { sortField: 'passwordHash' }), 400, ['sortField']);
      expectFailure(await listUsers(admin, { sortField: 'username; drop table x' }), 400, [
        'sortField',
      ]);
    });

    it('refuses an unknown sortOrder with 400 naming sortOrder', async () => {
      expectFailure(await listUsers(admin, { sortOrder: 'sideways' }), 400, ['sortOrder']);
    });
  });

  describe('searching and filtering', () => {
    let target: SysUser;
    beforeAll(async () => {
      target = await createUser(admin, {
        username: 'KwTarget_Q7',
        name: 'Quentin Zebulon',
        email: 'Marker.Mail@Example.com',
      });
    });

    it.each([
      ['username', 'kwtarget_q7'],
      ['name', 'QUENTIN zeb'],
      ['email', 'marker.MAIL@'],
    ])('matches the %s case-insensitively', async (_field, keyword) => {
      const page = expectOk(await listUsers(admin, { keyword, pageSize: 100 }));
      expect(page.list.map((row) => row.id)).toContain(target.id);
      for (const row of page.list) {
        const haystack = [row.username, row.name, row.email ?? ''].join('\n').toLowerCase();
        expect(haystack).toContain(keyword.toLowerCase());
      }
    });

    it('finds keywords too short for a trigram index (one and two characters)', async () => {
      for (const keyword of ['Q', 'q7']) {
        const page = expectOk(await listUsers(admin, { keyword, pageSize: 100 }));
        expect(page.list.map((row) => row.id)).toContain(target.id);
      }
    });

    it('matches within one field: a keyword spanning the end of one and the start of the next finds nothing', async () => {
      // username 'KwTarget_Q7', name 'Quentin Zebulon', email 'Marker.Mail@Example.com'
      for (const keyword of ['q7quentin', 'q7 quentin', 'zebulonmarker', 'zebulon marker']) {
        expect(expectOk(await listUsers(admin, { keyword })).total).toBe(0);
      }
    });

    it('pages through the matches of a keyword without gaps or repeats, each page with the total', async () => {
      const created: number[] = [];
      for (let n = 0; n < 23; n += 1) {
        created.push((await createUser(admin, { name: `Pager Keyword ${n}` })).id);
      }
      const query = { keyword: 'pager keyword', sortField: 'id', sortOrder: 'descend' };
      const pages = [1, 2, 3].map(async (current) =>
        expectOk(await listUsers(admin, { ...query, current })),
      );
      const [first, second, third] = await Promise.all(pages);
      expect([first, second, third].map((page) => page?.total)).toEqual([23, 23, 23]);
      const ids = [first, second, third].flatMap((page) => page?.list.map((row) => row.id) ?? []);
      expect(ids).toEqual([...created].reverse());

      const beyond = expectOk(await listUsers(admin, { ...query, current: 4 }));
      expect(beyond).toMatchObject({ list: [], total: 23, current: 4 });
    });

    it('returns nothing for a keyword no user has', async () => {
      const page = expectOk(await listUsers(admin, { keyword: 'no-such-person-anywhere' }));
      expect(page).toMatchObject({ list: [], total: 0 });
    });

    it('ignores a blank keyword', async () => {
      const all = expectOk(await listUsers(admin)).total;
      expect(expectOk(await listUsers(admin, { keyword: '   ' })).total).toBe(all);
    });

    it('matches % literally: "100%" finds the one user with it, "%" does not match everyone', async () => {
      const percent = await createUser(admin, { name: 'Discount 100% Dave' });
      await createUser(admin, { name: 'Discount 1000 Dan' });
      const all = expectOk(await listUsers(admin)).total;

      const hundred = expectOk(await listUsers(admin, { keyword: '100%' }));
      expect(hundred.list.map((row) => row.id)).toEqual([percent.id]);

      const bare = expectOk(await listUsers(admin, { keyword: '%', pageSize: 100 }));
      expect(bare.total).toBeLessThan(all);
      expect(bare.list.map((row) => row.id)).toContain(percent.id);
      for (const row of bare.list) {
        expect([row.username, row.name, row.email ?? ''].join('')).toContain('%');
      }
    });

    it('matches _ literally: "under_line" does not find "underXline"', async () => {
      const literal = await createUser(admin, { name: 'Mister under_line' });
      await createUser(admin, { name: 'Mister underXline' });
      const page = expectOk(await listUsers(admin, { keyword: 'under_line' }));
      expect(page.list.map((row) => row.id)).toEqual([literal.id]);

      const all = expectOk(await listUsers(admin)).total;
      const bare = expectOk(await listUsers(admin, { keyword: '_', pageSize: 100 }));
      expect(bare.total).toBeLessThan(all);
      for (const row of bare.list) {
        expect([row.username, row.name, row.email ?? ''].join('')).toContain('_');
      }
    });

    it('matches a backslash literally', async () => {
      const slashed = await createUser(admin, { name: 'Back\\slash Bob' });
      const page = expectOk(await listUsers(admin, { keyword: 'k\\s' }));
      expect(page.list.map((row) => row.id)).toEqual([slashed.id]);
    });

    it('filters access=admin to admins only, as many as the dashboard counts', async () => {
      const rows = await allUsers(admin, { access: 'admin' });
      expect(rows.length).toBeGreaterThan(1);
      for (const row of rows) expect(row.access).toBe('admin');
      expect(rows).toHaveLength((await summary(admin)).users.admin);
      expect(expectOk(await listUsers(admin, { access: 'admin' })).total).toBe(rows.length);
    });

    it('filters status=disabled to disabled users only, as many as the dashboard counts', async () => {
      const rows = await allUsers(admin, { status: 'disabled' });
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) expect(row.status).toBe('disabled');
      expect(rows).toHaveLength((await summary(admin)).users.disabled);
    });

    it('combines filters with the keyword', async () => {
      const disabledAdmin = await createUser(admin, {
        name: 'Combo Filter Person',
        access: 'admin',
        status: 'disabled',
      });
      await createUser(admin, { name: 'Combo Filter Person', access: 'user', status: 'disabled' });
      await createUser(admin, { name: 'Combo Filter Person', access: 'admin', status: 'active' });
      const page = expectOk(
        await listUsers(admin, { keyword: 'combo filter', access: 'admin', status: 'disabled' }),
      );
      expect(page.list.map((row) => row.id)).toEqual([disabledAdmin.id]);
      expect(page.total).toBe(1);
    });

    it.each([
      ['access', 'root'],
      ['status', 'deleted'],
    ])('refuses %s=%s with 400 naming the filter', async (field, value) => {
      const response = await listUsers(admin, { [field]: value });
      expectFailure(response, 400, [field]);
      expect(fieldsOf(response)).toEqual([field]);
    });
  });
});

describe.each(databaseKinds())('a list of 2,000 more users on %s', (kind) => {
  let server: TestServer;
  let admin: ApiClient;

  beforeAll(async () => {
    server = await startServer(kind);
    // Enough rows for the planner to weigh an index against reading the table, and for pages
    // past offset 1,000 (from 100 on, a page picks its ids first). One in 500 carries a rare
    // word, as a searched-for name does. One statement: every row has the same createdAt.
    await server.database.db.execute(sql`
      insert into sys_users (username, name, email)
      select 'bulk' || g, case when g % 500 = 0 then 'Quokka Keeper ' else 'Bulk User ' end || g,
             'bulk' || g || '@example.com'
      from generate_series(1, 2000) as g`);
    await server.database.db.execute(sql`analyze sys_users`);
    admin = await server.signedIn('admin');
  });
  afterAll(() => server?.close());

  it.each([
    ['createdAt', 'descend'],
    ['username', 'ascend'],
  ] as const)(
    'finds users through the trigram index (sorted by %s %s)',
    async (sortField, sortOrder) => {
      const keyword = 'quokka keeper';
      const plans = await plansOf(server.database, (db) =>
        queryUsers(db, { keyword, sortField, sortOrder }),
      );
      expect(plans).toHaveLength(1);
      expect(plans[0]).toContain('Bitmap Index Scan on sys_users_search_trgm_idx');
      expect(expectOk(await listUsers(admin, { keyword })).total).toBe(4);
    },
  );

  it.each([
    ['id', 'ascend', 1],
    ['createdAt', 'descend', -1],
  ] as const)(
    'pages on without gaps or repeats where pages start picking their ids first (sorted by %s %s)',
    async (sortField, sortOrder, step) => {
      // Pages 10 to 12 of 10 hold bulk rows only, whose ids follow each other; page 11 is
      // the first to pick its ids first. Ties on createdAt are broken by id, both ways.
      const pages = await Promise.all(
        [10, 11, 12].map(async (current) =>
          expectOk(await listUsers(admin, { sortField, sortOrder, pageSize: 10, current })),
        ),
      );
      const ids = pages.flatMap((page) => page.list.map((row) => row.id));
      expect(ids).toHaveLength(30);
      expect(ids.slice(1).map((id, index) => id - (ids[index] ?? 0))).toEqual(Array(29).fill(step));
      expect(new Set(pages.map((page) => page.total)).size).toBe(1);
    },
  );

  it('reads the roles of the rows a page shows, not of the rows it skips', async () => {
    // Page 6 of 20: rows 101 to 120. (Deep enough to have the list's positions read too.)
    const plans = await plansOf(
      server.database,
      (db) => queryUsers(db, { pageSize: 20, current: 6 }),
      { analyze: true },
    );
    const plan = plans.find((text) => text.includes('SubPlan')) ?? plans.join('\n');
    const rolesRead = /SubPlan[^\n]*\n[^\n]*loops=(\d+)/.exec(plan)?.[1];
    expect(rolesRead, plan).toBe('20');
  });

  it('shows a write on the very next read of the same deep page', async () => {
    const query = { sortField: 'id', sortOrder: 'ascend', pageSize: 100, current: 11 };
    const before = expectOk(await listUsers(admin, query));
    const [first, second] = before.list;
    if (!first || !second) throw new Error('page 11 should be full');
    expectOk(await admin.post(`/api/sys_users/deleted/${first.id}`));
    const after = expectOk(await listUsers(admin, query));
    expect(after.total).toBe(before.total - 1);
    expect(after.list[0]?.id).toBe(second.id);
  });

  it('answers an empty list with the right total far past the last page', async () => {
    const total = expectOk(await listUsers(admin)).total;
    const beyond = Math.ceil(total / 100) + 1;
    const page = expectOk(await listUsers(admin, { pageSize: 100, current: beyond }));
    expect(page).toMatchObject({ list: [], total, current: beyond });
  });
});

describe.each(databaseKinds())('the last active admin on %s', (kind) => {
  let server: TestServer;
  let admin: ApiClient;
  let adminId: number;

  beforeAll(async () => {
    server = await startServer(kind);
    admin = await server.signedIn('admin');
    adminId = expectOk(await admin.get<CurrentUser>('/api/currentUser')).id;
  });
  afterAll(() => server?.close());

  async function activeAdmins(client: ApiClient): Promise<SysUser[]> {
    return allUsers(client, { access: 'admin', status: 'active' });
  }

  /**
   * Fires both requests at once. The updates also set a password: hashing it takes long enough
   * that both requests are past the access check before either one writes.
   */
  async function race(
    first: { client: ApiClient; path: string; body?: object },
    second: { client: ApiClient; path: string; body?: object },
  ) {
    return Promise.all([
      first.client.post(first.path, first.body),
      second.client.post(second.path, second.body),
    ]);
  }

  it('leaves admin as the only active admin after demoting every other one', async () => {
    const others = (await activeAdmins(admin)).filter((row) => row.id !== adminId);
    expect(others.length).toBeGreaterThan(1);
    for (const other of others) {
      expectOk(
        await admin.post(`/api/sys_users/update/${other.id}`, {
          version: other.version,
          access: 'user',
        }),
      );
    }
    expect((await activeAdmins(admin)).map((row) => row.username)).toEqual(['admin']);
  });

  it('refuses the only active admin demoting, disabling or deleting themselves', async () => {
    const before = await getUser(admin, adminId);
    const demote = await admin.post(`/api/sys_users/update/${adminId}`, {
      version: before.version,
      access: 'user',
    });
    expectFailure(demote, 403);
    const disable = await admin.post(`/api/sys_users/update/${adminId}`, {
      version: before.version,
      status: 'disabled',
    });
    expectFailure(disable, 403);
    expectFailure(await admin.post(`/api/sys_users/deleted/${adminId}`), 403);
    expect(await getUser(admin, adminId)).toEqual(before);
    expect((await activeAdmins(admin)).map((row) => row.username)).toEqual(['admin']);
  });

  it("lets a second admin demote admin; admin's open session then loses admin rights", async () => {
    const b = await createUser(admin, {
      username: 'second_admin',
      access: 'admin',
      password: strongPassword,
    });
    const clientB = await signIn(server, b.username, strongPassword);
    const before = await getUser(clientB, adminId);
    expectOk(
      await clientB.post(`/api/sys_users/update/${adminId}`, {
        version: before.version,
        access: 'user',
      }),
    );
    expect(expectOk(await admin.get<CurrentUser>('/api/currentUser')).access).toBe('user');
    const refused = await admin.post('/api/sys_users/create', {
      username: uniqueUsername('sneaky'),
      name: 'Sneaky',
    });
    expectFailure(refused, 403);
    expect((await activeAdmins(clientB)).map((row) => row.username)).toEqual(['second_admin']);

    // The sole admin now is B, and B cannot step down either.
    const self = await getUser(clientB, b.id);
    expectFailure(
      await clientB.post(`/api/sys_users/update/${b.id}`, {
        version: self.version,
        access: 'user',
      }),
      403,
    );
    expectFailure(await clientB.post(`/api/sys_users/deleted/${b.id}`), 403);

    // B restores admin, so two admins remain for the races below.
    const demoted = await getUser(clientB, adminId);
    expectOk(
      await clientB.post(`/api/sys_users/update/${adminId}`, {
        version: demoted.version,
        access: 'admin',
      }),
    );
    expect((await activeAdmins(clientB)).map((row) => row.username).sort()).toEqual([
      'admin',
      'second_admin',
    ]);
  });

  it.each([
    ['demote', { access: 'user' }],
    ['disable', { status: 'disabled' }],
  ] as const)(
    'lets only one of two admins %s the other when both try at once: 403 for the last admin',
    async (_verb, change) => {
      // Fresh sessions for both: a new password set by the winner signs the loser out.
      const clientA = await signIn(server, 'admin', passwords.admin);
      const b = (await allUsers(clientA, { keyword: 'second_admin' }))[0];
      if (!b) throw new Error('second_admin is missing');
      const clientB = await signIn(server, 'second_admin', strongPassword);
      const a = await getUser(clientA, adminId);

      const [byA, byB] = await race(
        {
          client: clientA,
          path: `/api/sys_users/update/${b.id}`,
          body: { version: b.version, ...change, password: strongPassword },
        },
        {
          client: clientB,
          path: `/api/sys_users/update/${adminId}`,
          body: { version: a.version, ...change, password: passwords.admin },
        },
      );
      const outcomes = [byA, byB];
      expect(
        outcomes.filter((response) => response.status === 200),
        JSON.stringify([byA.body, byB.body]),
      ).toHaveLength(1);
      // The loser is refused by the last-admin rule if its request got that far. If the winner's
      // change landed first, the loser is checked as it now is: no longer an admin (403), or
      // signed out because it was disabled (401).
      const refused = byA.status === 200 ? byB : byA;
      if (refused.status === 403) {
        expect([lastAdminMessage, 'You are not allowed to do this']).toContain(
          refused.body.message,
        );
      } else {
        expect(refused.status, JSON.stringify(refused.body)).toBe(401);
        expect(change).toEqual({ status: 'disabled' });
      }

      const winner = byA.status === 200 ? clientA : clientB;
      const survivors = await activeAdmins(winner);
      expect(survivors).toHaveLength(1);
      // Put the loser back for the next round.
      const loserId = byA.status === 200 ? b.id : adminId;
      const loserRow = await getUser(winner, loserId);
      expectOk(
        await winner.post(`/api/sys_users/update/${loserId}`, {
          version: loserRow.version,
          access: 'admin',
          status: 'active',
        }),
      );
      expect(await activeAdmins(winner)).toHaveLength(2);
    },
  );

  it('lets only one of two admins delete the other when both try at once', async () => {
    const clientA = await signIn(server, 'admin', passwords.admin);
    const clientB = await signIn(server, 'second_admin', strongPassword);
    const b = (await allUsers(clientA, { keyword: 'second_admin' }))[0];
    if (!b) throw new Error('second_admin is missing');
    const [byA, byB] = await race(
      { client: clientA, path: `/api/sys_users/deleted/${b.id}` },
      { client: clientB, path: `/api/sys_users/deleted/${adminId}` },
    );
    const outcomes = [byA, byB];
    // Exactly one delete happens. The other is refused: the last-admin rule if it got that far,
    // or 401 if the deleted admin's session was already gone.
    expect(outcomes.filter((response) => response.status === 200)).toHaveLength(1);
    const refused = outcomes.find((response) => response.status !== 200);
    expect([401, 403]).toContain(refused?.status);
    if (refused?.status === 403) expect(refused.body.message).toBe(lastAdminMessage);
    const winner = byA.status === 200 ? clientA : clientB;
    const loser = byA.status === 200 ? clientB : clientA;
    expect(await activeAdmins(winner)).toHaveLength(1);
    // The deleted admin is signed out at once and cannot sign in again.
    expectFailure(await loser.get('/api/currentUser'), 401);
    const deletedName = byA.status === 200 ? 'second_admin' : 'admin';
    const deletedPassword = byA.status === 200 ? strongPassword : passwords.admin;
    expect((await server.client().login(deletedName, deletedPassword)).body.code).toBe(1001);
  });
});
