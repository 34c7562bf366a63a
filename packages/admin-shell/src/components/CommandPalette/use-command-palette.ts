import { useCallback, useEffect, useState } from 'react';
import { createModuleLoader } from '../../core/app/module-loader.js';
import type { CommandPaletteOptions } from './command-palette-options.js';

export type CommandPaletteModule = typeof import('./CommandPalette.js');

/** Ctrl+K, or ⌘K on a Mac; not while an input method is composing a character. */
function isPaletteShortcut(event: KeyboardEvent): boolean {
  return (
    (event.ctrlKey || event.metaKey) &&
    !event.altKey &&
    !event.shiftKey &&
    !event.isComposing &&
    event.key.toLowerCase() === 'k'
  );
}

/**
 * The part of the command palette that is always there: whether it is open, and the Ctrl/⌘+K
 * listener. The palette's code (and, with `loadStyles`, its CSS) is fetched on the first
 * opening, or sooner through `preload` (the header button's hover and focus). Without options
 * there is no palette and no listener.
 */
export function useCommandPalette(options: CommandPaletteOptions | undefined) {
  const loadStyles = options?.loadStyles;
  const [loader] = useState(() =>
    createModuleLoader(() =>
      Promise.all([import('./CommandPalette.js'), loadStyles?.()]).then(([module]) => module),
    ),
  );
  const module = loader.useModule();
  const [opened, setOpened] = useState(false);
  const enabled = options !== undefined;

  const open = useCallback(() => {
    setOpened(true);
    loader.load().catch(() => setOpened(false));
  }, [loader]);
  const close = useCallback(() => setOpened(false), []);
  const preload = useCallback(() => void loader.load().catch(() => undefined), [loader]);

  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isPaletteShortcut(event)) return;
      // The browser's own Ctrl+K (its search bar) would take focus away from the page.
      event.preventDefault();
      setOpened((wasOpened) => !wasOpened);
      loader.load().catch(() => setOpened(false));
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [enabled, loader]);

  return { enabled, module, opened, open, close, preload };
}
