import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { describeError, errorMessage } from './logging.js';

/** A database error as the pg driver and PGlite raise it. */
function databaseError(message: string, fields: Record<string, string>): Error {
  return Object.assign(new Error(message), fields);
}

describe('describeError', () => {
  const hash = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA';
  const clash = databaseError('duplicate key value violates unique constraint "users_key"', {
    code: '23505',
    table: 'sys_users',
    constraint: 'users_key',
    detail: 'Key (lower(username))=(admin) already exists.',
  });
  const failed = new DrizzleQueryError(
    'insert into "sys_users" ("username", "password_hash") values ($1, $2)',
    ['admin', hash],
    clash,
  );

  it('keeps the statement, the SQLSTATE, the table and the constraint', () => {
    expect(describeError(failed)).toMatchObject({
      type: 'DrizzleQueryError',
      query: 'insert into "sys_users" ("username", "password_hash") values ($1, $2)',
      code: '23505',
      cause: { code: '23505', table: 'sys_users', constraint: 'users_key' },
    });
  });

  it("never keeps the statement's parameters or the row the database quotes", () => {
    const logged = JSON.stringify(describeError(failed));
    expect(logged).not.toContain(hash);
    expect(logged).not.toContain('(admin)');
    expect(logged).not.toContain('"admin"');
    expect(errorMessage(failed)).not.toContain(hash);
  });

  it('drops the value a data exception quotes', () => {
    const rejected = databaseError('invalid input syntax for type integer: "s3cr3t"', {
      code: '22P02',
    });
    expect(describeError(rejected).message).toBe('invalid input syntax for type integer');
    expect(JSON.stringify(describeError(rejected))).not.toContain('s3cr3t');
  });

  it('describes other errors as they are, with their causes', () => {
    const error = new Error('outer', { cause: new TypeError('inner') });
    expect(describeError(error)).toMatchObject({
      type: 'Error',
      message: 'outer',
      cause: { type: 'TypeError', message: 'inner' },
    });
    expect(describeError('text')).toMatchObject({ type: 'string', message: 'text' });
  });
});
