import { defineConfig, type Options } from 'tsup';

/** Modules an app can import; tests and their doubles stay out of the package. */
export const esmEntries = [
  'src/**/*.ts',
  'src/**/*.tsx',
  '!src/**/*.test.*',
  '!src/**/*.story.tsx',
  '!src/**/test-doubles.ts',
  '!src/**/*.fixtures.tsx',
];

/**
 * No source maps: the modules are not minified, so they read as they are, and maps would double
 * the tarball.
 *
 * ESM keeps one file per module: with `sideEffects` limited to CSS, a bundler then drops every
 * module an app does not import, together with its React and Mantine imports. (One bundled
 * file would keep them: React is CommonJS, and a bundler must assume requiring it matters.)
 */
export const esm: Options = {
  entry: esmEntries,
  format: ['esm'],
  bundle: false,
  target: 'es2022',
  outDir: 'dist',
};

export default defineConfig([
  {
    ...esm,
    clean: true,
    // theme-script stands alone so build tools (a Vite config) can inline it without React.
    dts: { entry: { index: 'src/index.ts', 'theme-script': 'src/core/theme/theme-script.ts' } },
  },
  // CommonJS consumers do not tree-shake; one file (and the theme script) is simplest for them.
  // Their declarations are the ESM ones, renamed (scripts/write-cjs-types.mjs).
  {
    entry: { index: 'src/index.ts', 'theme-script': 'src/core/theme/theme-script.ts' },
    format: ['cjs'],
    target: 'es2022',
    outDir: 'dist',
  },
  // One stylesheet for the app to import once, as Mantine's own packages do, and one per part
  // of the shell for apps that split CSS by route: the components do not import CSS, so
  // server rendering and CommonJS consumers work unchanged. Mantine's files stay imports, for
  // the app's bundler to take from the Mantine the app has installed.
  {
    entry: {
      styles: 'src/styles.css',
      ...Object.fromEntries(
        ['base', 'layout', 'frame', 'drawers', 'crud', 'auth', 'content', 'palette'].map((part) => [
          `styles/${part}`,
          `src/styles/${part}.css`,
        ]),
      ),
    },
    outDir: 'dist',
    minify: true,
    external: ['@mantine/core', '@mantine/notifications'],
  },
]);
