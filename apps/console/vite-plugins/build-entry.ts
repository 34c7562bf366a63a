import type { Plugin, Rolldown } from 'vite';
import { build } from 'vite';

const entryId = '\0entry.js';

/**
 * For the plugins' tests: builds `source` as the only entry, in memory, with `plugins` and the
 * console's barrel setting (only the imported exports of Mantine's and Tabler's entries are
 * compiled), and returns the chunks.
 */
export async function buildEntry(
  source: string,
  plugins: Plugin[],
): Promise<Rolldown.OutputChunk[]> {
  const entry: Plugin = {
    name: 'test-entry',
    resolveId: (id) => (id === 'entry' ? entryId : undefined),
    load: (id) => (id === entryId ? source : undefined),
  };
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

/** The modules the chunks were built from. */
export const moduleIdsOf = (chunks: readonly Rolldown.OutputChunk[]) =>
  chunks.flatMap((chunk) => chunk.moduleIds);
