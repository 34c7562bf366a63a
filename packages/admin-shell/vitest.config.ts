import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The tests also load ../../.storybook, which no tsconfig with `jsx` covers.
  esbuild: { jsx: 'automatic' },
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'test/**/*.test.ts', 'test/**/*.test.tsx'],
    // Files that render declare `// @vitest-environment jsdom` at the top.
    setupFiles: ['test/setup-dom.ts'],
    // Above the 8 s its findBy… queries may wait (test/setup-dom.ts).
    testTimeout: 15_000,
    // Both cores of a CI machine: Vitest's default leaves one idle on two.
    maxWorkers: 2,
  },
});
