import type { Plugin } from 'vite';
import { deferredStyleAttribute } from '../src/deferred-style-mark.ts';

/** A stylesheet link as Vite writes it into the head: `<link rel="stylesheet" crossorigin href="…">`. */
const stylesheetLink = /<link rel="stylesheet"([^>]*?)>/g;

/**
 * Rewrites each stylesheet link of the built index.html so that it no longer holds up the first
 * paint: it is fetched as early and as urgently as before (a `preload`), but as a `print`
 * stylesheet, which blocks neither rendering nor the inline scripts after it. The splash in the
 * page therefore paints as soon as the HTML is parsed, instead of once the stylesheets have
 * come, and the session preload starts at once. The entry applies the sheets before React's first
 * render, in the head where Vite put them, so the cascade is as before: the styles of pages loaded
 * later still come after them.
 */
export function deferStylesheets(html: string): string {
  return html.replace(
    stylesheetLink,
    (_, attributes: string) =>
      `<link rel="preload" as="style"${attributes}>\n    ` +
      `<link rel="stylesheet"${attributes} media="print" ${deferredStyleAttribute}>`,
  );
}

/** {@link deferStylesheets} on the production build's index.html. */
export function deferredStyles(): Plugin {
  return {
    name: 'console:deferred-styles',
    apply: 'build',
    transformIndexHtml: { order: 'post', handler: deferStylesheets },
  };
}
