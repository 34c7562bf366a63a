import { readFile, stat } from 'node:fs/promises';
import { relative, resolve } from 'node:path';
import { Generator, getConfig } from '@tanstack/router-generator';
import { expect, it } from 'vitest';
import { routeTreeOptions } from './route-tree';

const consoleDir = resolve(import.meta.dirname, '..');

/**
 * The file system as the generator sees it: the real files to read, and writes kept here, so
 * the test finds out what it would change without changing it.
 */
function dryRunFileSystem() {
  const written = new Map<string, string>();
  const writtenStat = { mtimeMs: 0n, mode: 0o644, uid: 0, gid: 0 };
  return {
    written,
    fs: {
      async stat(path: string) {
        if (written.has(path)) return writtenStat;
        const { mtimeMs, mode, uid, gid } = await stat(path, { bigint: true });
        return { mtimeMs, mode: Number(mode), uid: Number(uid), gid: Number(gid) };
      },
      async readFile(path: string) {
        const content = written.get(path);
        if (content !== undefined) return { stat: writtenStat, fileContent: content };
        try {
          const fileContent = await readFile(path, 'utf8');
          return { stat: { mtimeMs: (await stat(path, { bigint: true })).mtimeMs }, fileContent };
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code === 'ENOENT')
            return 'file-not-existing' as const;
          throw error;
        }
      },
      async writeFile(path: string, content: string) {
        written.set(path, content);
      },
      async rename(from: string, to: string) {
        written.set(to, written.get(from) ?? '');
        written.delete(from);
      },
      async chmod() {},
      async chown() {},
    },
  };
}

it('the committed route tree is what the route files make: a build takes it as it is', async () => {
  const { fs, written } = dryRunFileSystem();
  const config = getConfig({ ...routeTreeOptions, disableLogging: true }, consoleDir);
  await new Generator({ config, root: consoleDir, fs }).run();
  expect(
    [...written.keys()].map((path) => relative(consoleDir, path)),
    'files the generator would write: run `pnpm dev` once (it regenerates them) and commit them',
  ).toEqual([]);
});
