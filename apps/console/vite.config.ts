import { themeScript } from '@org/admin-shell/theme-script';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { currentUserUrl, publicPaths } from './src/session-probe';
import { precompressAssets } from './vite-plugins/precompress-assets';
import { routePreloads } from './vite-plugins/route-preloads';
import { sessionPreload } from './vite-plugins/session-preload';

const themeScriptPlaceholder = '<!-- theme-script -->';

/**
 * Inlines the shell's theme script where index.html marks it (early in <head>, after the
 * charset), so the page paints in the stored theme before any module loads. The API hashes
 * inline scripts into its CSP, so nothing else is needed for it to run there.
 */
function inlineThemeScript(): Plugin {
  return {
    name: 'console:inline-theme-script',
    transformIndexHtml(html) {
      if (!html.includes(themeScriptPlaceholder)) {
        throw new Error(`index.html lacks the ${themeScriptPlaceholder} placeholder`);
      }
      return html.replace(themeScriptPlaceholder, `<script>${themeScript()}</script>`);
    },
  };
}

export default defineConfig({
  // A static asset host (a CDN) serves the hashed files when ASSET_BASE_URL is set; the API
  // must then list that origin in ASSET_ORIGINS for its CSP.
  base: process.env.ASSET_BASE_URL || '/',
  plugins: [
    // Before the React plugin: it rewrites route files for code splitting.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      quoteStyle: 'single',
      semicolons: true,
    }),
    react(),
    inlineThemeScript(),
    routePreloads({ routesDir: 'src/routes' }),
    sessionPreload({ url: currentUserUrl, publicPaths }),
    precompressAssets(),
  ],
  server: {
    // `pnpm dev` at the root starts the API on its default port beside this dev server.
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
  build: {
    target: 'es2022',
    // The benchmarks read which chunks each route loads from the manifest.
    manifest: true,
    rollupOptions: {
      // Code splitting leaves dozens of sub-kilobyte chunks (a Mantine hook, an icon); over
      // HTTP/1.1 each takes a turn on one of six connections. Rollup folds side-effect-free
      // chunks under this size into one likely to load with them (sign-in: 29 files → 24).
      output: { experimentalMinChunkSize: 20_000 },
    },
  },
});
