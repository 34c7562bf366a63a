import fs from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { keepFileSizes, nodeFileSystemOf } from './pglite-file-sizes.js';

describe('keepFileSizes', () => {
  let folder: string;
  let pglite: PGlite;

  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'pglite-file-sizes-'));
    pglite = await PGlite.create(folder);
    const fileSystem = nodeFileSystemOf(pglite);
    if (!fileSystem) throw new Error('PGlite no longer shows its Node.js file system');
    keepFileSizes(fileSystem);
    await pglite.exec('create table notes (id int primary key, body text not null)');
  });
  afterAll(async () => {
    await pglite?.close();
    await rm(folder, { recursive: true, force: true });
  });

  /** The table's length as PostgreSQL reckons it (from the file's end), and on the disk. */
  async function sizes() {
    const { rows } = await pglite.query<{ file: string; size: number }>(
      "select pg_relation_filepath('notes') as file, pg_relation_size('notes')::int as size",
    );
    const [{ file, size } = { file: '', size: -1 }] = rows;
    return { postgres: size, disk: fs.statSync(path.join(folder, file)).size };
  }

  const count = async () =>
    (await pglite.query<{ n: number }>('select count(*)::int as n from notes')).rows[0]?.n;

  it('follows the files as they grow, are truncated and replaced', async () => {
    await pglite.exec(
      "insert into notes select n, repeat('x', 200) from generate_series(1, 20000) as n",
    );
    const grown = await sizes();
    expect(grown.postgres).toBeGreaterThan(4_000_000);
    expect(grown.postgres).toBe(grown.disk);

    // VACUUM gives the empty pages at the end back to the disk (a truncation).
    await pglite.exec('delete from notes where id > 100');
    await pglite.exec('vacuum notes');
    const shrunk = await sizes();
    expect(shrunk.postgres).toBeLessThan(grown.postgres);
    expect(shrunk.postgres).toBe(shrunk.disk);

    // TRUNCATE moves the table to a new file.
    await pglite.exec(
      "truncate notes; insert into notes select n, 'y' from generate_series(1, 500) as n",
    );
    const replaced = await sizes();
    expect(replaced.postgres).toBe(replaced.disk);
    expect(await count()).toBe(500);
  });

  it('answers the end of a file it knows without asking the disk', async () => {
    await count();
    const fstat = vi.spyOn(fs, 'fstatSync');
    try {
      for (let scan = 0; scan < 50; scan++) await count();
      expect(fstat.mock.calls.length).toBeLessThan(5);
    } finally {
      fstat.mockRestore();
    }
  });

  it('leaves the folder as PostgreSQL wrote it: opened again, it reads the same rows', async () => {
    await pglite.exec("insert into notes select n, 'z' from generate_series(501, 3000) as n");
    await pglite.close();
    pglite = await PGlite.create(folder);
    expect(await count()).toBe(3000);
    expect((await sizes()).postgres).toBe((await sizes()).disk);
  });
});
