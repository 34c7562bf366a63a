import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm', 'cjs'],
  dts: true,
  sourcemap: true,
  clean: true,
  // Keep each module apart so bundlers drop what an app does not import.
  treeshake: true,
  target: 'es2022',
});
