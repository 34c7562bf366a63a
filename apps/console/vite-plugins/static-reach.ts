import { parse } from 'es-module-lexer';

/** What the walk needs of a module: its code after transforms, and what it imports statically. */
export interface ModuleNode {
  code: string | null;
  /** Resolved ids, in the order the code first names each source (as the bundler lists them). */
  importedIds: readonly string[];
}

/** The names a module is asked for; `all` for a namespace import or an unknown importer. */
type Names = ReadonlySet<string> | 'all';

interface Edge {
  id: string;
  names: Names;
}

/**
 * A module's static imports, and, for a barrel (a module of only imports and exports), where
 * each name it exports comes from.
 */
interface Links {
  imports: Edge[];
  /** Set for a barrel: exported name → the module and name it re-exports. */
  reexports?: Map<string, Edge>;
  /** Set for a barrel: the modules it re-exports every name of (`export * from`). */
  stars?: string[];
}

const staticImport = 1;

/** The names in braces, `a, b as c, default as d` → the name on the right → that on the left. */
export function namedBindings(list: string): Map<string, string> {
  const bindings = new Map<string, string>();
  for (const part of list.split(',')) {
    const [left = '', right = left] = part.trim().split(/\s+as\s+/);
    if (left) bindings.set(right.trim(), left.trim());
  }
  return bindings;
}

/** Every module the code imports statically, without its names: the safe answer. */
function everything(node: ModuleNode): Links {
  return { imports: node.importedIds.map((id) => ({ id, names: 'all' })) };
}

