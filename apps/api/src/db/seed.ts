import { count, sql } from 'drizzle-orm';
import { limits } from '../contract/limits.js';
import { checkPassword, hashPassword, type PasswordProblem } from '../security/password.js';
import { randomToken } from '../security/tokens.js';
import { syncBuiltInRoles } from '../services/roles.js';
import { type Db, startupLockId } from './database.js';
import { articles, users } from './schema.js';

export interface SeedOptions {
  adminPassword: string | undefined;
  userPassword: string | undefined;
  /** The 120 extra users and 60 articles; the two accounts are always made on an empty database. */
  demoData: boolean;
  production: boolean;
  allowDemoAccounts: boolean;
}

export interface SeededAccount {
  username: 'admin' | 'user';
  password: string;
  /** True when the password was made up here rather than read from the environment. */
  generated: boolean;
}

/** Refuses to start a production server whose first accounts would have guessable passwords. */
export class UnsafeDemoAccountsError extends Error {
  constructor(reason: string) {
    super(
      `Refusing to seed in production: ${reason}. Set ADMIN_PASSWORD and USER_PASSWORD to strong ` +
        'passwords (8+ characters, not a common one), or set ALLOW_DEMO_ACCOUNTS=1 for a demo.',
    );
    this.name = 'UnsafeDemoAccountsError';
  }
}

function account(username: SeededAccount['username'], fromEnv: string | undefined): SeededAccount {
  return fromEnv
    ? { username, password: fromEnv, generated: false }
    : { username, password: randomToken().slice(0, 20), generated: true };
}

const problems: Record<PasswordProblem, string> = {
  tooShort: 'too short',
  tooLong: 'too long',
  common: 'a common password',
  sequence: 'a run of characters',
  repeat: 'repeated characters',
  keyboard: 'a row of neighbouring keys',
  personal: 'too close to the username',
  guessable: 'too easy to guess',
};

function checkSafety(accounts: SeededAccount[], options: SeedOptions) {
  if (!options.production || options.allowDemoAccounts) return;
  for (const { username, password, generated } of accounts) {
    if (generated) throw new UnsafeDemoAccountsError(`the ${username} password would be generated`);
    const problem = checkPassword(password, { username });
    if (problem)
      throw new UnsafeDemoAccountsError(`the ${username} password is ${problems[problem]}`);
  }
}

const accessCycle = ['user', 'user', 'user', 'user', 'admin'] as const;

async function demoUsers(): Promise<(typeof users.$inferInsert)[]> {
  const { fakerEN, fakerZH_CN } = await import('@faker-js/faker');
  fakerEN.seed(2166);
  fakerZH_CN.seed(2166);
  const now = Date.now();
  return Array.from({ length: 120 }, (_, index) => {
    const faker = index % 2 === 0 ? fakerZH_CN : fakerEN;
    const first = fakerEN.person.firstName();
    const last = fakerEN.person.lastName();
    const username = `${first}.${last}${index}`.toLowerCase().replace(/[^a-z0-9_.-]/g, '');
    const createdAt = new Date(now - fakerEN.number.int({ min: 1, max: 365 * 24 * 60 }) * 60_000);
    return {
      username: username.slice(0, limits.username.max),
      name: index % 2 === 0 ? faker.person.fullName() : `${first} ${last}`,
      email: fakerEN.internet.email({ firstName: first, lastName: last, provider: 'example.com' }),
      phone: fakerEN.helpers.replaceSymbols('+86 1## #### ####'),
      avatar: null,
      access: accessCycle[index % accessCycle.length] ?? 'user',
      status: index % 9 === 4 ? ('disabled' as const) : ('active' as const),
      createdAt,
      updatedAt: createdAt,
    };
  });
}

async function demoArticles(authorIds: number[]): Promise<(typeof articles.$inferInsert)[]> {
  const { fakerEN, fakerZH_CN } = await import('@faker-js/faker');
  const now = Date.now();
  return Array.from({ length: 60 }, (_, index) => {
    const faker = index % 3 === 0 ? fakerEN : fakerZH_CN;
    const createdAt = new Date(now - fakerEN.number.int({ min: 1, max: 180 * 24 * 60 }) * 60_000);
    const title = faker.lorem.sentence({ min: 3, max: 8 });
    return {
      title: title.slice(0, limits.articleTitle.max),
      content: faker.lorem.paragraphs({ min: 2, max: 5 }),
      status: index % 4 === 0 ? ('draft' as const) : ('published' as const),
      authorId: authorIds[index % authorIds.length],
      createdAt,
      updatedAt: createdAt,
    };
  });
}

/**
 * Brings the built-in roles in line with the permission registry, then fills an empty
 * database: the `admin` and `user` accounts and, unless told not to, demo users and articles
 * (each holding the built-in role its `access` names). Adds no user when any exists.
 *
 * @returns the accounts it made, with their passwords, for the start-up banner
 */
export async function seed(db: Db, options: SeedOptions): Promise<SeededAccount[]> {
  return db.transaction(async (tx) => {
    // Instances starting together take turns here, as they do for the migrations: the first
    // seeds, the others then find users and leave the data as it is.
    await tx.execute(sql`select pg_advisory_xact_lock(${startupLockId})`);
    await syncBuiltInRoles(tx);
    const [existing] = await tx.select({ value: count() }).from(users);
    if ((existing?.value ?? 0) > 0) return [];
    const accounts = [
      account('admin', options.adminPassword),
      account('user', options.userPassword),
    ];
    checkSafety(accounts, options);
    const [admin, user] = await tx
      .insert(users)
      .values([
        {
          username: 'admin',
          name: 'Admin',
          email: 'admin@example.com',
          access: 'admin',
          passwordHash: await hashPassword(accounts[0]?.password ?? ''),
        },
        {
          username: 'user',
          name: 'User',
          email: 'user@example.com',
          access: 'user',
          passwordHash: await hashPassword(accounts[1]?.password ?? ''),
        },
      ])
      .returning({ id: users.id });
    if (!options.demoData || !admin || !user) return accounts;
    const others = await tx
      .insert(users)
      .values(await demoUsers())
      .returning({ id: users.id });
    const authors = [admin.id, user.id, ...others.slice(0, 10).map((row) => row.id)];
    await tx.insert(articles).values(await demoArticles(authors));
    return accounts;
  });
}
