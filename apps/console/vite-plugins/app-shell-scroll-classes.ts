import type { Plugin } from 'vite';
import { exactly } from './hook-filter.ts';

const virtualId = '\0console:app-shell-remove-scroll';

/** Mantine's AppShell parts (header, footer, aside), which import react-remove-scroll. */
const appShellModule = /@mantine[/\\]core[/\\]esm[/\\]components[/\\]AppShell[/\\]/;

/**
 * Mantine's AppShell imports react-remove-scroll only to read two class names
 * (`RemoveScroll.classNames`), and with them comes the whole scroll lock: its side car, its
 * style singleton and tslib, 4 KiB gzip on every signed-in page's first load, although only a
 * dialog or a drawer locks the scroll. AppShell gets the two names from the package that
 * defines them instead; the scroll lock still loads with the first overlay, and reads the same
 * names off the header.
 */
export function appShellScrollClasses(): Plugin {
  let constants: string | undefined;
  return {
    name: 'console:app-shell-scroll-classes',
    enforce: 'pre',
    resolveId: {
      filter: { id: /^react-remove-scroll$/ },
      async handler(source, importer) {
        if (!importer || !appShellModule.test(importer)) return;
        // Resolved from react-remove-scroll itself: the constants are its dependency's, not ours.
        const removeScroll = await this.resolve(source, importer, { skipSelf: true });
        if (!removeScroll) return;
        const resolved = await this.resolve('react-remove-scroll-bar/constants', removeScroll.id, {
          skipSelf: true,
        });
        if (!resolved) return;
        constants = resolved.id;
        return virtualId;
      },
    },
    load: {
      filter: { id: exactly(virtualId) },
      handler() {
        if (!constants) return;
        return [
          `import { zeroRightClassName, fullWidthClassName } from ${JSON.stringify(constants)};`,
          'export const RemoveScroll = {',
          '  classNames: { zeroRight: zeroRightClassName, fullWidth: fullWidthClassName },',
          '};',
        ].join('\n');
      },
    },
  };
}
