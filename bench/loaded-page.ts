import type { Page } from 'playwright-core';
import { launchChromium } from './chromium.js';
import { buildProduct, startProduct } from './product-server.js';

export interface LoadedPageOptions {
  /** Set before the page opens. Default: the browser's. */
  viewport?: { width: number; height: number };
  /** Resolves once the first page is drawn, as the part knows it. */
  drawn(page: Page): Promise<void>;
}

/**
 * Runs `measure` on the built product at `path`, signed in as admin in Chromium, once the page
 * has loaded: its first page drawn and its live stream asked for, the last of what it opens once
 * that page is painted and still. What comes then is the page in use, not a change to measure.
 * Closes the browser and the product afterwards.
 */
export async function measureLoadedPage<T>(
  root: string,
  path: string,
  options: LoadedPageOptions,
  measure: (page: Page) => Promise<T>,
): Promise<T> {
  buildProduct(root);
  const server = await startProduct(root);
  const chromium = await launchChromium();
  const browser = await chromium.connect();
  try {
    const context = browser.contexts()[0] ?? (await browser.newContext());
    await context.addCookies(
      (await server.adminCookies()).map((cookie) => ({ ...cookie, url: server.url })),
    );
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    if (options.viewport) await page.setViewportSize(options.viewport);
    const live = page.waitForRequest(
      (request) => new URL(request.url()).pathname === '/api/events',
    );
    await page.goto(`${server.url}${path}`);
    await options.drawn(page);
    await live;
    return await measure(page);
  } finally {
    await browser.close();
    await chromium.close();
    await server.stop();
  }
}
