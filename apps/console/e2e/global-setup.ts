import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { buildProduct, type RunningProduct, startProduct } from './support/product.js';
import './support/provided-context.js';

/**
 * Debian's Chromium, as its headless shell (`apt-get install chromium-headless-shell`) where
 * there is one: the full browser in headless mode spends more than twice the processor time on
 * each context and page, and the suite is bound by the processor. CHROMIUM_PATH names another.
 */
const chromiumPath =
  process.env.CHROMIUM_PATH ||
  ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((path) => existsSync(path)) ||
  '/usr/bin/chromium';

const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];

function seconds(since: number): string {
  return `${((performance.now() - since) / 1000).toFixed(1)} s`;
}

/**
 * Builds what the suite needs, starts the API over a fresh embedded database with the test
 * build of the console, and launches one headless Chromium that every test file connects to.
 */
export default async function setup(project: TestProject) {
  if (!existsSync(chromiumPath)) {
    throw new Error(
      `No Chromium at ${chromiumPath}: install it (apt-get install chromium-headless-shell fonts-noto-cjk) or set CHROMIUM_PATH.`,
    );
  }
  const workDir = await mkdtemp(path.join(tmpdir(), 'console-e2e-'));
  const consoleDir = path.join(workDir, 'console');
  let product: RunningProduct | undefined;
  let browser: Awaited<ReturnType<typeof chromium.launchServer>> | undefined;

  const teardown = async () => {
    await browser?.close();
    await product?.stop();
    await rm(workDir, { recursive: true, force: true });
  };

  try {
    let started = performance.now();
    await buildProduct(consoleDir);
    const built = seconds(started);
    started = performance.now();
    [product, browser] = await Promise.all([
      startProduct({ dataDir: path.join(workDir, 'data'), consoleDir }),
      chromium.launchServer({ executablePath: chromiumPath, headless: true, args: chromiumFlags }),
    ]);
    process.stdout.write(
      `\n  console e2e: built in ${built}; ${product.url} and Chromium ready in ${seconds(started)}\n\n`,
    );
  } catch (error) {
    await teardown();
    throw error;
  }

  project.provide('baseUrl', product.url);
  project.provide('browserEndpoint', browser.wsEndpoint());
  project.provide('consoleDir', consoleDir);
  return teardown;
}
