import { execFileSync } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { decode } from '@jridgewell/sourcemap-codec';
import { build } from 'esbuild';
import {
  closure,
  entryKeyOf,
  type FirstLoadPath,
  filesOf,
  firstLoadOf,
  firstLoadRoutes,
  gzipSize,
  gzipTotal,
  lazyChunksHolding,
  type Manifest,
  readManifest,
} from '../apps/console/bundle-report/first-load.js';
import { viteBin } from './build-time.js';
import type { Figure } from './report.js';
import { type Target, targets } from './targets.js';

/** The pages whose first load answers to a target. */
const routeTargets: Partial<Record<FirstLoadPath, Target>> = {
  '/user/login': targets.loginFirstLoadKiB,
  '/': targets.homeFirstLoadKiB,
};

/**
 * Modules a page imports dynamically once it has loaded (usePageLoaded), so they are fetched
 * after it is interactive: printed beside its figure, not counted in it. A page fetches those its
 * own chunks import, so every page those the entry imports. Each is named as source maps end its
 * path.
 */
const loadedAfterPage = {
  // AdminThemeProvider (in the shell) lazy-loads the toast container, which no first paint needs.
  '@mantine/notifications': 'node_modules/@mantine/notifications/esm/Notifications.mjs',
  // The layout's menus and tooltips (and floating-ui under them) wait for the page, in the shell.
  'menus and tooltips': 'packages/admin-shell/dist/components/AdminLayout/DropdownEntries.js',
  // The shell fetches TanStack Query's client and the words the sign-in page goes without (in
  // one chunk) once that page, drawn without them, has loaded; every other page loads them first.
  'TanStack Query and the rest of the words':
    'packages/admin-shell/dist/core/query/create-admin-query-client.js',
  // AuthFrame lazy-loads the theme and language switches beside the sign-in and register forms.
  CornerSwitches: 'apps/console/src/routes/user/-components/CornerSwitches.tsx',
};

const kib = (bytes: number) => bytes / 1024;

/** The report's section of the pages' first loads and their floors. */
const firstLoadSection = 'Bundle: gzip JS+CSS loaded before a page is interactive, and right after';

/** Bytes of a built chunk per original package or workspace folder, from its source map. */
async function chunkContents(path: string): Promise<Map<string, number>> {
  const map = JSON.parse(await readFile(`${path}.map`, 'utf8')) as {
    sources: string[];
    mappings: string;
  };
  const lines = (await readFile(path, 'utf8')).split('\n');
  const bytes = new Map<string, number>();
  decode(map.mappings).forEach((segments, lineIndex) => {
    const lineLength = lines[lineIndex]?.length ?? 0;
    segments.forEach((segment, index) => {
      const source = segment[1] === undefined ? undefined : map.sources[segment[1]];
      if (source === undefined) return;
      const end = segments[index + 1]?.[0] ?? lineLength;
      const owner = ownerOf(source);
      bytes.set(owner, (bytes.get(owner) ?? 0) + end - segment[0]);
    });
  });
  return bytes;
}

/** `react-dom`, `@mantine/core`, `admin-shell/components`, `console/routes`… */
function ownerOf(source: string): string {
  const modules = source.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const [scope = '', name = ''] = source.slice(modules + 'node_modules/'.length).split('/');
    return scope.startsWith('@') ? `${scope}/${name}` : scope;
  }
  const shell = /packages\/admin-shell\/(?:dist|src)\/([^/]+)/.exec(source);
  if (shell) return `admin-shell/${shell[1]}`;
  const console = /apps\/console\/src\/([^/]+)/.exec(source);
  if (console) return `console/${console[1]}`;
  return source;
}

function describeContents(contents: Map<string, number>): string {
  const total = [...contents.values()].reduce((sum, bytes) => sum + bytes, 0);
  return [...contents.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 4)
    .map(([owner, bytes]) => `${owner} ${Math.round((bytes / total) * 100)}%`)
    .join(', ');
}

/**
 * Builds the console for production (source maps beside it, not referenced) into a temp folder;
 * with `config`, what that Vite config in the console's folder describes instead.
 */
