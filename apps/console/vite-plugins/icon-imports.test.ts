import type { Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { buildEntry } from './build-entry';
import { iconImports } from './icon-imports';

const iconIndex = /@tabler[/\\]icons-react[/\\]dist[/\\]esm[/\\]tabler-icons-react\.mjs$/;
const iconModule = (name: string) => (id: string) => id.endsWith(`/icons/${name}.mjs`);

const twoIcons =
  "import { IconHome, IconUsers as People } from '@tabler/icons-react';\n" +
  'Object.assign(globalThis, { IconHome, People });';

/** Builds the source and returns every module the build read, and the code it wrote. */
async function build(source: string, plugins: Plugin[]) {
  let read: string[] = [];
  const spy: Plugin = {
    name: 'modules-read',
    buildEnd() {
      read = [...this.getModuleIds()];
    },
  };
  const chunks = await buildEntry(source, [...plugins, spy]);
  return { read, code: chunks.map((chunk) => chunk.code).join('\n') };
}

describe('iconImports', () => {
  it("builds each icon from its own module, never reading the package's index", async () => {
    const { read, code } = await build(twoIcons, [iconImports()]);
    expect(read.filter((id) => iconIndex.test(id))).toEqual([]);
    expect(read.some(iconModule('IconHome'))).toBe(true);
    expect(read.some(iconModule('IconUsers'))).toBe(true);
    // Both icons are drawn, the renamed one under its own name.
    expect(code).toMatch(/[`"']home[`"']/);
    expect(code).toMatch(/[`"']users[`"']/);
    expect(code).toMatch(/People:/);
  }, 60_000);

  it('without it, the build reads the index', async () => {
    const { read } = await build(twoIcons, []);
    expect(read.some((id) => iconIndex.test(id))).toBe(true);
  }, 60_000);

  it("fails on an icon's old name, naming it", async () => {
    await expect(
      build(
        "import { IconMessageCircle2 } from '@tabler/icons-react'; Object.assign(globalThis, { IconMessageCircle2 });",
        [iconImports()],
      ),
    ).rejects.toThrow(/IconMessageCircle2/);
  }, 60_000);
});
