import { PGlite, protocol } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BackendMessage, readAnswer } from './pglite-answer.js';

const { serialize } = protocol;

describe('readAnswer', () => {
  let pglite: PGlite;

  beforeAll(async () => {
    pglite = await PGlite.create();
  });
  afterAll(() => pglite.close());

  /** PostgreSQL's raw answer to `parts`, read by readAnswer and by PGlite's own parser. */
  async function bothReadings(parts: Uint8Array[]) {
    const raw = await pglite.execProtocolRaw(Buffer.concat([...parts, serialize.sync()]), {
      syncToFs: false,
    });
    const ours: BackendMessage[] = [];
    readAnswer(raw, (message) => ours.push(message));
    const pglites: BackendMessage[] = [];
    new protocol.Parser().parse(raw, (message) => pglites.push(message));
    return { ours, pglites };
  }

  it("reads a statement's answer as PGlite's parser does: rows with nulls, empty and wide text", async () => {
    const text =
      "select $1::text as a, null::int as b, '' as c, '中文 ✓ 🙂' as d, n from generate_series(1, 3) n";
    const { ours, pglites } = await bothReadings([
      serialize.parse({ name: 'rows', text, types: [] }),
      serialize.describe({ type: 'S', name: 'rows' }),
      serialize.bind({ statement: 'rows', values: ['x'] }),
      serialize.execute({}),
      serialize.close({ type: 'S', name: 'rows' }),
    ]);
    expect(ours).toStrictEqual(pglites);
    expect(ours.map((message) => message.name)).toEqual([
      'parseComplete',
      'parameterDescription',
      'rowDescription',
      'bindComplete',
      'dataRow',
      'dataRow',
      'dataRow',
      'commandComplete',
      'closeComplete',
      'readyForQuery',
    ]);
    expect(ours[4]).toMatchObject({ fields: ['x', null, '', '中文 ✓ 🙂', '1'] });
  });

  it('reads errors, notices, notifications and statements without rows as PGlite does', async () => {
    const { ours, pglites } = await bothReadings([
      serialize.query("listen answers; notify answers, 'ready'"),
      serialize.query("do $$ begin raise notice 'careful'; end $$"),
      serialize.query('select 1/0'),
    ]);
    expect(ours).toStrictEqual(pglites);
    expect(ours.map((message) => message.name)).toEqual([
      'commandComplete',
      'commandComplete',
      'notification',
      'readyForQuery',
      'notice',
      'commandComplete',
      'readyForQuery',
      'error',
      'readyForQuery',
      'readyForQuery',
    ]);
  });
});
