import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // One server and one browser for the whole browser run, and files take turns: the version
    // test rewrites the index.html every open page polls, and a second browser would only
    // compete for the same cores.
    fileParallelism: false,
    projects: [
      // The build plugins' logic.
      {
        test: {
          name: 'unit',
          include: ['vite-plugins/**/*.test.ts', 'src/**/*.test.ts'],
          environment: 'node',
        },
      },
      // The browser suite: real Chromium against the API serving a console built for the tests
      // (e2e/global-setup.ts builds and starts both once, then every file shares them).
      {
        test: {
          name: 'browser',
          include: ['e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['e2e/global-setup.ts'],
          setupFiles: ['e2e/support/setup-file.ts'],
          testTimeout: 60_000,
          hookTimeout: 30_000,
          expect: { poll: { timeout: 10_000, interval: 100 } },
          // A stuck page shows up as a timeout, never as a retry that hides a flake.
          retry: 0,
        },
      },
    ],
  },
});
