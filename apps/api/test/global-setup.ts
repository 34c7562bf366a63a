import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/database.js';
import './provided-context.js';

/**
 * Makes the migrated, empty embedded database every test copies, once for the whole run. Made
 * per test file instead, as before, it cost each of the 30 files initdb and the migrations
 * (4.5 s of WebAssembly) on the two cores the files share.
 */
export default async function setup(project: TestProject) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'api-template-'));
  const database = await openDatabase({ dataDir });
  await database.close();
  project.provide('pgliteTemplate', path.join(dataDir, 'pglite'));
  return () => rm(dataDir, { recursive: true, force: true });
}
