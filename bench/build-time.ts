import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { type Figure, median } from './report.js';
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

/**
 * A dev server started with an empty dependency cache (`--force`), until Chromium shows the
 * sign-in form: what a developer waits for after a fresh install.
 */
async function devServerColdStart(consoleDir: string): Promise<number> {
  const port = await freePort();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  const started = performance.now();
  const server = spawn(viteBin(consoleDir), ['--force', '--strictPort', '--port', String(port)], {
    cwd: consoleDir,
    stdio: 'ignore',
    detached: true,
  });
  try {
    const page = await browser.newPage();
    for (;;) {
      const response = await page.goto(`http://localhost:${port}/user/login`).catch(() => null);
      if (response?.ok()) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await page.locator('input[autocomplete="username"]').waitFor({ timeout: 120_000 });
    return (performance.now() - started) / 1000;
  } finally {
    await browser.close();
    // The whole group: vite and the esbuild service it started.
    if (server.pid) process.kill(-server.pid, 'SIGTERM');
  }
}

/** The console's production build (median of 3) and a cold dev-server start. */
export async function measureBuild(consoleDir: string, quick: boolean): Promise<Figure[]> {
  const runs = quick ? 1 : 3;
  const seconds: number[] = [];
  const outDir = await mkdtemp(join(tmpdir(), 'bench-build-'));
  try {
    for (let run = 0; run < runs; run += 1) {
      seconds.push(
        await timed(
          viteBin(consoleDir),
          ['build', '--outDir', outDir, '--emptyOutDir'],
          consoleDir,
        ),
      );
    }
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
  const section = 'Build';
  return [
    {
      section,
      name: `console production build (median of ${runs})`,
      value: median(seconds),
      unit: 's',
      target: targets.buildSeconds,
      note: seconds.map((value) => value.toFixed(1)).join(', '),
    },
    {
      section,
      name: 'dev server cold start to the sign-in form',
      value: await devServerColdStart(consoleDir),
      unit: 's',
    },
  ];
}
