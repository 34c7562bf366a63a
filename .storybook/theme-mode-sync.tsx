import { useEffect } from 'react';
import { type ThemeMode, useThemeMode } from '../packages/admin-shell/src/index.js';

/** Applies the toolbar's theme to the shell, as a person's choice would. */
export function ThemeModeSync({ mode }: { mode: ThemeMode }) {
  const { setMode } = useThemeMode();
  useEffect(() => setMode(mode), [mode, setMode]);
  return null;
}
