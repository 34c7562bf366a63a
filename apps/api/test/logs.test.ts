import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SysUser } from '../src/contract/schemas.js';
import { strongPassword, uniqueUsername } from './fixtures.js';
import {
  type ApiClient,
  databaseKinds,
  passwords,
  startServer,
  type TestServer,
} from './helper.js';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** Every cookie value a client was given: session tokens and CSRF tokens. */
function cookieValues(client: ApiClient): string[] {
  return [...client.cookies.values()].filter((value) => value.length >= 16);
}

describe.each(databaseKinds())('what the logs of %s keep', (kind) => {
  const lines: string[] = [];
  let server: TestServer;
  /** Values that must never reach a log line. */
  const secrets = new Set<string>([passwords.admin, passwords.user, strongPassword]);

  beforeAll(async () => {
    server = await startServer(kind, { logs: { level: 'trace', lines } });
  });
  afterAll(() => server?.close());

  function remember(client: ApiClient) {
    for (const value of cookieValues(client)) {
      secrets.add(value);
      secrets.add(sha256(value));
    }
  }

  it('runs a day of work: sign-ins, writes, refusals, conflicts and a database failure', async () => {
    const admin = await server.signedIn('admin');
    const user = await server.signedIn('user');
    remember(admin);
    remember(user);

    const username = uniqueUsername('logged');
    const email = `${username}@private.example`;
    secrets.add(email);
    const created = await admin.post<SysUser>('/api/sys_users/create', {
      username,
      name: 'Logged Person',
      email,
      password: strongPassword,
    });
    expect(created.status).toBe(200);
    const changedPassword = 'another violet staple 17';
    secrets.add(changedPassword);
    await admin.post(`/api/sys_users/update/${created.body.data.id}`, {
      version: created.body.data.version,
      password: changedPassword,
    });
    // A clash on the unique username, and a stale version.
    expect((await admin.post('/api/sys_users/create', { username, name: 'Again' })).status).toBe(
      409,
    );
    expect(
      (
        await admin.post(`/api/sys_users/update/${created.body.data.id}`, {
          version: created.body.data.version,
          name: 'Stale',
        })
      ).status,
    ).toBe(409);

    const person = server.client();
    const signIn = await person.login(username, changedPassword);
    expect(signIn.body.code).toBe(0);
    remember(person);
    await person.login(username, 'a wrong password for the log');
    secrets.add('a wrong password for the log');
    await person.post('/api/login/outLogin');

    // A write the database refuses: its statement carries the article's text.
    await server.database.db.execute(
      sql.raw(
        "alter table sys_articles add constraint logs_test_no_secret check (title not like 'secret article%')",
      ),
    );
    const title = `secret article ${uniqueUsername('t')}`;
    secrets.add(title);
    const failed = await user.post('/api/sysArticle/create', { title, content: title });
    expect(failed.status).toBe(500);
    await server.database.db.execute(
      sql.raw('alter table sys_articles drop constraint logs_test_no_secret'),
    );
  });

  it('logged every request, the failure with its statement and constraint, and no secret', () => {
    const log = lines.join('');
    expect(lines.length).toBeGreaterThan(20);
    expect(log).not.toMatch(/\$argon2/);
    const leaked = [...secrets].filter((secret) => log.includes(secret));
    expect(leaked).toEqual([]);
    const failures = lines
      .map(
        (line) =>
          JSON.parse(line) as {
            err?: { query?: string; constraint?: string; cause?: { constraint?: string } };
          },
      )
      .flatMap((entry) => (entry.err ? [entry.err] : []));
    expect(failures).toHaveLength(1);
    expect(failures[0]?.query).toMatch(/^with "written" as \(insert into "sys_articles" .*\$1/);
    expect(failures[0]?.cause?.constraint).toBe('logs_test_no_secret');
  });
});
