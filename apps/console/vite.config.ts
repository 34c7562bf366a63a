import { themeScript } from '@org/admin-shell/theme-script';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { currentUserUrl, publicPaths } from './src/session-probe.ts';
import { appShellFixedSections } from './vite-plugins/app-shell-fixed-sections.ts';
import { appShellScrollClasses } from './vite-plugins/app-shell-scroll-classes.ts';
import { deferredStyles } from './vite-plugins/deferred-styles.ts';
import { iconImports } from './vite-plugins/icon-imports.ts';
import { layoutChunk } from './vite-plugins/layout-chunk.ts';
import { mantineStableIds } from './vite-plugins/mantine-stable-ids.ts';
import { precompressAssets } from './vite-plugins/precompress-assets.ts';
import { routePreloads } from './vite-plugins/route-preloads.ts';
import { routeTreeGenerator } from './vite-plugins/route-tree.ts';
import { scrollAreaMergeRefs } from './vite-plugins/scroll-area-merge-refs.ts';
import { sessionPreload } from './vite-plugins/session-preload.ts';

const themeScriptPlaceholder = '<!-- theme-script -->';

/**
 * What floats over a page (menus, tooltips, dialogs, drawers, toasts, the dropdown inputs) and
 * what only they use (the scroll lock's helpers, the focus trap). A module the common chunk
 * holds takes what it imports in with it, so the inputs that open a dropdown stay out too.
 */
const overlayModule =
  /@floating-ui|react-remove-scroll|use-sidecar|react-style-singleton|use-callback-ref|get-nonce|tslib|react-transition-group|@mantine\/notifications|@mantine\/hooks\/esm\/(use-focus-trap|use-focus-return|use-click-outside|use-long-press)\/|@mantine\/core\/esm\/(core\/utils\/close-on-escape|utils\/Floating|components\/(Popover|Tooltip|Menu|Modal|ModalBase|Drawer|Overlay|Portal|FocusTrap|ScrollArea|Combobox|Select|MultiSelect|Autocomplete|TagsInput|PillsInput|Pill|Transition))\//;

/**
 * What the CRUD table's first load shares with the menus, dialogs and other list pages, in three
 * chunks instead of 14 files, each a turn on one of six HTTP/1.1 connections (and a round in
 * Lighthouse's simulation: the table's largest paint came 0.2–0.3 s sooner): what floats (popovers,
 * tooltips, floating-ui), what drops down or scrolls (comboboxes, scroll areas, overlays), and
 * what list pages draw (tables, pagination).
 */
const floatingModule =
  /@mantine\/core\/esm\/(utils\/Floating|components\/(Popover|FocusTrap|Tooltip))\//;
// The native select's chevron and option parsing live in Combobox's folder but bring no
// dropdown; a table scrolls sideways in a ScrollArea: both belong with the list pages.
const comboboxModule =
  /@mantine\/core\/esm\/components\/(Combobox\/(?!ComboboxChevron\/|get-parsed-combobox-data\/)|Overlay\/)/;
const listModule =
  /@mantine\/core\/esm\/components\/(Table|Pagination|SegmentedControl|ScrollArea|NativeSelect|Combobox\/(ComboboxChevron|get-parsed-combobox-data))\//;

/** What the CRUD table's first load takes that is too small to be a request of its own. */
const tableBitsModule =
  /@tabler\/icons-react\/dist\/esm\/icons\/Icon(ArrowUp|Download|Plus)\.mjs$|@tanstack\/react-router\/dist\/esm\/useLocation\.js$/;

/**
 * TanStack Query: the pages that read data share it, but the sign-in page, which shares the
 * common chunk with them, is drawn without it (the shell fetches the client once it has loaded).
 */
const queryModule = /@tanstack\/(query-core|react-query)\//;

/**
 * The words the sign-in page goes without, the shell's and the console's: every other page
 * waits for them as for the query client, so they come in its chunk.
 */
const restOfWords = /\/i18n\/messages-zh-CN-rest\.[jt]s$/;

/**
 * Its observers and hooks that the home page does not use (writes, infinite lists): the pages
 * that use them take their own.
 */
const otherQueryHooksModule =
  /@tanstack\/(query-core\/build\/modern\/(infiniteQueryObserver|queriesObserver|mutationObserver)|react-query\/build\/modern\/(useInfiniteQuery|useMutation|useQueries|useSuspenseQuery))\./;

/**
 * What the forms and tables use, which the home page does not: the tables and their stylesheet
 * (the sign-in page shows no table either; a table scrolls in a ScrollArea, which would bring
 * floating-ui), the form state and checkboxes.
 */
const formsAndTables =
  /admin-shell\/dist\/styles\/crud\.css$|@mantine\/form|@mantine\/core\/esm\/components\/(Checkbox|Table)\//;

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

