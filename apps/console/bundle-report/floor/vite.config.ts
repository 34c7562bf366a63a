import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The floor's build: the console's settings that bear on its size, and nothing else. */
export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  css: { transformer: 'lightningcss' },
  build: {
    target: 'es2022',
    manifest: true,
    reportCompressedSize: false,
    rolldownOptions: { experimental: { lazyBarrel: true } },
  },
});
