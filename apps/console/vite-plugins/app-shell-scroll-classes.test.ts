import type { Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { appShellScrollClasses } from './app-shell-scroll-classes';
import { buildEntry, moduleIdsOf } from './build-entry';

const buildAppShell = (plugins: Plugin[]) =>
  buildEntry("import { AppShell } from '@mantine/core'; export default AppShell.Header;", plugins);

const scrollLockModule = /react-remove-scroll[/\\]dist/;

describe('appShellScrollClasses', () => {
  it('gives AppShell the scroll lock’s class names without the scroll lock', async () => {
    const chunks = await buildAppShell([appShellScrollClasses()]);
    const code = chunks.map((chunk) => chunk.code).join('\n');
    // The header still carries the class the scroll lock pads when a dialog opens.
    expect(code).toContain('right-scroll-bar-position');
    expect(moduleIdsOf(chunks).filter((id) => scrollLockModule.test(id))).toEqual([]);
  }, 60_000);

  it('without it, AppShell brings the whole scroll lock', async () => {
    const chunks = await buildAppShell([]);
    expect(moduleIdsOf(chunks).some((id) => scrollLockModule.test(id))).toBe(true);
  }, 60_000);
});
