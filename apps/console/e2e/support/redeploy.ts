import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { readManifest } from '../../bundle-report/first-load.js';

/** A change to the served console that a test makes, and how to take it back. */
export interface Deployment {
  /** The served file of each renamed chunk: `assets/users-1a2b.js` → `assets/users-1a2b-d1.js`. */
  renamed: Map<string, string>;
  /** Puts the served files back as they were before this deployment. */
  undo(): Promise<void>;
}

let deployments = 0;

/** The name each chunk renamed by a deployment still in place is served under, by its first name. */
let servedNames = new Map<string, string>();

/** Text files the browser loads by name from the build: index.html and the chunks. */
async function servedTexts(consoleDir: string): Promise<Map<string, string>> {
  const names = await readdir(path.join(consoleDir, 'assets'));
  const files = [
    'index.html',
    ...names.filter((name) => name.endsWith('.js')).map((name) => `assets/${name}`),
  ];
  const texts = new Map<string, string>();
  for (const file of files) texts.set(file, await readFile(path.join(consoleDir, file), 'utf8'));
  return texts;
}

/**
 * What a rebuild that changes one route's code serves, made in milliseconds instead of a build:
 * the route's chunk (`routeKey`, its key in Vite's manifest) gets a new name, and so does every
 * chunk that names a renamed one, as content hashes cascade; index.html names the new files, so
 * its version tag changes. The route's old chunk is gone (with its .gz and .br), as after a
 * deployment; the other old chunks stay, as a CDN keeps them. `keepIndex` leaves index.html and
 * every other file alone and only removes the chunk: a file that fails to load on the same
 * version, as a network failure does.
 */
export async function deploy(
  consoleDir: string,
  routeKey: string,
  options: { keepIndex?: boolean } = {},
): Promise<Deployment> {
  const chunk = (await readManifest(consoleDir))[routeKey]?.file;
  if (!chunk) throw new Error(`The manifest has no chunk ${routeKey}`);
  deployments += 1;
  const suffix = `-d${deployments}`;
  const texts = await servedTexts(consoleDir);
  // An earlier deployment may have renamed it already.
  const current = servedNames.get(chunk) ?? chunk;
  const renamed = new Map<string, string>();
  const rename = (file: string) => renamed.set(file, file.replace(/\.js$/, `${suffix}.js`));
  if (!options.keepIndex) {
    rename(current);
    let grew = true;
    while (grew) {
      grew = false;
      for (const [file, text] of texts) {
        if (file === 'index.html' || renamed.has(file)) continue;
        if ([...renamed.keys()].some((old) => text.includes(path.basename(old)))) {
          rename(file);
          grew = true;
        }
      }
    }
  }
  const rewrite = (text: string) => {
    let result = text;
    for (const [old, next] of renamed) {
      result = result.replaceAll(path.basename(old), path.basename(next));
    }
    return result;
  };

  const created: string[] = [];
  for (const [old, next] of renamed) {
    await writeFile(path.join(consoleDir, next), rewrite(texts.get(old) ?? ''));
    created.push(next);
  }
  const index = texts.get('index.html') ?? '';
  if (!options.keepIndex) await writeFile(path.join(consoleDir, 'index.html'), rewrite(index));

  const namesBefore = servedNames;
  servedNames = new Map(namesBefore);
  for (const [first, served] of namesBefore) {
    const next = renamed.get(served);
    if (next) servedNames.set(first, next);
  }
  for (const [old, next] of renamed) if (!namesBefore.has(old)) servedNames.set(old, next);

  const removed = new Map<string, Buffer>();
  for (const file of [current, `${current}.gz`, `${current}.br`]) {
    const buffer = await readFile(path.join(consoleDir, file)).catch(() => undefined);
    if (!buffer) continue;
    removed.set(file, buffer);
    await rm(path.join(consoleDir, file));
  }

  return {
    renamed,
    async undo() {
      servedNames = namesBefore;
      for (const file of created) await rm(path.join(consoleDir, file), { force: true });
      for (const [file, buffer] of removed) await writeFile(path.join(consoleDir, file), buffer);
      await writeFile(path.join(consoleDir, 'index.html'), index);
    },
  };
}
