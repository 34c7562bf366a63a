import type { Plugin, Rolldown } from 'vite';
import { build } from 'vite';
import { describe, expect, it } from 'vitest';
import { appShellFixedSections } from './app-shell-fixed-sections';

const entryId = '\0entry';

/** An entry that draws an AppShell with a navbar, as the shell's layout does. */
const entry: Plugin = {
  name: 'test-entry',
  resolveId: (id) => (id === 'entry' ? entryId : undefined),
  load: (id) =>
    id === entryId
      ? "import { AppShell } from '@mantine/core'; Object.assign(globalThis, { AppShell });"
      : undefined,
};

async function buildAppShell(plugins: Plugin[]): Promise<Rolldown.OutputChunk[]> {
  const result = await build({
    root: import.meta.dirname,
    configFile: false,
    logLevel: 'silent',
    plugins: [entry, ...plugins],
    build: {
      write: false,
      rolldownOptions: { input: 'entry', experimental: { lazyBarrel: true } },
    },
  });
  const outputs = Array.isArray(result) ? result : [result];
  return outputs.flatMap((output) =>
    'output' in output
      ? output.output.filter((item): item is Rolldown.OutputChunk => item.type === 'chunk')
      : [],
  );
}

const resizeHandleModule = /AppShellResizeHandle|clamp-resize-size|safe-area-inset/;

describe('appShellFixedSections', () => {
  it('leaves the resize handle and its helpers out of AppShell', async () => {
    const chunks = await buildAppShell([appShellFixedSections()]);
    const modules = chunks.flatMap((chunk) => chunk.moduleIds);
    expect(modules.filter((id) => resizeHandleModule.test(id))).toEqual([]);
    expect(modules.some((id) => id.includes('AppShellNavbar'))).toBe(true);
  }, 60_000);

  it('without it, AppShell brings the resize handle', async () => {
    const chunks = await buildAppShell([]);
    expect(
      chunks.flatMap((chunk) => chunk.moduleIds).some((id) => resizeHandleModule.test(id)),
    ).toBe(true);
  }, 60_000);
});
