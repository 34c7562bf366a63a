import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The tests also load ../../.storybook, which no tsconfig with `jsx` covers.
  esbuild: { jsx: 'automatic' },
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'test/**/*.test.ts', 'test/**/*.test.tsx'],
    // Files that render declare `// @vitest-environment jsdom` at the top.
    setupFiles: ['test/setup-dom.ts'],
    // Both cores of a CI machine: Vitest's default leaves one idle on two.
    maxWorkers: 2,
  },
});
