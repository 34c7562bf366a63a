import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { buildConsole } from './bundle.js';
import { type DevToolsChromium, launchChromium } from './chromium.js';
import { startFloorServer } from './floor-server.js';
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
 * one discarded audit of each page (except with --quick). Before sign-in and home, their floors
 * (`apps/console/bundle-report/floor`: the stack alone drawing the same page) on the mobile
 * preset: what this machine lets any page built on the stack score, printed above the page.
 */
export async function measurePageSpeed(root: string, quick: boolean): Promise<Figure[]> {
  buildProduct(root);
  const consoleDir = join(root, 'apps/console');
  const floorDir = await buildConsole(consoleDir, 'bundle-report/floor/vite.config.ts');
  const server = await startProduct(root);
  const floor = await startFloorServer(floorDir, server.url);
  const chromium = await launchChromium();
  try {
    const floorName = ', its floor: the stack alone';
    const pages = [
      { name: `/user/login${floorName}`, origin: floor.url, path: '/user/login', signedIn: false },
      { name: '/user/login', origin: server.url, path: '/user/login', signedIn: false },
      { name: `/ (signed in)${floorName}`, origin: floor.url, path: '/', signedIn: true },
      { name: '/ (signed in)', origin: server.url, path: '/', signedIn: true },
      // The page an admin works in: the target is every page's, not only the first two.
      {
        name: '/crud-table (signed in)',
        origin: server.url,
        path: '/crud-table',
        signedIn: true,
      },
    ];
    const runs = quick ? 1 : 3;
    const figures: Figure[] = [];
    const floorScores = new Map<string, number>();
    // Signed out first: the sign-in page sends a signed-in person on to the console. The
    // cookies hold for the floor's origin too (the same host), whose /api is the product's.
    for (const page of pages) {
      const isFloor = page.origin === floor.url;
      const url = page.origin + page.path;
      if (page.signedIn) await addCookies(chromium, server.url, await server.adminCookies());
      // Discarded: the first audit would meet a cold server (its JIT, the database's first
      // queries) and a cold disk cache, and measure those rather than the page.
      if (!quick) await audit(url, chromium.port, 'mobile');
      const presets = quick || isFloor ? (['mobile'] as const) : (['mobile', 'desktop'] as const);
      for (const preset of presets) {
        const results: Run[] = [];
        for (let run = 0; run < runs; run += 1) {
          results.push(await audit(url, chromium.port, preset));
        }
        const middle = (pick: (run: Run) => number) => median(results.map(pick));
        const section = `Lighthouse ${preset}: ${page.name} (median of ${runs})`;
        figures.push(
          {
            section,
            name: 'performance score',
            value: middle((run) => run.score),
            unit: 'score',
            ...(preset === 'mobile' && !isFloor ? { target: targets.lighthouseMobileScore } : {}),
            note: scoreNote(results, preset === 'mobile' ? floorScores.get(page.path) : undefined),
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
        if (isFloor)
          floorScores.set(
            page.path,
            middle((run) => run.score),
          );
      }
    }
    return figures;
  } finally {
    await chromium.close();
    await floor.stop();
    await server.stop();
    await rm(floorDir, { recursive: true, force: true });
  }
}

/** Each run's score, and how far the page's median lies from its floor's. */
function scoreNote(results: readonly Run[], floorScore: number | undefined): string {
  const scores = results.map((run) => run.score.toFixed(0)).join(', ');
  if (floorScore === undefined) return scores;
  const below = floorScore - median(results.map((run) => run.score));
  return `${scores}; ${below > 0 ? `${below.toFixed(0)} below` : `${(-below).toFixed(0)} above`} its floor's ${floorScore.toFixed(0)}`;
}
