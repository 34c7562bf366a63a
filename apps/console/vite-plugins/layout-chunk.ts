import { resolve } from 'node:path';
import { init } from 'es-module-lexer';
import type { Plugin, Rolldown } from 'vite';
import { pageModules, type RouteFile, routeFile, routeFileOf, wraps } from './route-urls.ts';
import { createStaticReach } from './static-reach.ts';

/**
 * The bundler's module infos of the build under way, shared by every layout chunk's plugin:
 * each look-up copies a module's code out of the bundler, and the static reach lexes each
 * module once per info object, so sharing them halves both for two layout chunks.
 */
let buildInfos = new Map<string, Rolldown.ModuleInfo | null>();

export interface LayoutChunkOptions {
  /** The first chunk's name; the second's adds `-shared`. */
  name: string;
  routesDir: string;
  /** The layout route's file, relative to the routes folder, without extension: `_layout`. */
  layout: string;
  /** Pages under it whose code the chunk holds too: `['_layout/index']`. */
  pages: readonly string[];
}

/**
 * Two chunks for what a layout route and its most visited pages run on first load, so that
 * opening one takes a few requests instead of a round of small ones.
 *
 * Left to itself the bundler makes a chunk per set of lazily loaded routes sharing a module.
 * Every route under the layout is loaded with it, but the bundler cannot know that: the route
 * tree imports them all from the entry. So the layout's nav link, its collapse, its icons each
 * came in a chunk of their own, and the home page loaded 28 files, 23 of them its own. A browser
 * fetches them six at a time over HTTP/1.1, and Lighthouse's simulation counts each round.
 *
 * What the layout and the pages reach by static imports is split by what else reaches it:
 * - nothing that runs without the layout (the entry, the routes outside it, and all they load
 *   lazily): the first chunk, which no other page loads before it needs the layout;
 * - only code loaded lazily without it (the sign-in page's theme switch, the overlays): the
 *   second, which that code loads too, a few kilobytes more than it needs;
 * - what another page's first load runs stays where the bundler puts it.
 * Each set is closed under imports less what other pages run first, so neither pulls in a
 * dependency after it. Declare the groups after any group that takes shared modules (the
 * common chunk), which takes a module's dependencies with it.
 */
export function layoutChunk(options: LayoutChunkOptions): {
  plugin: Plugin;
  groups: Rolldown.CodeSplittingGroup[];
} {
  let routesDir = '';
  let members = new Set<string>();
  let sharedMembers = new Set<string>();
  const layout = routeFile(options.layout);
  const underLayout = (route: RouteFile) => route.id === layout.id || wraps(layout, route);

  const plugin: Plugin = {
    name: 'console:layout-chunk',
    apply: 'build',
    configResolved(config) {
      routesDir = resolve(config.root, options.routesDir);
    },
    async buildStart() {
      // Every plugin's buildStart runs before any buildEnd: the next build starts afresh.
      buildInfos = new Map();
      await init;
    },
    buildEnd(error) {
      if (error) return;
      const ids = [...this.getModuleIds()];
      const infos = buildInfos;
      const nodeOf = (id: string) => {
        let info = infos.get(id);
        if (info === undefined) {
          info = this.getModuleInfo(id);
          infos.set(id, info);
        }
        return info;
      };
      const pages = pageModules(
        ids.filter((id) => routeFileOf(id, routesDir)),
        (id) => nodeOf(id)?.dynamicallyImportedIds ?? [],
        routesDir,
      );
      const routesOf = (id: string) => pages.get(id) ?? [];
      const inChunk = new Set([options.layout, ...options.pages]);
      const roots = ids.filter((id) => routesOf(id).some((route) => inChunk.has(route.id)));
      if (roots.length === 0) throw new Error(`layout-chunk: no page loaded by ${options.layout}`);
      // What other pages run on their first load: the entry, and the routes outside the layout.
      const firstRoots = [
        ...ids.filter((id) => nodeOf(id)?.isEntry),
        ...[...pages.keys()].filter((id) => routesOf(id).some((route) => !underLayout(route))),
      ];
      const elsewhere = createStaticReach(nodeOf);
      elsewhere.add(firstRoots);
      const firstLoads = new Set(elsewhere.reached);
      // And all code can load later without the layout: what those load lazily, and what that
      // loads lazily in turn, until nothing new is found.
      const lazyRoots = new Set<string>();
      for (let found = true; found; ) {
        found = false;
        for (const id of [...elsewhere.reached]) {
          for (const lazy of nodeOf(id)?.dynamicallyImportedIds ?? []) {
            const loadedUnderLayout = routesOf(lazy).some(underLayout);
            if (loadedUnderLayout || lazyRoots.has(lazy)) continue;
            lazyRoots.add(lazy);
            elsewhere.add([lazy]);
            found = true;
          }
        }
      }
      const signedIn = createStaticReach(nodeOf);
      signedIn.add(roots);
      members = new Set();
      sharedMembers = new Set();
      for (const id of signedIn.reached) {
        if (!elsewhere.reached.has(id)) members.add(id);
        else if (!firstLoads.has(id)) sharedMembers.add(id);
      }
    },
  };

  return {
    plugin,
    groups: [
      {
        name: options.name,
        test: (id) => members.has(id),
        // Each set is already closed: pulling in dependencies would pull the entry's in too.
        includeDependenciesRecursively: false,
      },
      {
        name: `${options.name}-shared`,
        test: (id) => sharedMembers.has(id),
        includeDependenciesRecursively: false,
      },
    ],
  };
}
