import type { Page } from 'playwright-core';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { openConsole } from './support/browser.js';
import { mainMenu } from './support/console-page.js';
import { dialog, field, tableRows, usersPath } from './support/crud-page.js';
import { versionCheckIntervalMs } from './support/product.js';
import { type Deployment, deploy } from './support/redeploy.js';

const consoleDir = inject('consoleDir');
const adminManager = 'src/routes/_layout/-components/AdminManagerPage.tsx';
const apiDocs = 'src/routes/_layout/-components/api-docs/ApiDocsPage.tsx';
const recoveredToast = '系统已更新，页面已重新加载到新版本，打开的标签页和未保存的表单都已保留。';

const tabNames = async (page: Page) =>
  (await page.getByRole('tablist', { name: '打开的页面' }).getByRole('tab').allTextContents()).map(
    (text) => text.trim(),
  );

let deployed: Deployment[] = [];
/** Deploys, and takes it back after the test: every test file shares the served console. */
async function deployNow(...args: Parameters<typeof deploy>) {
  const deployment = await deploy(...args);
  deployed.push(deployment);
  return deployment;
}
afterEach(async () => {
  for (const deployment of deployed.reverse()) await deployment.undo();
  deployed = [];
});

/** Resolves at the version check's next answer (HEAD /). */
function nextVersionCheck(page: Page) {
  return page.waitForResponse(
    (response) =>
      response.request().method() === 'HEAD' && new URL(response.url()).pathname === '/',
    { timeout: versionCheckIntervalMs * 5 },
  );
}

/**
 * An admin's page at `path`, once the version check (and with it the recovery) runs and knows
 * the page's version. Counts the documents it loads from then on: reloads.
 */
async function openWatchedPage(path: string, heading: string) {
  const { page } = await openConsole({ as: 'admin' });
  const firstCheck = nextVersionCheck(page);
  await page.goto(path);
  await page.getByRole('heading', { name: heading }).waitFor();
  await firstCheck;
  const loads = { count: 0 };
  page.on('load', () => {
    loads.count += 1;
  });
  return { page, loads };
}

describe('a deployment under an open page', () => {
  it("after a rebuild that removes a route's old chunk, navigating to that route recovers in one reload with tabs kept", async () => {
    const { page, loads } = await openWatchedPage('/', '欢迎回来，Admin');
    await mainMenu(page).getByRole('link', { name: 'CRUD 表格' }).click();
    await tableRows(page).first().waitFor();
    await mainMenu(page).getByRole('link', { name: '首页', exact: true }).click();
    await deployNow(consoleDir, adminManager);

    await mainMenu(page).getByRole('link', { name: '管理员页面' }).click();
    await page.getByText(recoveredToast).waitFor();
    await page.getByRole('heading', { name: '管理员页面', level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin-manager');
    expect(loads.count).toBe(1);
    // The tabs open before the reload are there after it.
    await expect.poll(() => tabNames(page)).toEqual(['首页', '用户', '管理员页面']);

    // It stays: two more version checks and no other load.
    await nextVersionCheck(page);
    await nextVersionCheck(page);
    expect(loads.count).toBe(1);
  });

  it('does not reload when the version is unchanged: a network failure, and the error screen offers retry', async () => {
    const { page, loads } = await openWatchedPage('/', '欢迎回来，Admin');
    await deployNow(consoleDir, adminManager, { keepIndex: true });

    await mainMenu(page).getByRole('link', { name: '管理员页面' }).click();
    const retry = page.getByRole('alert').getByRole('button', { name: '重试' });
    await retry.waitFor();
    expect(await page.getByRole('heading', { name: '出错了' }).count()).toBe(1);
    // Two version checks later: still no reload.
    await nextVersionCheck(page);
    await nextVersionCheck(page);
    expect(loads.count).toBe(0);
  });

  it('never reloads in a loop: a second failure soon after shows the error screen', async () => {
    const { page, loads } = await openWatchedPage('/', '欢迎回来，Admin');
    await deployNow(consoleDir, adminManager);
    await mainMenu(page).getByRole('link', { name: '管理员页面' }).click();
    await page.getByText(recoveredToast).waitFor();
    expect(loads.count).toBe(1);

    // Another deployment at once removes the next page's code too.
    await nextVersionCheck(page);
    await deployNow(consoleDir, apiDocs);
    await page.getByRole('banner').getByRole('link', { name: '文档' }).click();
    const updated = page.getByRole('alert').filter({ hasText: '系统已更新' });
    await updated.waitFor();
    expect(await updated.getByRole('button', { name: '刷新页面' }).count()).toBe(1);
    // The watcher's next check sees the deployment too (and stops checking): still one load.
    await page.getByRole('alert').filter({ hasText: '系统版本更新通知' }).waitFor();
    expect(loads.count).toBe(1);
  });

  it('keeps a half-filled create form across 立即刷新 of the version notice', async () => {
    const { page, loads } = await openWatchedPage(usersPath, 'CRUD 表格');
    await page.getByRole('button', { name: '新建' }).click();
    const form = dialog(page, '新建用户');
    await field(form, '用户名').fill('draft.kept');
    await field(form, '密码').fill('Secret-123');

    // A deployment: the same console, another index.html.
    await deployNow(consoleDir, apiDocs);
    const notice = page.getByRole('alert').filter({ hasText: '系统版本更新通知' });
    await notice.getByRole('button', { name: '立即刷新' }).click();

    const reopened = dialog(page, '新建用户');
    await reopened.waitFor();
    expect(loads.count).toBe(1);
    expect(await field(reopened, '用户名').inputValue()).toBe('draft.kept');
    // Passwords are never written down.
    expect(await field(reopened, '密码').inputValue()).toBe('');
    expect(
      await page.evaluate(() =>
        Object.keys(sessionStorage).filter((key) => key.startsWith('admin-shell:draft:')),
      ),
    ).toEqual([]);
  });

  it('keeps a half-filled form of a hidden tab across 立即刷新, reopened when the tab is shown', async () => {
    const { page, loads } = await openWatchedPage('/', '欢迎回来，Admin');
    await mainMenu(page).getByRole('link', { name: 'CRUD 表格' }).click();
    await page.getByRole('button', { name: '新建' }).click();
    await field(dialog(page, '新建用户'), '用户名').fill('hidden.draft');
    // Back to the home tab: the form is hidden, its draft still to be kept.
    await page.keyboard.press('Alt+Shift+ArrowLeft');
    await page.getByRole('heading', { name: '欢迎回来，Admin' }).waitFor();

    await deployNow(consoleDir, apiDocs);
    const notice = page.getByRole('alert').filter({ hasText: '系统版本更新通知' });
    await notice.getByRole('button', { name: '立即刷新' }).click();
    await expect.poll(() => loads.count).toBe(1);
    await page.getByRole('heading', { name: '欢迎回来，Admin' }).waitFor();
    await expect.poll(() => tabNames(page)).toEqual(['首页', '用户']);

    await page
      .getByRole('tablist', { name: '打开的页面' })
      .getByRole('tab', { name: '用户' })
      .click();
    const reopened = dialog(page, '新建用户');
    await reopened.waitFor();
    expect(await field(reopened, '用户名').inputValue()).toBe('hidden.draft');
  });
});
