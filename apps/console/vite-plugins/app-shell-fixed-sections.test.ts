import type { Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { appShellFixedSections } from './app-shell-fixed-sections';
import { buildEntry, moduleIdsOf } from './build-entry';

const buildAppShell = (plugins: Plugin[]) =>
  buildEntry(
    "import { AppShell } from '@mantine/core'; Object.assign(globalThis, { AppShell });",
    plugins,
  );

const resizeHandleModule = /AppShellResizeHandle|clamp-resize-size|safe-area-inset/;

describe('appShellFixedSections', () => {
  it('leaves the resize handle and its helpers out of AppShell', async () => {
    const chunks = await buildAppShell([appShellFixedSections()]);
    const modules = moduleIdsOf(chunks);
    expect(modules.filter((id) => resizeHandleModule.test(id))).toEqual([]);
    expect(modules.some((id) => id.includes('AppShellNavbar'))).toBe(true);
  }, 60_000);

  it('without it, AppShell brings the resize handle', async () => {
    const chunks = await buildAppShell([]);
    expect(moduleIdsOf(chunks).some((id) => resizeHandleModule.test(id))).toBe(true);
  }, 60_000);
});
