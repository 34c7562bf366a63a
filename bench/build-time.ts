import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { launchChromium } from './chromium.js';
import { type Figure, median } from './report.js';
import { stopProcess } from './stop-process.js';
import { targets } from './targets.js';

/** The console's own Vite, run directly: npx would add its start-up to every timing. */
export function viteBin(consoleDir: string): string {
  return join(consoleDir, 'node_modules/.bin/vite');
}

function timed(command: string, args: string[], cwd: string): Promise<number> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'ignore', 'inherit'] });
    child.once('exit', (code) =>
      code === 0
        ? resolve((performance.now() - started) / 1000)
        : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`)),
    );
  });
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === 'string') throw new Error('No free port');
  return address.port;
}

/** Long enough for a cold start on a busy two-core machine; a broken dev server fails sooner. */
const devServerDeadlineMs = 120_000;

/**
 * A dev server started with an empty dependency cache (`--force`), until Chromium shows the
 * sign-in form: what a developer waits for after a fresh install.
 */
async function devServerColdStart(consoleDir: string): Promise<number> {
  const port = await freePort();
  const chromium = await launchChromium();
  const browser = await chromium.connect();
  const started = performance.now();
  const server = spawn(viteBin(consoleDir), ['--force', '--strictPort', '--port', String(port)], {
    cwd: consoleDir,
    // Piped, not inherited: CI's output stays open for as long as any process holds it.
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
  });
  let output = '';
  server.stderr.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  try {
    const page = await browser.newPage();
    for (;;) {
      // Otherwise a Vite that crashed, or never answers, is polled for ever.
      if (server.exitCode !== null || server.signalCode !== null) {
        throw new Error(
          `Vite exited (${server.exitCode ?? server.signalCode}) before serving the sign-in page:\n${output}`,
        );
      }
      if (performance.now() - started > devServerDeadlineMs) {
        throw new Error(
          `Vite served no sign-in page within ${devServerDeadlineMs / 1000} s:\n${output}`,
        );
      }
      const response = await page.goto(`http://localhost:${port}/user/login`).catch(() => null);
      if (response?.ok()) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await page.locator('input[autocomplete="username"]').waitFor({ timeout: devServerDeadlineMs });
    return (performance.now() - started) / 1000;
  } finally {
    await stopProcess(server, { group: true });
    // Bounded: a DevTools connection that never answers must not keep Chromium running.
    await Promise.race([browser.close(), delay(5_000)]);
    await chromium.close();
  }
}

/**
 * The console's production build as it ships, precompression included (the median of 3 runs
 * after a discarded one), and a cold dev-server start.
 */
export async function measureBuild(consoleDir: string, quick: boolean): Promise<Figure[]> {
  const runs = quick ? 1 : 3;
  const seconds: number[] = [];
  const outDir = await mkdtemp(join(tmpdir(), 'bench-build-'));
  const build = () =>
    timed(viteBin(consoleDir), ['build', '--outDir', outDir, '--emptyOutDir'], consoleDir);
  try {
    // Discarded: the first build reads the sources and node_modules from a cold disk cache.
    if (!quick) await build();
    for (let run = 0; run < runs; run += 1) seconds.push(await build());
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
  const section = 'Build';
  return [
    {
      section,
      name: 'console production build (vite build, with precompression)',
      value: median(seconds),
      unit: 's',
      target: targets.buildSeconds,
      note: `median of ${runs}: ${seconds.map((value) => value.toFixed(1)).join(', ')}`,
    },
    {
      section,
      name: 'dev server cold start to the sign-in form',
      value: await devServerColdStart(consoleDir),
      unit: 's',
    },
  ];
}

/**
 * The other builds a change waits for: the library's (tsup, then the CommonJS type
 * declarations; the median of 3 after a discarded one) and Storybook's static build (once; not
 * with --quick, where CI builds it anyway).
 */
export async function measureOtherBuilds(root: string, quick: boolean): Promise<Figure[]> {
  const shellDir = join(root, 'packages/admin-shell');
  const libraryBuild = async () =>
    (await timed(join(shellDir, 'node_modules/.bin/tsup'), [], shellDir)) +
    (await timed(process.execPath, ['scripts/write-cjs-types.mjs'], shellDir));
  const runs = quick ? 1 : 3;
  if (!quick) await libraryBuild();
  const seconds: number[] = [];
  for (let run = 0; run < runs; run += 1) seconds.push(await libraryBuild());
  const section = 'Build';
  const figures: Figure[] = [
    {
      section,
      name: '@org/admin-shell build (tsup, with type declarations)',
      value: median(seconds),
      unit: 's',
      note: `median of ${runs}: ${seconds.map((value) => value.toFixed(1)).join(', ')}`,
    },
  ];
  if (quick) return figures;
  const outDir = await mkdtemp(join(tmpdir(), 'bench-storybook-'));
  try {
    figures.push({
      section,
      name: 'Storybook static build',
      value: await timed(
        join(root, 'node_modules/.bin/storybook'),
        ['build', '--quiet', '-o', outDir],
        root,
      ),
      unit: 's',
    });
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
  return figures;
}
