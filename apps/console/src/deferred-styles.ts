import { deferredStyleAttribute } from './deferred-style-mark';

/**
 * The stylesheets index.html loads without holding up its first paint
 * (vite-plugins/deferred-styles.ts), applied once each has come, or has failed: the page renders
 * styled, as it did when they blocked rendering, and never waits for ever.
 */
export async function applyDeferredStyles(document: Document): Promise<void> {
  const links = [...document.querySelectorAll<HTMLLinkElement>(`link[${deferredStyleAttribute}]`)];
  await Promise.all(links.map((link) => settled(link, document)));
  for (const link of links) {
    link.removeAttribute('media');
    link.removeAttribute(deferredStyleAttribute);
  }
}

function settled(link: HTMLLinkElement, document: Document): Promise<void> {
  if (link.sheet || document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => resolve();
    link.addEventListener('load', done, { once: true });
    link.addEventListener('error', done, { once: true });
    // A link that failed before this ran sends no more events; the window's load event, which
    // waits for every stylesheet, still comes.
    document.defaultView?.addEventListener('load', done, { once: true });
  });
}
