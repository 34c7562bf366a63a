import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { builtInRolePermissions } from '../src/contract/permissions.js';
import type { CurrentUser } from '../src/contract/schemas.js';
import type { Db } from '../src/db/database.js';
import * as schema from '../src/db/schema.js';
import { createArticle, updateArticle } from '../src/services/articles.js';
import { createUser } from '../src/services/users.js';

const audit = { actorId: null, actorName: 'test', ip: null, requestId: null };
const migrationsFolder = fileURLToPath(new URL('../drizzle', import.meta.url));

/**
 * A database whose connection is lost right after a write commits: every statement after it
 * fails, as they would when the network drops between a commit and the next query. A write
 * (with its audit entry) is one transaction, so its answer must be read inside it.
 */
describe('a write whose connection is lost once it has committed', () => {
  let client: PGlite;
  let db: Db;
  let actor: CurrentUser;
  let losesConnectionAfterWrite = false;
  let committed = false;

  beforeAll(async () => {
    client = await PGlite.create({ extensions: { pg_trgm } });
    await migrate(drizzle({ client, schema }), { migrationsFolder });
    const flaky = new Proxy(client, {
      get(target, property, receiver) {
        const value = Reflect.get(target, property, receiver);
        if (typeof value !== 'function') return value;
        if (property === 'transaction') {
          return async (...args: unknown[]) => {
            if (losesConnectionAfterWrite && committed) throw new Error('Connection terminated');
            const result = await value.apply(target, args);
            committed = true;
            return result;
          };
        }
        if (property === 'query' || property === 'exec') {
          return async (...args: unknown[]) => {
            if (losesConnectionAfterWrite && committed) throw new Error('Connection terminated');
            return value.apply(target, args);
          };
        }
        return value.bind(target);
      },
    });
    db = drizzle({ client: flaky, schema }) as unknown as Db;
    const admin = await createUser(db, audit, { username: 'writer', name: 'Writer' }, 'admin');
    actor = { ...admin, avatar: null, permissions: [...builtInRolePermissions.admin] };
  });
  afterAll(() => client?.close());
  beforeEach(() => {
    losesConnectionAfterWrite = true;
    committed = false;
  });

  it('answers an article created with the stored row, author name included', async () => {
    const article = await createArticle(db, actor, audit, { title: 'Kept', content: 'body' });
    expect(article).toMatchObject({ title: 'Kept', authorId: actor.id, authorName: 'Writer' });
    expect(article.version).toBe(1);
  });

  it('answers an article updated with the stored row', async () => {
    losesConnectionAfterWrite = false;
    const created = await createArticle(db, actor, audit, { title: 'Before' });
    losesConnectionAfterWrite = true;
    committed = false;
    const updated = await updateArticle(db, actor, audit, {
      id: created.id,
      version: 1,
      title: 'After',
    });
    expect(updated).toMatchObject({
      id: created.id,
      title: 'After',
      version: 2,
      authorName: 'Writer',
    });
  });

  it('answers a user created with the stored row', async () => {
    const user = await createUser(db, audit, { username: 'kept_user', name: 'Kept User' });
    expect(user).toMatchObject({ username: 'kept_user', version: 1 });
  });
});
