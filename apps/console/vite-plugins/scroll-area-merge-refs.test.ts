import type { Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { buildEntry, moduleIdsOf } from './build-entry';
import { scrollAreaMergeRefs } from './scroll-area-merge-refs';

const buildScrollArea = (plugins: Plugin[]) =>
  buildEntry(
    "import { ScrollArea } from '@mantine/core'; Object.assign(globalThis, { ScrollArea });",
    plugins,
  );

const floatingUiModule = /@floating-ui[/\\]/;

describe('scrollAreaMergeRefs', () => {
  it('gives ScrollArea its ref merging without floating-ui', async () => {
    const chunks = await buildScrollArea([scrollAreaMergeRefs()]);
    const modules = moduleIdsOf(chunks);
    expect(modules.filter((id) => floatingUiModule.test(id))).toEqual([]);
    expect(modules.some((id) => id.includes('use-merged-ref'))).toBe(true);
  }, 60_000);

  it('without it, ScrollArea brings floating-ui', async () => {
    const chunks = await buildScrollArea([]);
    expect(moduleIdsOf(chunks).some((id) => floatingUiModule.test(id))).toBe(true);
  }, 60_000);
});
