import { init } from 'es-module-lexer';
import { beforeAll, describe, expect, it } from 'vitest';
import { createStaticReach, type ModuleNode } from './static-reach';

/** A build's modules by id: their code, and the ids of the sources they name, in order. */
function graph(modules: Record<string, [code: string | null, importedIds?: string[]]>) {
  const nodes = new Map<string, ModuleNode>(
    Object.entries(modules).map(([id, [code, importedIds = []]]) => [id, { code, importedIds }]),
  );
  return (...roots: string[]) => {
    const reach = createStaticReach((id) => nodes.get(id) ?? null);
    reach.add(roots);
    return [...reach.reached].sort();
  };
}

beforeAll(async () => {
  await init;
});

describe('createStaticReach', () => {
  // The workspace's index: imports, then one export list.
  const shellIndex: [string, string[]] = [
    `import { Layout } from "./layout.js";\nimport { Table } from "./table.js";\nexport {\n  Layout,\n  Table\n};\n`,
    ['layout', 'table'],
  ];

  it('follows only the names a module takes from a barrel', () => {
    const reach = graph({
      page: [`import { Layout } from "shell";\nconsole.log(Layout);`, ['shell']],
      shell: shellIndex,
      layout: ['export const Layout = 1;'],
      table: ['export const Table = 2;'],
    });
    expect(reach('page')).toEqual(['layout', 'page', 'shell']);
  });

  it('follows names through re-exports, renamed, starred and nested', () => {
    const reach = graph({
      page: [`import { Button as B, Icon, Deep } from "core";\nB(Icon, Deep);`, ['core']],
      // Mantine's and Tabler's style: export … from.
      core: [
        `'use client';\nexport { Button } from './button.mjs';\nexport { default as Icon } from './icon.mjs';\nexport { Modal } from './modal.mjs';\nexport * from './more.mjs';\n`,
        ['button', 'icon', 'modal', 'more'],
      ],
      button: ['export function Button() {}'],
      icon: ['export default function Icon() {}'],
      modal: ['export function Modal() {}'],
      more: [
        `export { Deep } from './deep.mjs';\nexport { Other } from './other.mjs';`,
        ['deep', 'other'],
      ],
      deep: ['export const Deep = 1;'],
      other: ['export const Other = 1;'],
    });
    expect(reach('page')).toEqual(['button', 'core', 'deep', 'icon', 'more', 'page']);
  });

  it('follows every name of a barrel imported whole', () => {
    const reach = graph({
      page: [`import * as shell from "shell";\nshell.Table();`, ['shell']],
      shell: shellIndex,
      layout: ['export const Layout = 1;'],
      table: ['export const Table = 2;'],
    });
    expect(reach('page')).toEqual(['layout', 'page', 'shell', 'table']);
  });

  it('runs all a module of its own code imports, and what it imports for effects', () => {
    const reach = graph({
      layout: [
        `import "./layout.css";\nimport { used } from "./helpers.js";\nexport function Layout() { return used; }`,
        ['layout.css', 'helpers'],
      ],
      'layout.css': [''],
      helpers: [`import { Unused } from "./unused.js";\nexport const used = 1;`, ['unused']],
      unused: ['export const Unused = 1;'],
    });
    expect(reach('layout')).toEqual(['helpers', 'layout', 'layout.css', 'unused']);
  });

  it('follows every import of what it cannot read, and what the bundler added', () => {
    const reach = graph({
      page: [`import { a } from "./a.js";\nconst x = a;`, ['a', 'preload-helper']],
      a: ['module.exports = require("b")', ['b']],
      'preload-helper': ['export const preload = 1;'],
      b: [null],
    });
    expect(reach('page')).toEqual(['a', 'b', 'page', 'preload-helper']);
  });

  it('grows as roots are added, asking a barrel only for names not asked before', () => {
    const nodes = new Map<string, ModuleNode>([
      ['home', { code: `import { Layout } from "shell";\nLayout();`, importedIds: ['shell'] }],
      ['crud', { code: `import { Table } from "shell";\nTable();`, importedIds: ['shell'] }],
      ['shell', { code: shellIndex[0], importedIds: shellIndex[1] }],
      ['layout', { code: 'export const Layout = 1;', importedIds: [] }],
      ['table', { code: 'export const Table = 2;', importedIds: [] }],
    ]);
    const reach = createStaticReach((id) => nodes.get(id) ?? null);
    reach.add(['home']);
    expect(reach.reached.has('table')).toBe(false);
    reach.add(['crud']);
    expect([...reach.reached].sort()).toEqual(['crud', 'home', 'layout', 'shell', 'table']);
  });
});
