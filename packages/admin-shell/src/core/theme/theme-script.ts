import { preferencesStorageKey } from '../preferences/storage-key.js';

/** Light, dark, or whatever the operating system prefers. */
export type ThemeMode = 'light' | 'dark' | 'auto';

/**
 * The JavaScript to inline at the top of `index.html`, so the page paints in the right theme
 * before React starts: it reads the mode from the stored preferences, resolves `auto`, and
 * sets Mantine's attribute and the `dark` class on `<html>`. Inline it as
 * `<script>${themeScript()}</script>`; pass the `storageKey` given to `createPreferencesStore`
 * if it is not the default.
 */
export function themeScript(
  options: { defaultMode?: ThemeMode; storageKey?: string } = {},
): string {
  const mode = JSON.stringify(options.defaultMode ?? 'light');
  const key = JSON.stringify(options.storageKey ?? preferencesStorageKey);
  return `(function(){var m;try{m=JSON.parse(localStorage.getItem(${key})||'{}').themeMode;}catch(e){}if(m!=='light'&&m!=='dark'&&m!=='auto')m=${mode};var d=m==='auto'?window.matchMedia('(prefers-color-scheme: dark)').matches:m==='dark';var h=document.documentElement;h.setAttribute('data-mantine-color-scheme',d?'dark':'light');h.classList.toggle('dark',d);})();`;
}
