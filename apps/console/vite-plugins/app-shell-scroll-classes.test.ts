import type { Plugin, Rolldown } from 'vite';
import { build } from 'vite';
import { describe, expect, it } from 'vitest';
import { appShellScrollClasses } from './app-shell-scroll-classes';

const entryId = '\0entry';

/** An entry that draws AppShell's header, so the header's class names are built in. */
function entry(source: string): Plugin {
  return {
    name: 'test-entry',
    resolveId: (id) => (id === 'entry' ? entryId : undefined),
    load: (id) => (id === entryId ? source : undefined),
  };
}

async function buildAppShell(plugins: Plugin[]): Promise<Rolldown.OutputChunk[]> {
  const result = await build({
    root: import.meta.dirname,
    configFile: false,
    logLevel: 'silent',
    plugins: [
      entry("import { AppShell } from '@mantine/core'; export default AppShell.Header;"),
      ...plugins,
    ],
    build: { write: false, rolldownOptions: { input: 'entry' } },
  });
  const outputs = Array.isArray(result) ? result : [result];
  return outputs.flatMap((output) =>
    'output' in output
      ? output.output.filter((item): item is Rolldown.OutputChunk => item.type === 'chunk')
      : [],
  );
}

const scrollLockModule = /react-remove-scroll[/\\]dist/;

describe('appShellScrollClasses', () => {
  it('gives AppShell the scroll lock’s class names without the scroll lock', async () => {
    const chunks = await buildAppShell([appShellScrollClasses()]);
    const code = chunks.map((chunk) => chunk.code).join('\n');
    // The header still carries the class the scroll lock pads when a dialog opens.
    expect(code).toContain('right-scroll-bar-position');
    expect(
      chunks.flatMap((chunk) => chunk.moduleIds).filter((id) => scrollLockModule.test(id)),
    ).toEqual([]);
  }, 60_000);

  it('without it, AppShell brings the whole scroll lock', async () => {
    const chunks = await buildAppShell([]);
    expect(chunks.flatMap((chunk) => chunk.moduleIds).some((id) => scrollLockModule.test(id))).toBe(
      true,
    );
  }, 60_000);
});