export async function buildConsole(consoleDir: string, config?: string): Promise<string> {
  const outDir = await mkdtemp(join(tmpdir(), 'bench-console-'));
  execFileSync(
    viteBin(consoleDir),
    [
      'build',
      ...(config ? ['--config', config] : []),
      '--sourcemap',
      'hidden',
      '--outDir',
      outDir,
      '--emptyOutDir',
    ],
    {
      cwd: consoleDir,
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  return outDir;
}

/** Gzip JS+CSS of chunks, and what their JS is made of, by package. */
async function floorFigure(
  outDir: string,
  manifest: Manifest,
  keys: string[],
  name: string,
  drawn: string,
): Promise<Figure> {
  const files = filesOf(manifest, closure(manifest, keys));
  const contents = new Map<string, number>();
  for (const file of files) {
    if (!file.endsWith('.js')) continue;
    for (const [owner, bytes] of await chunkContents(join(outDir, file))) {
      contents.set(owner, (contents.get(owner) ?? 0) + bytes);
    }
  }
  return {
    section: firstLoadSection,
    name,
    value: kib(await gzipTotal(outDir, files)),
    unit: 'KiB',
    note: `${drawn}; JS: ${describeContents(contents)}`,
  };
}

/**
 * The floors under the sign-in and home pages (`apps/console/bundle-report/floor`): React,
 * Mantine, TanStack Router (and on home TanStack Query) drawing the same form, and the same frame
 * and dashboard, with nothing of ours, built with the console's settings. Sign-in's is the
 * entry's first load; home's adds the lazily loaded page, as the console's home does.
 */
async function measureFloors(consoleDir: string): Promise<Partial<Record<FirstLoadPath, Figure>>> {
  const outDir = await buildConsole(consoleDir, 'bundle-report/floor/vite.config.ts');
  try {
    const manifest = await readManifest(outDir);
    const entry = entryKeyOf(manifest);
    const home = Object.keys(manifest).find((key) => key.endsWith('home.tsx'));
    if (!home) throw new Error("The floor's build has no home chunk");
    return {
      '/user/login': await floorFigure(
        outDir,
        manifest,
        [entry],
        '/user/login, its floor: the stack alone',
        'React, Mantine, TanStack Router drawing the form',
      ),
      '/': await floorFigure(
        outDir,
        manifest,
        [entry, home],
        '/, its floor: the stack alone',
        'React, Mantine, TanStack Router and Query drawing the frame and dashboard',
      ),
    };
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}

export async function measureBundle(consoleDir: string): Promise<Figure[]> {
  const floors = await measureFloors(consoleDir);
  const outDir = await buildConsole(consoleDir);
  try {
    const manifest = await readManifest(outDir);

    const atMount: { name: string; keys: string[] }[] = [];
    for (const [name, module] of Object.entries(loadedAfterPage)) {
      const holds = (source: string) => source.endsWith(`/${module}`);
      const keys = await lazyChunksHolding(outDir, manifest, holds);
      if (keys.length === 0) throw new Error(`No lazily loaded chunk holds ${module}`);
      atMount.push({ name, keys });
    }

    const figures: Figure[] = [];
    for (const route of firstLoadRoutes) {
      const { chunks: loaded, files } = await firstLoadOf(outDir, manifest, route.pages);
      const target = routeTargets[route.path];
      // Imported dynamically by the page, and not already part of its first load.
      const fetchedAfter = atMount.filter(
        ({ keys }) =>
          [...loaded].some((chunk) =>
            manifest[chunk]?.dynamicImports?.some((imported) => keys.includes(imported)),
          ) && keys.some((key) => !loaded.has(key)),
      );
      const loadedAfter = closure(
        manifest,
        fetchedAfter.flatMap(({ keys }) => keys),
      );
      const filesAfter = [...filesOf(manifest, loadedAfter)].filter((file) => !files.has(file));
      const value = kib(await gzipTotal(outDir, files));
      // A floor is printed right above the page it is the floor of, and what we add beside it.
      const floor = floors[route.path];
      if (floor) figures.push(floor);
      const ours = floor ? `, ${(value - floor.value).toFixed(1)} KiB above its floor` : '';
      figures.push(
        {
          section: firstLoadSection,
          name: route.path,
          value,
          unit: 'KiB',
          ...(target ? { target } : {}),
          note: `${files.size} files${ours}`,
        },
        {
          section: firstLoadSection,
          name: `${route.path}, also fetched once the page has loaded`,
          value: kib(await gzipTotal(outDir, filesAfter)),
          unit: 'KiB',
          note: `${filesAfter.length} file${filesAfter.length === 1 ? '' : 's'}: ${fetchedAfter.map(({ name }) => name).join(', ')}`,
        },
      );
    }

    const assets = (await readdir(join(outDir, 'assets'))).filter((name) => !name.endsWith('.map'));
    const totals = { js: 0, jsGzip: 0, css: 0, cssGzip: 0 };
    const chunks: { name: string; gzip: number }[] = [];
    for (const name of assets) {
      const path = join(outDir, 'assets', name);
      const raw = (await stat(path)).size;
      const gzip = await gzipSize(path);
      if (name.endsWith('.js')) {
        totals.js += raw;
        totals.jsGzip += gzip;
        chunks.push({ name, gzip });
      } else if (name.endsWith('.css')) {
        totals.css += raw;
        totals.cssGzip += gzip;
      }
    }
    figures.push(
      {
        section: firstLoadSection,
        name: 'all JS (gzip)',
        value: kib(totals.jsGzip),
        unit: 'KiB',
        note: `${kib(totals.js).toFixed(0)} KiB raw`,
      },
      {
        section: firstLoadSection,
        name: 'all CSS (gzip)',
        value: kib(totals.cssGzip),
        unit: 'KiB',
        note: `${kib(totals.css).toFixed(0)} KiB raw`,
      },
    );
    for (const chunk of chunks.sort((a, b) => b.gzip - a.gzip).slice(0, 5)) {
      figures.push({
        section: 'Five largest chunks (gzip)',
        name: chunk.name,
        value: kib(chunk.gzip),
        unit: 'KiB',
        note: describeContents(await chunkContents(join(outDir, 'assets', chunk.name))),
      });
    }
    return figures;
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}

/** The packed @org/admin-shell, and what its ESM entry weighs bundled with its peers left out. */
export async function measurePackage(packageDir: string): Promise<Figure[]> {
  const packDir = await mkdtemp(join(tmpdir(), 'bench-pack-'));
  try {
    execFileSync('pnpm', ['pack', '--pack-destination', packDir], {
      cwd: packageDir,
      stdio: 'ignore',
    });
    const tarball = (await readdir(packDir)).find((name) => name.endsWith('.tgz')) ?? '';
    const files = execFileSync('tar', ['-tzf', join(packDir, tarball)])
      .toString()
      .trim()
      .split('\n');

    const manifest = JSON.parse(await readFile(join(packageDir, 'package.json'), 'utf8')) as {
      peerDependencies: Record<string, string>;
      dependencies: Record<string, string>;
    };
    const bundled = await build({
      entryPoints: [join(packageDir, 'dist/index.js')],
      bundle: true,
      minify: true,
      format: 'esm',
      write: false,
      external: [
        ...Object.keys(manifest.peerDependencies),
        ...Object.keys(manifest.dependencies),
      ].flatMap((name) => [name, `${name}/*`]),
      logLevel: 'silent',
    });
    const code = bundled.outputFiles[0]?.contents ?? new Uint8Array();
    const section = '@org/admin-shell package';
    return [
      {
        section,
        name: 'packed tarball',
        value: kib((await stat(join(packDir, tarball))).size),
        unit: 'KiB',
        note: `${files.length} files`,
      },
      {
        section,
        name: 'ESM entry, every export bundled (gzip)',
        value: kib(gzipSync(code, { level: 9 }).length),
        unit: 'KiB',
        note: `${kib(code.length).toFixed(0)} KiB minified; peers and ofetch left out`,
      },
    ];
  } finally {
    await rm(packDir, { recursive: true, force: true });
  }
}