/** What is left of a module once its imports and exports of imported names are taken out. */
function ownCode(between: string[]): string {
  return between
    .join('\n')
    .replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, '')
    .replace(/export\s*\{[^}]*\}/g, '')
    .replace(/['"]use client['"]/g, '')
    .replace(/[\s;]/g, '');
}

/** Links by module: the walks of one build share them. */
const linksByNode = new WeakMap<ModuleNode, Links>();

function linksOf(node: ModuleNode): Links {
  let links = linksByNode.get(node);
  if (!links) {
    links = readLinks(node);
    linksByNode.set(node, links);
  }
  return links;
}

function readLinks(node: ModuleNode): Links {
  const { code } = node;
  if (code === null) return everything(node);
  let lexed: ReturnType<typeof parse>;
  try {
    lexed = parse(code);
  } catch {
    // Not plain JavaScript (a CommonJS wrapper, JSON): follow everything it imports.
    return everything(node);
  }
  const [imports, exports] = lexed;
  const statics = imports.filter((entry) => entry.t === staticImport && entry.n !== undefined);
  const sources = [...new Set(statics.map((entry) => entry.n as string))];
  // The bundler adds ids the code does not name (its preload helper, CommonJS requires) after
  // those it does; anything else means the two lists cannot be matched up.
  if (sources.length > node.importedIds.length) return everything(node);
  const idOf = new Map(sources.map((source, index) => [source, node.importedIds[index] as string]));

  const forEffects = new Set<string>();
  const bindings = new Map<string, Edge>(); // local name → where it is imported from
  const reexports = new Map<string, Edge>();
  const stars: string[] = [];
  const between: string[] = [];
  let end = 0;
  for (const entry of statics) {
    between.push(code.slice(end, entry.ss));
    end = entry.se;
    const id = idOf.get(entry.n as string) as string;
    const clause = /^(import|export)\s*([\s\S]*?)\s*from\s*['"]/.exec(
      code.slice(entry.ss, entry.se),
    );
    const [, keyword, names = ''] = clause ?? [];
    const braces = /\{([\s\S]*)\}/.exec(names)?.[1];
    const namespace = /\*\s*as\s+([\w$]+)/.exec(names)?.[1];
    if (keyword === 'export') {
      if (namespace) reexports.set(namespace, { id, names: 'all' });
      else if (braces === undefined) stars.push(id);
      for (const [exported, imported] of namedBindings(braces ?? '')) {
        reexports.set(exported, { id, names: new Set([imported]) });
      }
      continue;
    }
    const defaultName = /^([\w$]+)/.exec(names)?.[1];
    if (defaultName) bindings.set(defaultName, { id, names: new Set(['default']) });
    if (namespace) bindings.set(namespace, { id, names: 'all' });
    for (const [local, imported] of namedBindings(braces ?? '')) {
      bindings.set(local, { id, names: new Set([imported]) });
    }
    if (!clause) forEffects.add(id); // `import './styles.css'`
  }
  between.push(code.slice(end));

  let onlyImportedNames = true;
  for (const entry of exports) {
    if (entry.ln === undefined) continue; // re-exported from a source, read above
    const imported = bindings.get(entry.ln);
    if (imported) reexports.set(entry.n, imported);
    else onlyImportedNames = false;
  }
  if (onlyImportedNames && ownCode(between) === '') {
    return { imports: [...forEffects].map((id) => ({ id, names: new Set() })), reexports, stars };
  }

  // A module with code of its own runs all it imports, whichever of its names are asked for.
  const asked = new Map<string, Set<string> | 'all'>();
  const ask = ({ id, names }: Edge) => {
    const known = asked.get(id) ?? new Set<string>();
    if (known === 'all' || names === 'all') asked.set(id, 'all');
    else asked.set(id, new Set([...known, ...names]));
  };
  for (const edge of [...bindings.values(), ...reexports.values()]) ask(edge);
  for (const id of forEffects) ask({ id, names: new Set() });
  for (const id of stars) ask({ id, names: 'all' });
  for (const id of node.importedIds) if (!asked.has(id)) ask({ id, names: 'all' });
  return { imports: [...asked].map(([id, names]) => ({ id, names })) };
}

/**
 * The modules code runs when it loads: those reachable from roots by static imports, following
 * only the names each importer takes from a barrel. Reachability by module alone passes through
 * `@mantine/core`'s or this workspace's index and reaches nearly every module of the build.
 * Roots can be added as they are found; `reached` grows with them. A module's links are read
 * once and kept by its node, so `nodeOf` should give the same object for a module each time.
 * Call `init` from `es-module-lexer` once before.
 */
export function createStaticReach(nodeOf: (id: string) => ModuleNode | null): {
  add(roots: Iterable<string>): void;
  reached: ReadonlySet<string>;
} {
  const reached = new Set<string>();
  const askedOfBarrel = new Map<string, Set<string> | 'all'>();
  const linksAt = (id: string) => {
    const node = nodeOf(id);
    return node ? linksOf(node) : undefined;
  };
  const add = (roots: Iterable<string>) => {
    const pending: Edge[] = [...roots].map((id) => ({ id, names: 'all' }));
    for (let edge = pending.pop(); edge; edge = pending.pop()) {
      const { id, names } = edge;
      const link = linksAt(id);
      if (!link) continue;
      if (!link.reexports) {
        if (reached.has(id)) continue;
        reached.add(id);
        pending.push(...link.imports);
        continue;
      }
      // A barrel runs its imports for their effects once, and passes on each name asked of it.
      if (!reached.has(id)) pending.push(...link.imports);
      reached.add(id);
      const asked = askedOfBarrel.get(id) ?? new Set<string>();
      if (asked === 'all') continue;
      if (names === 'all') {
        askedOfBarrel.set(id, 'all');
        pending.push(...link.reexports.values());
        for (const star of link.stars ?? []) pending.push({ id: star, names: 'all' });
        continue;
      }
      const fresh = [...names].filter((name) => !asked.has(name));
      for (const name of fresh) asked.add(name);
      askedOfBarrel.set(id, asked);
      for (const name of fresh) {
        const source = link.reexports.get(name);
        if (source) pending.push(source);
        else
          for (const star of link.stars ?? []) pending.push({ id: star, names: new Set([name]) });
      }
    }
  };
  return { add, reached };
}
