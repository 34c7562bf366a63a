import { isAbsolute, relative } from 'node:path';

/**
 * TanStack Router's file-route naming, read backwards: from a route file to the address it
 * answers and the layout files around it. Only what the preload map needs; a file whose
 * address depends on the request (`$id`, `$`) has none.
 */

export interface RouteFile {
  /** The file, relative to the routes folder, without extension: `_layout/crud-table/index`. */
  id: string;
  /** Its segments as written, `.` (flat routes) and `/` (folders) alike. */
  segments: string[];
  /** The address it answers (`/crud-table`), or undefined when that depends on the request. */
  url: string | undefined;
}

/** `_layout` and `(group)` shape the tree without appearing in the address. */
function isPathless(segment: string): boolean {
  return segment.startsWith('_') || /^\(.*\)$/.test(segment);
}

export function routeFile(id: string): RouteFile {
  const segments = id.split(/[/.]/).filter(Boolean);
  const visible = segments.filter((segment) => !isPathless(segment));
  if (visible.at(-1) === 'index') visible.pop();
  const dynamic = visible.some((segment) => segment.includes('$'));
  const url = dynamic
    ? undefined
    : // A trailing underscore un-nests a route (`posts_`) without changing its address.
      `/${visible.map((segment) => segment.replace(/_$/, '')).join('/')}`;
  return { id, segments, url };
}

/** Whether `layout` wraps `route`: its segments start the route's, and it is not an index. */
export function wraps(layout: RouteFile, route: RouteFile): boolean {
  if (layout.segments.at(-1) === 'index') return false;
  if (layout.segments.length >= route.segments.length) return false;
  return layout.segments.every((segment, index) => route.segments[index] === segment);
}

/**
 * For each address a person can open directly, the route files rendered there: every file
 * answering it and the layouts around each.
 */
export function filesByUrl(routes: RouteFile[]): Map<string, RouteFile[]> {
  const byUrl = new Map<string, RouteFile[]>();
  for (const route of routes) {
    if (route.url === undefined) continue;
    const rendered = byUrl.get(route.url) ?? [];
    for (const file of [...routes.filter((layout) => wraps(layout, route)), route]) {
      if (!rendered.includes(file)) rendered.push(file);
    }
    byUrl.set(route.url, rendered);
  }
  return byUrl;
}

/**
 * The route file a module is, relative to the routes folder and without extension
 * (`…/routes/user/login.tsx` → `user/login`), or undefined for any other module: those outside
 * the folder, and those under a `-` prefix, which the router's generator leaves out.
 */
export function routeFileOf(moduleId: string, routesDir: string): string | undefined {
  const match = /^(.*)\.tsx?$/.exec(moduleId);
  if (!match?.[1]) return undefined;
  const id = relative(routesDir, match[1]).split('\\').join('/');
  if (id.startsWith('..') || isAbsolute(id)) return undefined;
  return id.split('/').some((segment) => segment.startsWith('-')) ? undefined : id;
}

/**
 * The modules the routes load lazily (a page's `lazyRouteComponent`, a loader's `import()`), each
 * with the routes that load it: what a page loads when it is opened, beyond the entry. The root
 * route is in the entry and draws every page, so what it imports lazily (the version check) is
 * no page's.
 */
export function pageModules(
  moduleIds: Iterable<string>,
  dynamicImportsOf: (moduleId: string) => readonly string[],
  routesDir: string,
): Map<string, RouteFile[]> {
  const pages = new Map<string, RouteFile[]>();
  for (const moduleId of moduleIds) {
    const id = routeFileOf(moduleId, routesDir);
    if (id === undefined || id === '__root') continue;
    const route = routeFile(id);
    for (const imported of dynamicImportsOf(moduleId)) {
      pages.set(imported, [...(pages.get(imported) ?? []), route]);
    }
  }
  return pages;
}
