import type { Plugin } from 'vite';
import { exactly } from './hook-filter.ts';

const virtualId = '\0console:app-shell-resize-handle';

/** Mantine's AppShell sections (navbar, aside, header, footer), which import the drag handle. */
const appShellModule = /@mantine[/\\]core[/\\]esm[/\\]components[/\\]AppShell[/\\]/;

const resizeHandle = /[/\\]AppShellResizeHandle[/\\]AppShellResizeHandle\.mjs$/;

/**
 * Mantine's AppShell sections import the handle that drags a resizable navbar or aside wider
 * (with its size clamping and safe-area helpers: 1.3 KiB gzip on every signed-in page's first
 * load), and draw it only for a section made resizable through AppShell's `resize`, which the
 * shell's layout never passes. They get a handle that fails loudly instead, should a later
 * layout make a section resizable while this plugin still stands.
 */
export function appShellFixedSections(): Plugin {
  return {
    name: 'console:app-shell-fixed-sections',
    enforce: 'pre',
    resolveId: {
      filter: { id: resizeHandle },
      handler(_source, importer) {
        return importer && appShellModule.test(importer) ? virtualId : undefined;
      },
    },
    load: {
      filter: { id: exactly(virtualId) },
      handler: () =>
        [
          'export function AppShellResizeHandle() {',
          "  throw new Error('AppShell sections are not resizable in this build (vite-plugins/app-shell-fixed-sections.ts)');",
          '}',
        ].join('\n'),
    },
  };
}
