import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import {
  closure,
  filesOf,
  firstLoadOf,
  firstLoadRoutes,
  pageChunks,
  readManifest as readBuildManifest,
} from '../bundle-report/first-load.js';
import { openConsole } from './support/browser.js';
import { crudTab } from './support/crud-page.js';

/** The entry script index.html starts with, e.g. /assets/index-3fa1.js. */
async function entryScript(): Promise<string> {
  const html = await readFile(join(inject('consoleDir'), 'index.html'), 'utf8');
  const entry = /<script type="module" crossorigin src="([^"]+)"/.exec(html)?.[1];
  if (!entry) throw new Error('index.html has no entry script');
  return entry;
}

/** The chunks holding a route's page, which the bundler may group with other code. */
async function componentChunks(page: string) {
  const outDir = inject('consoleDir');
  const manifest = await readBuildManifest(outDir);
  const keys = await pageChunks(outDir, manifest, `src/routes/${page}`);
  return { manifest, keys, files: keys.map((key) => `/${manifest[key]?.file}`) };
}

const loginPage = 'user/-components/LoginPage.tsx';
const crudTableLayout = '_layout/crud-table/-components/CrudTableLayout.tsx';
const usersTab = '_layout/crud-table/-components/UsersTab.tsx';
/** One frame at 60 Hz. */
const frameMs = 1000 / 60;

/** The stylesheets a route's page needs: its chunks' and those of what they import. */
async function componentStyles(page: string): Promise<string[]> {
  const { manifest, keys } = await componentChunks(page);
  return [...filesOf(manifest, closure(manifest, keys))]
    .filter((file) => file.endsWith('.css'))
    .map((file) => `/${file}`);
}

/**
 * The page's requests while its entry script and stylesheets never arrive: whatever is asked
 * for then was asked for by index.html itself, not by the router, and did not wait for them.
 */
async function requestsWithoutEntry(path: string): Promise<string[]> {
  const { page } = await openConsole();
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  const entry = await entryScript();
  // Held, never answered.
  await page.route(
    (url) => url.pathname === entry || url.pathname.endsWith('.css'),
    () => undefined,
  );
  await page.goto(path, { waitUntil: 'commit' });
  await expect.poll(() => requested.includes(entry)).toBe(true);
  await page.waitForTimeout(500);
  return requested;
}

