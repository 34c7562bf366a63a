import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium } from 'playwright-core';
import { buildProduct, startProduct } from './product-server.js';
import { type Figure, median } from './report.js';
import { targets } from './targets.js';

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Debian's Chromium with a DevTools port for Lighthouse to drive. */
async function launchChromium(): Promise<{
  port: number;
  addCookies(url: string, cookies: { name: string; value: string }[]): Promise<void>;
  close(): Promise<void>;
}> {
  const profile = await mkdtemp(join(tmpdir(), 'bench-chromium-'));
  const child: ChildProcess = spawn(
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
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const port = await new Promise<number>((resolve, reject) => {
    let output = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const listening = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output);
      if (listening?.[1]) resolve(Number(listening[1]));
    });
    child.once('exit', (code) => reject(new Error(`Chromium exited (${code}): ${output}`)));
  });
  return {
    port,
    // Lighthouse keeps cookies between runs (it clears caches and storage only), and Chrome
    // does not send a Cookie header given as an extra header on the page's own requests.
    async addCookies(url, cookies) {
      const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
      await browser.contexts()[0]?.addCookies(cookies.map((cookie) => ({ ...cookie, url })));
      await browser.close();
    },
    async close() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      await rm(profile, { recursive: true, force: true });
    },
  };
}

interface Run {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  bytes: number;
}

async function audit(url: string, port: number, preset: 'mobile' | 'desktop'): Promise<Run> {
  const result = await lighthouse(
    url,
    {
      port,
      logLevel: 'error',
      output: 'json',
      onlyCategories: ['performance'],
    },
    preset === 'desktop' ? desktopConfig : undefined,
  );
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
  // A page that redirected (a lost session sends `/` to sign-in) would be measured as another.
  const landed = new URL(lhr.finalDisplayedUrl);
  if (landed.pathname !== new URL(url).pathname) {
    throw new Error(`Lighthouse measured ${landed.pathname} instead of ${url}`);
  }
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    score: (lhr.categories.performance?.score ?? Number.NaN) * 100,
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    bytes: value('total-byte-weight'),
  };
}

/**
 * Lighthouse's performance audit, mobile and desktop presets, of the sign-in page and of the
 * home page signed in; the median of each figure over the runs.
 */
export async function measurePageSpeed(root: string, quick: boolean): Promise<Figure[]> {
  buildProduct(root);
  const server = await startProduct(root);
  const browser = await launchChromium();
  try {
    const pages = [
      { name: '/user/login', path: '/user/login', signedIn: false },
      { name: '/ (signed in)', path: '/', signedIn: true },
    ];
    const presets = quick ? (['mobile'] as const) : (['mobile', 'desktop'] as const);
    const runs = quick ? 1 : 3;
    const figures: Figure[] = [];
    // Signed out first: the sign-in page sends a signed-in person on to the console.
    for (const page of pages) {
      if (page.signedIn) await browser.addCookies(server.url, await server.adminCookies());
      for (const preset of presets) {
        const results: Run[] = [];
        for (let run = 0; run < runs; run += 1) {
          results.push(await audit(server.url + page.path, browser.port, preset));
        }
        const middle = (pick: (run: Run) => number) => median(results.map(pick));
        const section = `Lighthouse ${preset}: ${page.name} (median of ${runs})`;
        figures.push(
          {
            section,
            name: 'performance score',
            value: middle((run) => run.score),
            unit: 'score',
            ...(preset === 'mobile' ? { target: targets.lighthouseMobileScore } : {}),
            note: results.map((run) => run.score.toFixed(0)).join(', '),
          },
          { section, name: 'first contentful paint', value: middle((run) => run.fcp), unit: 'ms' },
          {
            section,
            name: 'largest contentful paint',
            value: middle((run) => run.lcp),
            unit: 'ms',
          },
          { section, name: 'total blocking time', value: middle((run) => run.tbt), unit: 'ms' },
          { section, name: 'cumulative layout shift', value: middle((run) => run.cls), unit: '' },
          {
            section,
            name: 'bytes transferred',
            value: middle((run) => run.bytes) / 1024,
            unit: 'KiB',
          },
        );
      }
    }
    return figures;
  } finally {
    await browser.close();
    await server.stop();
  }
}
