import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { type DevToolsChromium, launchChromium } from './chromium.js';
import { buildProduct, startProduct } from './product-server.js';
import { type Figure, median } from './report.js';
import { targets } from './targets.js';

/**
 * Signs Chromium in through its cookie jar: Lighthouse keeps cookies between runs (it clears
 * caches and storage only), and Chrome does not send a Cookie header given as an extra header on
 * the page's own requests.
 */
async function addCookies(
  chromium: DevToolsChromium,
  url: string,
  cookies: { name: string; value: string }[],
): Promise<void> {
  const browser = await chromium.connect();
  await browser.contexts()[0]?.addCookies(cookies.map((cookie) => ({ ...cookie, url })));
  await browser.close();
}

interface Run {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  bytes: number;
  /** Lighthouse's reading of the machine's CPU speed during the run (higher is faster). */
  benchmarkIndex: number;
}

/**
 * Trace failures Lighthouse itself asks to be run again (the trace missed the navigation's
 * start, or came back empty); they come and go on a busy machine.
 */
const transientErrors = new Set(['NO_NAVSTART', 'NO_FCP', 'NO_TRACING_STARTED']);

/** An audit, run again (twice at most) when Lighthouse's trace failed in passing. */
async function audit(url: string, port: number, preset: 'mobile' | 'desktop'): Promise<Run> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await auditOnce(url, port, preset);
    } catch (error) {
      if (!(error instanceof TransientAuditError) || attempt === 3) throw error;
      console.warn(`${error.message}; running the audit again`);
    }
  }
}

class TransientAuditError extends Error {}

/** Where each audit's whole report goes (`BENCH_LIGHTHOUSE_DIR`), to see what a score is made of. */
const reportDir = process.env.BENCH_LIGHTHOUSE_DIR;
let reportsSaved = 0;

async function saveReport(url: string, preset: string, report: unknown): Promise<void> {
  if (!reportDir) return;
  await mkdir(reportDir, { recursive: true });
  const page = new URL(url).pathname.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home';
  reportsSaved += 1;
  const file = `${String(reportsSaved).padStart(2, '0')}-${page}-${preset}.json`;
  await writeFile(join(reportDir, file), JSON.stringify(report));
}

async function auditOnce(url: string, port: number, preset: 'mobile' | 'desktop'): Promise<Run> {
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
  if (lhr.runtimeError) {
    const message = `Lighthouse: ${lhr.runtimeError.message}`;
    throw transientErrors.has(lhr.runtimeError.code)
      ? new TransientAuditError(message)
      : new Error(message);
  }
  // A page that redirected (a lost session sends `/` to sign-in) would be measured as another.
  const landed = new URL(lhr.finalDisplayedUrl);
  if (landed.pathname !== new URL(url).pathname) {
    throw new Error(`Lighthouse measured ${landed.pathname} instead of ${url}`);
  }
  await saveReport(url, preset, lhr);
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    score: (lhr.categories.performance?.score ?? Number.NaN) * 100,
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    bytes: value('total-byte-weight'),
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

/**
 * Lighthouse's performance audit, mobile and desktop presets, of the sign-in page, and of the
 * home page and the CRUD table signed in; the median of each figure over the runs, which follow
 * one discarded audit of each page (except with --quick).
 */
export async function measurePageSpeed(root: string, quick: boolean): Promise<Figure[]> {
  buildProduct(root);
  const server = await startProduct(root);
  const chromium = await launchChromium();
  try {
    const pages = [
      { name: '/user/login', path: '/user/login', signedIn: false },
      { name: '/ (signed in)', path: '/', signedIn: true },
      // The page an admin works in: the target is every page's, not only the first two.
      { name: '/crud-table (signed in)', path: '/crud-table', signedIn: true },
    ];
    const presets = quick ? (['mobile'] as const) : (['mobile', 'desktop'] as const);
    const runs = quick ? 1 : 3;
    const figures: Figure[] = [];
    // Signed out first: the sign-in page sends a signed-in person on to the console.
    for (const page of pages) {
      if (page.signedIn) await addCookies(chromium, server.url, await server.adminCookies());
      // Discarded: the first audit would meet a cold server (its JIT, the database's first
      // queries) and a cold disk cache, and measure those rather than the page.
      if (!quick) await audit(server.url + page.path, chromium.port, 'mobile');
      for (const preset of presets) {
        const results: Run[] = [];
        for (let run = 0; run < runs; run += 1) {
          results.push(await audit(server.url + page.path, chromium.port, preset));
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
          {
            section,
            name: "Lighthouse's CPU benchmark index",
            value: middle((run) => run.benchmarkIndex),
            unit: 'index',
            // The mobile preset slows the CPU 4× whatever the machine: Lighthouse meant that
            // for a desktop indexed 1500–2000, so a slower or busier machine scores lower.
            note: `${results.map((run) => run.benchmarkIndex.toFixed(0)).join(', ')}; 4× CPU slowdown is meant for 1500–2000`,
          },
        );
      }
    }
    return figures;
  } finally {
    await chromium.close();
    await server.stop();
  }
}
