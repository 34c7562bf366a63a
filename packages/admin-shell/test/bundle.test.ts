import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

const entry = fileURLToPath(new URL('../src/index.ts', import.meta.url));

/** Bundles an app that imports `names` from the package, as a browser bundler would. */
async function bundleImporting(names: string[]) {
  const result = await build({
    stdin: {
      contents: `import { ${names.join(', ')} } from ${JSON.stringify(entry)};\nconsole.log(${names.join(', ')});`,
      resolveDir: process.cwd(),
      loader: 'ts',
    },
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    minify: true,
    treeShaking: true,
    metafile: true,
    logLevel: 'silent',
  });
  const code = result.outputFiles[0]?.text ?? '';
  // esbuild parses every module it reaches; what counts is what lands in the output.
  const output = Object.values(result.metafile.outputs)[0];
  const inputs = Object.entries(output?.inputs ?? {})
    .filter(([, usage]) => usage.bytesInOutput > 0)
    .map(([input]) => input);
  return { code, inputs, gzip: gzipSync(code).length };
}

describe('tree-shaking', () => {
  it('importing only createEnvelopeClient pulls in no React, Mantine or router code', async () => {
    const { inputs, code, gzip } = await bundleImporting(['createEnvelopeClient']);
    const heavy = inputs.filter((input) =>
      /node_modules\/.*(react|@mantine|@tanstack|jotai)/.test(input),
    );
    expect(heavy).toEqual([]);
    expect(inputs.some((input) => input.includes('ofetch'))).toBe(true);
    expect(code).not.toMatch(/createElement|useState/);
    // A ceiling, not a benchmark: ofetch plus the client is about 4 KiB gzip.
    expect(gzip).toBeLessThan(8 * 1024);
  });
});

describe('the package entry', () => {
  it('brings React in only when a React export is used', async () => {
    const { inputs } = await bundleImporting(['AccessGuard']);
    expect(inputs.some((input) => /node_modules\/.*\/react\//.test(input))).toBe(true);
  });
});
