export {
  AdminThemeProvider,
  type AdminThemeProviderProps,
  type ThemeModeControls,
  useThemeMode,
} from './AdminThemeProvider.js';
export {
  type PrimaryColor,
  type PrimaryColorControls,
  primaryColorPresets,
  primaryColorStorageKey,
  usePrimaryColor,
} from './primary-color.js';
export { brandPalette, breakpoints, createAdminTheme } from './theme.js';
export { type ThemeMode, themeScript, themeStorageKey } from './theme-script.js';
