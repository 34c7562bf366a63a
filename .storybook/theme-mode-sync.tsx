import { useEffect, useRef } from 'react';
import { type ThemeMode, useThemeMode } from '../packages/admin-shell/src/index.js';

/**
 * Applies the toolbar's theme to the shell, as a person's choice would, only when the toolbar
 * changes: a story's own theme switch must not be undone on the next render.
 */
export function ThemeModeSync({ mode }: { mode: ThemeMode }) {
  const { setMode } = useThemeMode();
  const applied = useRef<ThemeMode | null>(null);
  useEffect(() => {
    if (applied.current === mode) return;
    applied.current = mode;
    setMode(mode);
  }, [mode, setMode]);
  return null;
}