describe('loading a page opened directly', () => {
  it.each(firstLoadRoutes)(
    'asks for all $path needs at first while the entry still downloads',
    async ({ path, pages }) => {
      const outDir = inject('consoleDir');
      const { files: needed } = await firstLoadOf(outDir, await readBuildManifest(outDir), pages);
      const requested = await requestsWithoutEntry(path);
      expect([...needed].filter((file) => !requested.includes(`/${file}`))).toEqual([]);
    },
  );

  it('asks for the sign-in page’s own code and styles while the entry still downloads', async () => {
    const requested = await requestsWithoutEntry('/user/login');
    const { files: own } = await componentChunks(loginPage);
    for (const file of own) expect(requested).toContain(file);
    const styles = await componentStyles(loginPage);
    expect(styles.length).toBeGreaterThan(0);
    for (const style of styles) expect(requested).toContain(style);
    // That page's only: not the CRUD table's.
    const { files: table } = await componentChunks(usersTab);
    for (const file of table) expect(requested).not.toContain(file);
  });

  it('asks for the CRUD table’s code on /crud-table, trailing slash or not', async () => {
    for (const path of ['/crud-table', '/crud-table/']) {
      const requested = await requestsWithoutEntry(path);
      for (const page of [crudTableLayout, usersTab]) {
        const { files } = await componentChunks(page);
        for (const file of files) expect(requested).toContain(file);
      }
      const { files: signIn } = await componentChunks(loginPage);
      for (const file of signIn) expect(requested).not.toContain(file);
    }
  });

  it('asks who is signed in while the entry and the stylesheets still download, once per page load', async () => {
    expect(await requestsWithoutEntry('/')).toContain('/api/currentUser');
    // The sign-in page never asks, so an early answer there would wait, unused, and answer the
    // first question after sign-in with "signed out".
    expect(await requestsWithoutEntry('/user/login')).not.toContain('/api/currentUser');

    // The session probe then uses that answer: a second request would mean the preload is
    // fetched for nothing (its credentials mode no longer matching the client's, say).
    const { page } = await openConsole({ as: 'admin' });
    const asked: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/currentUser') asked.push(request.url());
    });
    await page.goto('/');
    await page.getByRole('heading', { name: /欢迎/ }).waitFor();
    await page.waitForTimeout(300);
    expect(asked).toHaveLength(1);
  });

  it('paints the product’s name over a spinner before any script or stylesheet has come, in the stored theme', async () => {
    for (const [theme, body] of [
      ['light', 'rgb(255, 255, 255)'],
      ['dark', 'rgb(36, 36, 36)'],
    ] as const) {
      const { page } = await openConsole({ theme });
      const entry = await entryScript();
      // Held, never answered.
      await page.route(
        (url) => url.pathname === entry || url.pathname.endsWith('.css'),
        () => undefined,
      );
      await page.goto('/user/login', { waitUntil: 'commit' });
      const splash = page.getByRole('status').filter({ hasText: 'React Admin Vite' });
      await splash.waitFor();
      // Painted, not only laid out: a stylesheet in the head would have held the first paint.
      await expect
        .poll(() =>
          page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length),
        )
        .toBe(1);
      expect(await splash.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(
        body,
      );
    }

    // React's first render takes its place.
    const { page } = await openConsole();
    await page.goto('/user/login');
    await page.getByRole('button', { name: '登录' }).waitFor();
    expect(await page.getByRole('status').filter({ hasText: 'React Admin Vite' }).count()).toBe(0);
  });

  it('draws the first page only once its stylesheets have come, however late', async () => {
    const { page } = await openConsole();
    // Mantine's stylesheet sets the body's margin to 0 (8px unstyled): read when the first
    // button appears.
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (!document.querySelector('#root button')) return;
        Object.assign(window, { marginAtFirstDraw: getComputedStyle(document.body).margin });
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    await page.route(
      (url) => url.pathname.endsWith('.css'),
      async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1500));
        await route.continue();
      },
    );
    await page.goto('/user/login');
    await page.getByRole('button', { name: '登录' }).waitFor();
    expect(
      await page.evaluate(
        () => (window as unknown as { marginAtFirstDraw: string }).marginAtFirstDraw,
      ),
    ).toBe('0px');
  });

  it('still draws the page when a stylesheet of index.html cannot load', async () => {
    const html = await readFile(join(inject('consoleDir'), 'index.html'), 'utf8');
    const [, stylesheet] = /<link rel="stylesheet" crossorigin href="([^"]+)"/.exec(html) ?? [];
    if (!stylesheet) throw new Error('index.html has no stylesheet');
    const { page } = await openConsole();
    await page.route(
      (url) => url.pathname === stylesheet,
      (route) => route.abort(),
    );
    await page.goto('/user/login');
    await page.getByRole('button', { name: '登录' }).waitFor();
  });

  it('asks for no page code on an address no page answers by name', async () => {
    const requested = await requestsWithoutEntry('/no/such/page');
    const scripts = requested.filter((path) => path.startsWith('/assets/') && path.endsWith('.js'));
    // The entry and the chunks it imports (index.html preloads those), nothing of any page.
    const manifest = await readBuildManifest(inject('consoleDir'));
    const entryImports = (manifest['index.html']?.imports ?? []).map(
      (key) => `/${manifest[key]?.file}`,
    );
    expect(scripts.sort()).toEqual([await entryScript(), ...entryImports].sort());
  });

  it('styles a page opened directly as it does one reached from the menu', async () => {
    const tabPadding = async (page: Page) => {
      const tab = crudTab(page, '用户');
      await tab.waitFor();
      return tab.evaluate((element) => getComputedStyle(element).paddingLeft);
    };
    const direct = await openConsole({ as: 'admin' });
    await direct.page.goto('/crud-table');
    const opened = await tabPadding(direct.page);

    const viaMenu = await openConsole({ as: 'admin' });
    await viaMenu.page.goto('/');
    await viaMenu.page.getByRole('link', { name: 'CRUD 表格' }).click();
    const reached = await tabPadding(viaMenu.page);

    expect(reached).not.toBe('0px');
    expect(opened).toBe(reached);
  });

  it('keeps the home page still when its figures arrive after its code', async () => {
    for (const viewport of [
      { width: 1280, height: 860 },
      { width: 390, height: 844 },
    ]) {
      const { page } = await openConsole({ as: 'admin', viewport });
      await page.addInitScript(() => {
        const shifts: number[] = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) {
            shifts.push(entry.value);
          }
        }).observe({ type: 'layout-shift', buffered: true });
        Object.assign(window, { layoutShifts: shifts });
      });
      // The figures come well after the page is drawn.
      await page.route('**/api/dashboard/summary', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 800));
        await route.continue();
      });
      await page.goto('/');
      await page.locator('[data-stat="users.admin"]').waitFor();
      await page.locator('[data-stat="articles.draft"]').waitFor();
      await page.waitForTimeout(300);
      const shifts = await page.evaluate(
        () => (window as unknown as { layoutShifts: number[] }).layoutShifts,
      );
      expect(shifts.reduce((sum, shift) => sum + shift, 0)).toBeLessThan(0.01);
    }
  });

  it.each(firstLoadRoutes)(
    'on $path, fetches the code its first page does without only once that page is painted',
    async ({ path }) => {
      const outDir = inject('consoleDir');
      const manifest = await readBuildManifest(outDir);
      // The toast container: every page mounts it once the page has loaded, and none draws it.
      const toasts = Object.values(manifest).find((chunk) =>
        chunk.src?.endsWith('AdminThemeProvider/toast-container.js'),
      );
      if (!toasts) throw new Error('The build has no chunk of its own for the toast container');
      const toastChunk = `/${toasts.file}`;
      const { page } = await openConsole(path === '/user/login' ? {} : { as: 'admin' });
      await page.addInitScript(() => {
        const paints: { at: number; inSplash: boolean }[] = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as LargestContentfulPaint[]) {
            paints.push({
              at: entry.startTime,
              inSplash: entry.element?.closest('.boot-splash') !== null,
            });
          }
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        Object.assign(window, { largestPaints: paints });
      });
      await page.goto(path);
      await expect
        .poll(() =>
          page.evaluate(
            (file) =>
              performance.getEntriesByType('resource').some((entry) => entry.name.endsWith(file)),
            toastChunk,
          ),
        )
        .toBe(true);
      const { paints, fetchedAt } = await page.evaluate((file) => {
        const fetched = performance
          .getEntriesByType('resource')
          .find((entry) => entry.name.endsWith(file));
        return {
          paints: (window as unknown as { largestPaints: { at: number; inSplash: boolean }[] })
            .largestPaints,
          fetchedAt: fetched?.startTime ?? 0,
        };
      }, toastChunk);
      // The page's own largest paint (not the splash's) came before, and none after: the
      // deferred code neither delayed it nor was counted into it. A paint is timed when its
      // frame reaches the screen, which may be a moment after the main thread, done with that
      // frame, went idle and began the fetch (1244 ms against 1243.1 ms once, under load): one
      // frame's grace.
      const pagePaints = paints.filter((paint) => !paint.inSplash);
      expect(pagePaints.length).toBeGreaterThan(0);
      expect(Math.max(...pagePaints.map((paint) => paint.at))).toBeLessThan(fetchedAt + frameMs);
    },
  );
});
