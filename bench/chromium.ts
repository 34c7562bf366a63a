import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, chromium } from 'playwright-core';
import { stopProcess } from './stop-process.js';

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export interface DevToolsChromium {
  /** The DevTools port, which Lighthouse drives. */
  port: number;
  /** Playwright on the same browser; close the connection before the browser. */
  connect(): Promise<Browser>;
  close(): Promise<void>;
}

/**
 * Debian's Chromium on a fresh profile with a DevTools port, and without the background
 * traffic (component updates, field trials) that would land in the timings.
 */
export async function launchChromium(): Promise<DevToolsChromium> {
  const profile = await mkdtemp(join(tmpdir(), 'bench-chromium-'));
  const child = spawn(
    chromiumPath,
    [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    // Its own process group, so that closing it ends the renderers and helpers it started.
    { stdio: ['ignore', 'ignore', 'pipe'], detached: true },
  );
  const port = await new Promise<number>((resolve, reject) => {
    let output = '';
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const listening = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output);
      if (listening?.[1]) resolve(Number(listening[1]));
    });
    child.once('exit', (code) => reject(new Error(`Chromium exited (${code}): ${output}`)));
  });
  return {
    port,
    connect: () => chromium.connectOverCDP(`http://127.0.0.1:${port}`),
    async close() {
      await stopProcess(child, { group: true });
      await rm(profile, { recursive: true, force: true });
    },
  };
}
