/**
 * The embedded database's own thread: it opens PGlite in the data folder, brings the schema up
 * to date, and then answers PostgreSQL's wire protocol, one message batch at a time, as a
 * backend process answers its socket. The API's thread speaks to it through
 * {@link ../db/pglite-thread-client.ts}; see there why it runs apart.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { keepFileSizes, nodeFileSystemOf } from './pglite-file-sizes.js';
import type { ThreadReply, ThreadRequest, ThreadStart } from './pglite-thread-messages.js';

const port = parentPort;
if (!port) throw new Error('pglite-thread runs as a worker thread');
const { folder, migrationsFolder } = workerData as ThreadStart;

/** Each element type with an array type, as PGlite reads them to parse and write arrays. */
const arrayTypesQuery = `select b.oid, b.typarray from pg_catalog.pg_type a
  join pg_catalog.pg_type b on b.oid = a.typelem
  where a.typcategory = 'A' group by b.oid, b.typarray`;

async function open(): Promise<{ client: PGlite; arrayTypes: [number, number][] }> {
  let client: PGlite | undefined;
  try {
    // The migrations create pg_trgm (trigram indexes for keyword search); PGlite can only
    // create an extension it loaded at construction.
    client = await PGlite.create(folder, { extensions: { pg_trgm } });
    const fileSystem = nodeFileSystemOf(client);
    if (fileSystem) keepFileSizes(fileSystem);
    // Every prepared statement runs on its generic plan from the first execution. PostgreSQL
    // would plan one afresh for each set of values until the generic plan looked no dearer,
    // which for a bound LIMIT or OFFSET, or a keyword's pattern, it never does; planning in
    // WebAssembly cost more than running: the API's list reads took 2.1-2.2 ms each, 1.6 ms
    // on generic plans. The list statements are shaped so that their plan does not hang on
    // the values (matches sorted before they are cut, limits capped), and PGlite has no JIT,
    // whose cost estimates make generic plans dear on PostgreSQL.
    await client.exec('set plan_cache_mode = force_generic_plan');
    await migrate(drizzle({ client }), { migrationsFolder });
    const { rows } = await client.query<{ oid: number; typarray: number }>(arrayTypesQuery);
    return { client, arrayTypes: rows.map((row) => [row.oid, row.typarray]) };
  } catch (error) {
    await client?.close().catch(() => undefined);
    throw error;
  }
}

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

try {
  const { client, arrayTypes } = await open();
  port.on('message', async (request: ThreadRequest) => {
    let reply: ThreadReply;
    try {
      if (request.kind === 'exec') {
        // Raw bytes both ways: the API's thread parses the answer, so this one only runs
        // PostgreSQL (PGlite's execProtocolRaw would parse it here too, for nothing).
        const chunks: Uint8Array[] = [];
        let length = 0;
        await client.execProtocolRawStream(request.message, {
          syncToFs: request.syncToFs,
          onRawData: (chunk) => {
            // A view into PostgreSQL's memory, which the next output overwrites.
            chunks.push(chunk.slice());
            length += chunk.byteLength;
          },
        });
        const data = new Uint8Array(length);
        let at = 0;
        for (const chunk of chunks) {
          data.set(chunk, at);
          at += chunk.byteLength;
        }
        const reply: ThreadReply = { id: request.id, data };
        // Moved, not copied.
        port.postMessage(reply, [data.buffer]);
        return;
      }
      await client.close();
      reply = { id: request.id };
    } catch (error) {
      reply = { id: request.id, error: reasonOf(error) };
    }
    port.postMessage(reply);
  });
  port.postMessage({ ready: true, arrayTypes });
} catch (error) {
  port.postMessage({ ready: false, error: reasonOf(error) });
}
