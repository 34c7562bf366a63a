import type { Plugin, Rolldown } from 'vite';
import { build } from 'vite';
import { describe, expect, it } from 'vitest';
import { scrollAreaMergeRefs } from './scroll-area-merge-refs';

const entryId = '\0entry';

/** An entry that draws a ScrollArea. */
const entry: Plugin = {
  name: 'test-entry',
  resolveId: (id) => (id === 'entry' ? entryId : undefined),
  load: (id) =>
    id === entryId
      ? "import { ScrollArea } from '@mantine/core'; Object.assign(globalThis, { ScrollArea });"
      : undefined,
};

async function buildScrollArea(plugins: Plugin[]): Promise<Rolldown.OutputChunk[]> {
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

const floatingUiModule = /@floating-ui[/\\]/;

describe('scrollAreaMergeRefs', () => {
  it('gives ScrollArea its ref merging without floating-ui', async () => {
    const chunks = await buildScrollArea([scrollAreaMergeRefs()]);
    const modules = chunks.flatMap((chunk) => chunk.moduleIds);
    expect(modules.filter((id) => floatingUiModule.test(id))).toEqual([]);
    expect(modules.some((id) => id.includes('use-merged-ref'))).toBe(true);
  }, 60_000);

  it('without it, ScrollArea brings floating-ui', async () => {
    const chunks = await buildScrollArea([]);
    expect(chunks.flatMap((chunk) => chunk.moduleIds).some((id) => floatingUiModule.test(id))).toBe(
      true,
    );
  }, 60_000);
});
