import type { Plugin } from 'vite';
import { exactly } from './hook-filter.ts';

const virtualId = '\0console:scroll-area-merge-refs';

/** Mantine's ScrollArea, which imports floating-ui for one hook. */
const scrollAreaModule = /@mantine[/\\]core[/\\]esm[/\\]components[/\\]ScrollArea[/\\]/;

/**
 * Mantine's ScrollArea imports `useMergeRefs` from @floating-ui/react, one hook of the module that
 * positions every popover: the CRUD table scrolls sideways in a ScrollArea, so the table's first
 * load fetched floating-ui's whole chunk (15 KiB gzip) for it, although only a popover, a menu or
 * a tooltip needs the rest, and they load after the page. ScrollArea takes the same merging from
 * Mantine's own hooks instead (`useMergedRef`, which also runs a callback ref's cleanup); the
 * popovers still bring floating-ui when they load.
 */
export function scrollAreaMergeRefs(): Plugin {
  let hooks: string | undefined;
  return {
    name: 'console:scroll-area-merge-refs',
    enforce: 'pre',
    resolveId: {
      filter: { id: /^@floating-ui\/react$/ },
      async handler(_source, importer) {
        if (!importer || !scrollAreaModule.test(importer)) return;
        // Mantine's own copy of its hooks, resolved from ScrollArea as Mantine resolves them.
        const resolved = await this.resolve('@mantine/hooks', importer, { skipSelf: true });
        if (!resolved) return;
        hooks = resolved.id;
        return virtualId;
      },
    },
    load: {
      filter: { id: exactly(virtualId) },
      handler() {
        if (!hooks) return;
        return [
          `import { useMergedRef } from ${JSON.stringify(hooks)};`,
          'export const useMergeRefs = (refs) => useMergedRef(...refs);',
        ].join('\n');
      },
    },
  };
}
