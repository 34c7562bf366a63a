// The database thread's entry when the API runs from its TypeScript source (tests, `pnpm dev`):
// a worker thread does not inherit the process's TypeScript loader, so it loads its own.
import { tsImport } from 'tsx/esm/api';

await tsImport('./pglite-thread.ts', import.meta.url);
