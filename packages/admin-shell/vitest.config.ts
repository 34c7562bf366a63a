import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'test/**/*.test.ts', 'test/**/*.test.tsx'],
    // Files that render declare `// @vitest-environment jsdom` at the top.
    setupFiles: ['test/setup-dom.ts'],
  },
});
