import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { inProcessSession, PreparedStatements } from './pglite-statements.js';

describe('PreparedStatements', () => {
  let pglite: PGlite;
  let statements: PreparedStatements;

  const heldInSession = async () =>
    (
      await pglite.query<{ statement: string }>(
        "select statement from pg_prepared_statements where name like 'pglite_%' order by name",
      )
    ).rows.map((row) => row.statement);

  beforeAll(async () => {
    pglite = await PGlite.create();
    await pglite.exec(
      'create table notes (id serial primary key, body text not null unique, at timestamptz, tags int[], meta json)',
    );
  });
  beforeEach(async () => {
    await pglite.exec('truncate notes; deallocate all');
    statements = new PreparedStatements(inProcessSession(pglite), 3);
  });
  afterAll(() => pglite.close());

  it('answers as PGlite does, whatever the values and the row mode', async () => {
    const insert =
      'insert into notes (body, at, tags, meta) values ($1, $2, $3, $4) returning id, body, at, tags, meta';
    const values = ['first', new Date('2026-11-27T10:00:00Z'), [1, 2], { a: [1, 'b'] }];
    const inserted = await statements.query(insert, values);
    expect(inserted.rows).toEqual([
      {
        id: 1,
        body: 'first',
        at: new Date('2026-11-27T10:00:00Z'),
        tags: [1, 2],
        meta: { a: [1, 'b'] },
      },
    ]);
    expect(inserted.affectedRows).toBe(1);
    await statements.query(insert, ['second', null, null, null]);

    const select = 'select id, body, at, tags, meta from notes where id >= $1 order by id';
    for (const options of [undefined, { rowMode: 'array' as const }]) {
      const ours = await statements.query(select, [1], options);
      const theirs = await pglite.query(select, [1], options);
      expect(ours.rows).toEqual(theirs.rows);
      expect(ours.fields).toEqual(theirs.fields);
    }
    const update = await statements.query('update notes set body = body || $1', ['!']);
    expect(update).toMatchObject({ affectedRows: 2, rows: [] });
  });

  it('parses and plans each text once, and runs it by name after', async () => {
    const text = 'select count(*)::int as n from notes where body <> $1';
    for (const body of ['a', 'b', 'c']) {
      expect((await statements.query(text, [body])).rows).toEqual([{ n: 0 }]);
    }
    expect(await heldInSession()).toEqual([text]);
    expect(statements.size).toBe(1);
  });

  it('keeps the most recently used statements and closes the others in the session', async () => {
    const texts = ['select 1 as n', 'select 2 as n', 'select 3 as n'];
    for (const text of texts) await statements.query(text);
    await statements.query(texts[0] as string);
    await statements.query('select 4 as n');
    // The least recently used ("select 2") is gone, closed with the message that followed it.
    await statements.query('select 3 as n');
    expect(await heldInSession()).toEqual(['select 1 as n', 'select 3 as n', 'select 4 as n']);
    expect((await statements.query<{ n: number }>('select 2 as n')).rows).toEqual([{ n: 2 }]);
  });

  it("reports the server's error with the query, and goes on", async () => {
    await statements.query('insert into notes (body) values ($1)', ['same']);
    const duplicate = statements.query('insert into notes (body) values ($1)', ['same']);
    await expect(duplicate).rejects.toMatchObject({
      code: '23505',
      query: 'insert into notes (body) values ($1)',
      params: ['same'],
    });
    await expect(statements.query('selec 1')).rejects.toMatchObject({ code: '42601' });
    expect(statements.size).toBe(1);
    expect((await statements.query('select count(*)::int as n from notes')).rows).toEqual([
      { n: 1 },
    ]);
  });

  it('runs in the caller’s transaction, and waits for a transaction to end outside one', async () => {
    const count = 'select count(*)::int as n from notes';
    let seenInside: unknown;
    let outside: Promise<unknown> | undefined;
    await expect(
      pglite.transaction(async () => {
        await statements.inTransaction('insert into notes (body) values ($1)', ['rolled back']);
        seenInside = (await statements.inTransaction(count)).rows;
        outside = statements.query(count).then((result) => result.rows);
        await new Promise((resolve) => setTimeout(resolve, 20));
        throw new Error('undo');
      }),
    ).rejects.toThrow('undo');
    expect(seenInside).toEqual([{ n: 1 }]);
    expect(await outside).toEqual([{ n: 0 }]);
  });

  it('delivers the notifications its statements raise', async () => {
    const heard: string[] = [];
    const unlisten = await pglite.listen('notes_changed', (payload) => heard.push(payload));
    await statements.query("select pg_notify('notes_changed', $1)", ['42']);
    await new Promise((resolve) => setTimeout(resolve, 0));
    await unlisten();
    expect(heard).toEqual(['42']);
  });
});
