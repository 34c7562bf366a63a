import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { openConsole } from './support/browser.js';
import { versionCheckIntervalMs } from './support/product.js';

const indexPath = path.join(inject('consoleDir'), 'index.html');
let original = '';

beforeAll(async () => {
  original = await readFile(indexPath, 'utf8');
});

// The next file gets the console as it was built.
afterEach(async () => {
  await writeFile(indexPath, original);
});

/** A new deployment: the same console, but an index.html with another ETag. */
async function deploy(label: string) {
  await writeFile(indexPath, original.replace('</body>', `<!-- ${label} -->\n</body>`));
}

/** Resolves at the version check's next answer (HEAD /). */
function nextVersionCheck(page: Page) {
  return page.waitForResponse(
    (response) =>
      response.request().method() === 'HEAD' && new URL(response.url()).pathname === '/',
    { timeout: versionCheckIntervalMs * 5 },
  );
}

/** An admin's page at `path`, once its first version check has taken the current version. */
async function openOnCurrentVersion(path: string, heading: string): Promise<Page> {
  const { page } = await openConsole({ as: 'admin' });
  const firstCheck = nextVersionCheck(page);
  await page.goto(path);
  await page.getByRole('heading', { name: heading }).waitFor();
  await firstCheck;
  return page;
}

const noticeTitle = '系统版本更新通知';

describe('the version notice', () => {
  it('appears when index.html changes, and 稍后再说 puts it off until the next check', async () => {
    const page = await openOnCurrentVersion('/', '欢迎回来，Admin');
    expect(await page.getByText(noticeTitle).count()).toBe(0);

    await deploy('deploy 2');
    const notice = page.getByRole('alert').filter({ hasText: noticeTitle });
    await notice.waitFor();
    expect(await notice.textContent()).toContain('检测到系统有新版本发布，是否立即刷新页面？');

    await notice.getByRole('button', { name: '稍后再说' }).click();
    await notice.waitFor({ state: 'hidden' });
    expect(await page.getByText(noticeTitle).count()).toBe(0);

    // Polling resumes: the same new version is announced again at a later check.
    await notice.waitFor({ timeout: versionCheckIntervalMs * 5 });
  });

  it('立即刷新 reloads the page on the new version, and the notice stays away', async () => {
    const page = await openOnCurrentVersion('/crud-table', 'CRUD 表格');

    await deploy('deploy 3');
    const notice = page.getByRole('alert').filter({ hasText: noticeTitle });
    await notice.waitFor();
    // A mark that only this document carries: gone after a real reload.
    await page.evaluate(() => document.documentElement.setAttribute('data-before-refresh', ''));

    const reloaded = page.waitForEvent('load');
    await notice.getByRole('button', { name: '立即刷新' }).click();
    await reloaded;

    await page.getByRole('heading', { name: 'CRUD 表格', level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/crud-table');
    expect(await page.locator('html[data-before-refresh]').count()).toBe(0);
    // The reloaded page runs the new version: two more checks bring no notice.
    await nextVersionCheck(page);
    await nextVersionCheck(page);
    expect(await page.getByText(noticeTitle).count()).toBe(0);
  });

  it('hides nothing: clear of the header, the menu and the toasts, and the page scrolls clear of it', async () => {
    const page = await openOnCurrentVersion('/crud-table', 'CRUD 表格');
    await deploy('deploy 4');
    const notice = page.getByRole('alert').filter({ hasText: noticeTitle });
    await notice.waitFor();
    const box = await notice.boundingBox();
    if (!box) throw new Error('the notice has no box');

    // Every control of the header and of the side menu, the user menu and settings included.
    const controls = page.locator('header :is(a, button), nav :is(a, button)');
    for (const control of await controls.filter({ visible: true }).all()) {
      const other = await control.boundingBox();
      if (!other) continue;
      const overlaps =
        other.x < box.x + box.width &&
        box.x < other.x + other.width &&
        other.y < box.y + box.height &&
        box.y < other.y + other.height;
      expect(
        overlaps,
        (await control.getAttribute('aria-label')) ?? String(await control.textContent()),
      ).toBe(false);
    }

    // At the end of the page, its last control (the pager) is above the notice.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const last = page
      .locator('main :is(a, button, select, input)')
      .filter({ visible: true })
      .last();
    await expect
      .poll(async () => {
        const lastBox = await last.boundingBox();
        const noticeBox = await notice.boundingBox();
        return lastBox && noticeBox ? lastBox.y + lastBox.height <= noticeBox.y : false;
      })
      .toBe(true);
  });
});
