import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * What a page loads before it is interactive, read from a production build of the console (its
 * Vite manifest, and source maps beside the chunks: `vite build --sourcemap hidden`). Shared by
 * `pnpm bench`, which prints the figures, and the size budgets the browser suite holds them to.
 */

export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

/**
 * A page, and the modules its routes load lazily (`lazyRouteComponent`) before it is
 * interactive: its layouts' and its own.
 */
export const firstLoadRoutes = [
  { path: '/user/login', pages: ['src/routes/user/-components/LoginPage.tsx'] },
  {
    path: '/',
    pages: [
      'src/routes/-components/ConsoleLayout.tsx',
      'src/routes/_layout/-components/HomePage.tsx',
    ],
  },
  {
    path: '/crud-table',
    pages: [
      'src/routes/-components/ConsoleLayout.tsx',
      'src/routes/_layout/crud-table/-components/CrudTableLayout.tsx',
      'src/routes/_layout/crud-table/-components/UsersTab.tsx',
    ],
  },
] as const;

export type FirstLoadPath = (typeof firstLoadRoutes)[number]['path'];

export async function readManifest(outDir: string): Promise<Manifest> {
  return JSON.parse(await readFile(join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
}

export function entryKeyOf(manifest: Manifest): string {
  const key = Object.keys(manifest).find((candidate) => manifest[candidate]?.isEntry);
  if (!key) throw new Error('The manifest has no entry');
  return key;
}

export async function gzipSize(path: string): Promise<number> {
  return gzipSync(await readFile(path), { level: 9 }).length;
}

export async function gzipTotal(outDir: string, files: Iterable<string>): Promise<number> {
  let bytes = 0;
  for (const file of files) bytes += await gzipSize(join(outDir, file));
  return bytes;
}

/** Every chunk the given chunks load statically: themselves and their imports, once each. */
export function closure(manifest: Manifest, keys: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The manifest has no chunk ${key}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return seen;
}

/** The JS and CSS files of chunks. */
export function filesOf(manifest: Manifest, keys: Iterable<string>): Set<string> {
  const files = new Set<string>();
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The manifest has no chunk ${key}`);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
  }
  return files;
}

/**
 * The original files a chunk was built from, by its source map. Rolldown writes none for a
 * chunk with no code of its own (one that only re-exports another chunk's).
 */
async function sourcesOf(chunkPath: string): Promise<string[]> {
  try {
    const map = JSON.parse(await readFile(`${chunkPath}.map`, 'utf8')) as { sources: string[] };
    return map.sources;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/**
 * The lazily loaded chunks holding a module. The bundler may merge a module into a shared chunk
 * (which the manifest then names after the chunk, not the module), so they are found by what
 * their source maps hold.
 */
export async function lazyChunksHolding(
  outDir: string,
  manifest: Manifest,
  holds: (source: string) => boolean,
): Promise<string[]> {
  // Rolldown marks a chunk a dynamic entry only when it starts at the imported module; one that
  // also holds modules other chunks share is only named in their dynamic imports.
  const imported = new Set(Object.values(manifest).flatMap((chunk) => chunk.dynamicImports ?? []));
  const keys: string[] = [];
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!(chunk.isDynamicEntry || imported.has(key)) || !chunk.file.endsWith('.js')) continue;
    if ((await sourcesOf(join(outDir, chunk.file))).some(holds)) keys.push(key);
  }
  return keys;
}

/** The lazily loaded chunks holding a module a route loads lazily: `src/routes/…/LoginPage.tsx`. */
export async function pageChunks(
  outDir: string,
  manifest: Manifest,
  page: string,
): Promise<string[]> {
  const source = `apps/console/${page}`;
  const keys = await lazyChunksHolding(outDir, manifest, (held) => held.endsWith(source));
  if (keys.length === 0) throw new Error(`No lazily loaded chunk holds ${page}`);
  return keys;
}

/** The chunks and files a page loads before it is interactive: the entry and its routes'. */
export async function firstLoadOf(
  outDir: string,
  manifest: Manifest,
  pages: readonly string[],
): Promise<{ chunks: Set<string>; files: Set<string> }> {
  const keys = [entryKeyOf(manifest)];
  for (const page of pages) keys.push(...(await pageChunks(outDir, manifest, page)));
  const chunks = closure(manifest, keys);
  return { chunks, files: filesOf(manifest, chunks) };
}
