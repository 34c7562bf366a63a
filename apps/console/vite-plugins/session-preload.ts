import type { Plugin } from 'vite';

/**
 * Starts the session probe's request from index.html, while the entry still downloads: every
 * page waits for that answer before it draws. An inline script, not a static <link>, because
 * public pages never probe, and an unused preload would answer the first probe after sign-in
 * with the signed-out reply. The API hashes inline scripts into its CSP.
 */
export function sessionPreload(options: { url: string; publicPaths: string[] }): Plugin {
  const script =
    `if(${JSON.stringify(options.publicPaths)}.indexOf(location.pathname)<0){` +
    `var l=document.createElement('link');l.rel='preload';l.as='fetch';` +
    // The API client sends cookies (credentials: 'include'); the preload must match it.
    `l.crossOrigin='use-credentials';l.href=${JSON.stringify(options.url)};` +
    'document.head.appendChild(l);}';
  return {
    name: 'console:session-preload',
    transformIndexHtml: () => [{ tag: 'script', children: script, injectTo: 'head' }],
  };
}
