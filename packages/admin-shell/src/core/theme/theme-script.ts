/** Light, dark, or whatever the operating system prefers. */
export type ThemeMode = 'light' | 'dark' | 'auto';

/** Where the chosen mode is kept (Mantine's own key, so its provider reads the same value). */
export const themeStorageKey = 'mantine-color-scheme-value';

/**
 * The JavaScript to inline at the top of `index.html`, so the page paints in the right theme
 * before React starts: it reads the stored mode, resolves `auto`, and sets Mantine's attribute
 * and the `dark` class on `<html>`. Inline it as `<script>${themeScript()}</script>`.
 */
export function themeScript(
  options: { defaultMode?: ThemeMode; storageKey?: string } = {},
): string {
  const mode = JSON.stringify(options.defaultMode ?? 'light');
  const key = JSON.stringify(options.storageKey ?? themeStorageKey);
  return `(function(){try{var m=localStorage.getItem(${key})||${mode};}catch(e){var m=${mode};}if(m!=='light'&&m!=='dark'&&m!=='auto')m=${mode};var d=m==='auto'?window.matchMedia('(prefers-color-scheme: dark)').matches:m==='dark';var h=document.documentElement;h.setAttribute('data-mantine-color-scheme',d?'dark':'light');h.classList.toggle('dark',d);})();`;
}
