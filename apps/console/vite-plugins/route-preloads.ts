import { resolve } from 'node:path';
import type { Plugin, Rollup } from 'vite';
import { filesByUrl, pageModules, type RouteFile, routeFileOf } from './route-urls.ts';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

function isChunk(output: OutputBundle[string] | undefined): output is OutputChunk {
  return output?.type === 'chunk';
}

/** A chunk, the chunks it imports statically, and the CSS of all of them. */
function closure(bundle: OutputBundle, fileName: string, into = new Set<string>()): Set<string> {
  const chunk = bundle[fileName];
  if (!isChunk(chunk) || into.has(fileName)) return into;
  into.add(fileName);
  for (const css of chunk.viteMetadata?.importedCss ?? []) into.add(css);
  for (const imported of chunk.imports) closure(bundle, imported, into);
  return into;
}

/**
 * Each route with a page of its own → the lazily loaded chunks holding what it loads: chunks of
 * their own, or one a code-splitting group made (the layout's, which starts at no single module).
 */
function pageChunks(
  bundle: OutputBundle,
  pages: Map<string, RouteFile[]>,
): Map<RouteFile, string[]> {
  const chunks = new Map<RouteFile, string[]>();
  for (const output of Object.values(bundle)) {
    if (!isChunk(output) || output.isEntry) continue;
    for (const moduleId of output.moduleIds) {
      for (const route of pages.get(moduleId) ?? []) {
        const files = chunks.get(route) ?? [];
        if (!files.includes(output.fileName)) chunks.set(route, [...files, output.fileName]);
      }
    }
  }
  return chunks;
}

/**
 * The script that asks for the opened page's chunks while the entry still downloads. Files are
 * listed once and pages refer to them by index, so index.html grows by about a kilobyte.
 */
function preloadScript(base: string, pages: Map<string, Set<string>>): string {
  const files = [...new Set([...pages.values()].flatMap((page) => [...page]))];
  const byPage = Object.fromEntries(
    [...pages].map(([url, page]) => [url, [...page].map((file) => files.indexOf(file))]),
  );
  // Scripts: the href and mode Vite's own preload helper looks for, so it never fetches twice.
  // Styles are only preloaded: a stylesheet added now would precede the entry's in the cascade
  // and lose to its rules; Vite adds it after them, from the cache.
  return `(function(b,f,p){var l=p[location.pathname.replace(/\\/+$/,'')||'/'];l&&l.forEach(function(i){var e=document.createElement('link'),u=b+f[i];if(/\\.css$/.test(u)){e.rel='preload';e.as='style'}else e.rel='modulepreload';e.crossOrigin='';e.href=u;document.head.appendChild(e)})})(${JSON.stringify(base)},${JSON.stringify(files)},${JSON.stringify(byPage)})`;
}

/**
 * Starts loading a page's own code as soon as index.html is read. The router learns which
 * page to show only once the entry has run, and then asks for the page's chunks and their
 * imports: a second round of requests behind the first. This plugin writes, into index.html,
 * a small script mapping each address to those files (what the entry already preloads left
 * out) and adding, for the one opened, `modulepreload` links for its scripts and `preload`
 * links for its styles. Addresses with parameters, and a page a person is redirected away
 * from, simply load as before.
 */
export function routePreloads(options: { routesDir: string }): Plugin {
  let base = '/';
  let routesDir = '';
  let pages = new Map<string, RouteFile[]>();
  return {
    name: 'console:route-preloads',
    apply: 'build',
    configResolved(config) {
      base = config.base;
      routesDir = resolve(config.root, options.routesDir);
    },
    buildEnd(error) {
      if (error) return;
      const routeIds = [...this.getModuleIds()].filter((id) => routeFileOf(id, routesDir));
      pages = pageModules(
        routeIds,
        (id) => this.getModuleInfo(id)?.dynamicallyImportedIds ?? [],
        routesDir,
      );
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle;
        if (!bundle) return html;
        const entry = Object.values(bundle).find(
          (output): output is OutputChunk => isChunk(output) && output.isEntry,
        );
        if (!entry) throw new Error('route-preloads: the build has no entry chunk');
        const preloadedByEntry = closure(bundle, entry.fileName);

        const chunksOf = pageChunks(bundle, pages);
        if (chunksOf.size === 0) {
          throw new Error(`route-preloads: no route under ${routesDir} loads a page lazily`);
        }
        const byUrl = new Map<string, Set<string>>();
        for (const [url, files] of filesByUrl([...chunksOf.keys()])) {
          const needed = new Set<string>();
          for (const file of files) {
            for (const chunk of chunksOf.get(file) ?? []) closure(bundle, chunk, needed);
          }
          for (const file of preloadedByEntry) needed.delete(file);
          if (needed.size > 0) byUrl.set(url, needed);
        }

        // Before the entry's own tags: an inline script after a stylesheet waits for it.
        const marker = html.indexOf('<script type="module"');
        if (marker < 0) throw new Error('route-preloads: index.html has no module script');
        const script = `<script>${preloadScript(base, byUrl)}</script>\n    `;
        return html.slice(0, marker) + script + html.slice(marker);
      },
    },
  };
}
