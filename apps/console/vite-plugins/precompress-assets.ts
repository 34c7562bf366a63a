import { readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text assets worth compressing; images and fonts are compressed already. */
const compressible = /\.(js|css|svg|json)$/;
/** Below this, the headers outweigh the saving. */
const minimumBytes = 1024;

/**
 * Writes `.br` and `.gz` beside every hashed text asset at build time, at the strongest
 * settings, so the API serves them as they are (`preCompressed`) instead of compressing on
 * each request or not at all. index.html is left alone: its ETag is what the version watcher
 * compares, and it must not change with the request's Accept-Encoding.
 */
export function precompressAssets(): Plugin {
  let outDir = '';
  return {
    name: 'console:precompress-assets',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      const files = Object.keys(bundle).filter(
        (file) => file.startsWith('assets/') && compressible.test(file),
      );
      await Promise.all(
        files.map(async (file) => {
          const path = join(outDir, file);
          const body = await readFile(path);
          if (body.length < minimumBytes) return;
          const [br, gz] = await Promise.all([
            brotli(body, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
              },
            }),
            gzipAsync(body, { level: constants.Z_BEST_COMPRESSION }),
          ]);
          await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
        }),
      );
    },
  };
}