/** What the signed-in frame and the home page run on first load, in two chunks instead of 23. */
const signedInFrame = layoutChunk({
  name: 'layout',
  routesDir: 'src/routes',
  layout: '_layout',
  pages: ['_layout/index'],
});

/** The CRUD table's own code, and its users tab's, likewise. */
const crudPage = layoutChunk({
  name: 'crud',
  routesDir: 'src/routes',
  layout: '_layout/crud-table',
  pages: ['_layout/crud-table/index'],
});

export default defineConfig(({ command }) => ({
  // A static asset host (a CDN) serves the hashed files when ASSET_BASE_URL is set; the API
  // must then list that origin in ASSET_ORIGINS for its CSP.
  base: process.env.ASSET_BASE_URL || '/',
  plugins: [
    // Only while serving: a build takes the committed route tree (see route-tree.ts).
    routeTreeGenerator(command),
    react(),
    appShellScrollClasses(),
    appShellFixedSections(),
    scrollAreaMergeRefs(),
    mantineStableIds(),
    iconImports(),
    inlineThemeScript(),
    deferredStyles(),
    signedInFrame.plugin,
    crudPage.plugin,
    routePreloads({ routesDir: 'src/routes' }),
    sessionPreload({ url: currentUserUrl, publicPaths }),
    precompressAssets(),
  ],
  // Lightning CSS resolves the imports, scopes the CSS modules and minifies, natively: PostCSS
  // cost a quarter of the build's CPU time. The modules therefore use plain CSS (nesting, media
  // queries, Mantine's dark-scheme attribute) instead of Mantine's PostCSS mixins.
  css: { transformer: 'lightningcss' },
  server: {
    // `pnpm dev` at the root starts the API on its default port beside this dev server.
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
  build: {
    target: 'es2022',
    // The benchmarks read which chunks each route loads from the manifest.
    manifest: true,
    // The sizes it would print are gzipped again by the precompression plugin and measured by
    // `pnpm bench`; computing them for the report is another pass over every file.
    reportCompressedSize: false,
    rolldownOptions: {
      // Tabler's and Mantine's entries re-export thousands of modules; only those imported are
      // compiled (the build's CPU time 4.9 → 3.1 s).
      experimental: { lazyBarrel: true },
      output: {
        codeSplitting: {
          // Left alone, Rolldown gives each set of pages that shares a module its own chunk:
          // 60–110 files on a first load, most under a kilobyte, and each takes a turn on one
          // of six HTTP/1.1 connections. Modules six or more pages use (Mantine's inputs and
          // layout, the query hooks, icons) go into one chunk instead. Overlays stay out of
          // it: no first paint opens a menu, a dialog or a toast.
          groups: [
            // Everything the entry imports, in the entry's chunk. Left alone, Rolldown also split
            // off what the entry shares with lazily loaded code (the CRUD definitions' parsing,
            // shared with the table's dialogs), and the common chunk below took what the entry
            // shares with six pages along with what only those pages use: every page loaded
            // 2 KiB and a file more than it ran.
            { name: 'index', tags: ['$initial'] },
            {
              name: 'common',
              minShareCount: 6,
              test: (id) =>
                !overlayModule.test(id) && !queryModule.test(id) && !formsAndTables.test(id),
            },
            // Before the groups below, which take their modules' dependencies with them: the
            // sign-in form's checkbox and the toasts' portal would come with what floats.
            {
              name: 'checkbox',
              test: /@mantine\/core\/esm\/components\/Checkbox\//,
              includeDependenciesRecursively: false,
            },
            {
              name: 'OptionalPortal',
              test: /@mantine\/core\/esm\/components\/Portal\//,
              includeDependenciesRecursively: false,
            },
            // The client, its cache and `useQuery`, with the shell's code that makes the client
            // (imported when the first page needs it) and the rest of the words: one file, which
            // the pages' preloads fetch beside the entry.
            {
              name: 'query',
              test: (id) =>
                (queryModule.test(id) && !otherQueryHooksModule.test(id)) ||
                id.includes('admin-shell/dist/core/query/create-admin-query-client') ||
                restOfWords.test(id),
            },
            { name: 'floating', test: (id) => floatingModule.test(id) },
            // Before the comboboxes, which would take the scroll area and the chevron the
            // tables and the native select use.
            { name: 'lists', test: (id) => listModule.test(id) },
            { name: 'combobox', test: (id) => comboboxModule.test(id) },
            // The table toolbar's icons and the location hook, which a few other pages share
            // (the icon gallery, audit, roles, API docs): one file of 2 KiB instead of four,
            // each a turn on a connection (the CRUD table's largest paint 0.18 s sooner in
            // Lighthouse's simulation, its score 93 -> 94), for a tenth of a KiB more on those.
            { name: 'table-bits', test: tableBitsModule, includeDependenciesRecursively: false },
            // After the common chunk, which takes its modules' dependencies with it.
            ...signedInFrame.groups,
            ...crudPage.groups,
          ],
        },
      },
    },
  },
}));
