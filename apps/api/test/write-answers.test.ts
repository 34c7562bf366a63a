import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CurrentUser } from '../src/contract/schemas.js';
import type { Db } from '../src/db/database.js';
import * as schema from '../src/db/schema.js';
import { createArticle, updateArticle } from '../src/services/articles.js';
import { createUser } from '../src/services/users.js';

const migrationsFolder = fileURLToPath(new URL('../drizzle', import.meta.url));

/**
 * A database whose connection is lost right after a write statement: every statement after it
 * fails, as they would when the network drops between a commit and the next query.
 */
describe('a write whose connection is lost once it has committed', () => {
  let client: PGlite;
  let db: Db;
  let actor: CurrentUser;
  let losesConnectionAfterWrite = false;
  let wrote = false;

  beforeAll(async () => {
    client = await PGlite.create({ extensions: { pg_trgm } });
    await migrate(drizzle({ client, schema }), { migrationsFolder });
    const flaky = new Proxy(client, {
      get(target, property, receiver) {
        const value = Reflect.get(target, property, receiver);
        if (property !== 'query' || typeof value !== 'function') {
          return typeof value === 'function' ? value.bind(target) : value;
        }
        return async (text: string, ...rest: unknown[]) => {
          if (losesConnectionAfterWrite && wrote) throw new Error('Connection terminated');
          const result = await value.call(target, text, ...rest);
          if (/^\s*(insert|update|delete)\b/i.test(text)) wrote = true;
          return result;
        };
      },
    });
    db = drizzle({ client: flaky, schema }) as unknown as Db;
    const admin = await createUser(db, { username: 'writer', name: 'Writer' }, 'admin');
    actor = { ...admin, avatar: null };
  });
  afterAll(() => client?.close());
  beforeEach(() => {
    losesConnectionAfterWrite = true;
    wrote = false;
  });

  it('answers an article created with the stored row, author name included', async () => {
    const article = await createArticle(db, actor, { title: 'Kept', content: 'body' });
    expect(article).toMatchObject({ title: 'Kept', authorId: actor.id, authorName: 'Writer' });
    expect(article.version).toBe(1);
  });

  it('answers an article updated with the stored row', async () => {
    losesConnectionAfterWrite = false;
    const created = await createArticle(db, actor, { title: 'Before' });
    losesConnectionAfterWrite = true;
    wrote = false;
    const updated = await updateArticle(db, actor, { id: created.id, version: 1, title: 'After' });
    expect(updated).toMatchObject({
      id: created.id,
      title: 'After',
      version: 2,
      authorName: 'Writer',
    });
  });

  it('answers a user created with the stored row', async () => {
    const user = await createUser(db, { username: 'kept_user', name: 'Kept User' });
    expect(user).toMatchObject({ username: 'kept_user', version: 1 });
  });
});
