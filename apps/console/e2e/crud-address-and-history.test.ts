import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openConsole } from './support/browser.js';
import { breadcrumbSteps, pathOf, titleOf } from './support/console-page.js';
import {
  articlesPath,
  chooseOption,
  crudTab,
  currentPageNumber,
  dialog,
  expectSearch,
  field,
  openCrudPage,
  pageButton,
  showFilters,
  tableRows,
  usersPath,
} from './support/crud-page.js';

/** Every list request the page sends from now on, and every answer that was not a 2xx. */
function watchListRequests(page: Page) {
  const sent: URL[] = [];
  const refused: string[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/sys_users/list') sent.push(url);
  });
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/api/') && !response.ok()) {
      refused.push(`${response.status()} ${response.url()}`);
    }
  });
  return { sent, refused };
}

describe('an address the table cannot show', () => {
  it.each([
    ['sortField=evil', {}],
    ['sortField=evil&sortOrder=ascend', {}],
    ['current=abc', {}],
    ['current=-1', {}],
    ['sortOrder=up', {}],
    ['access=root&status=active', { status: 'active' }],
    ['pageSize=7&current=2', { current: '2' }],
  ])('?%s is corrected before any request, and the table shows', async (query, kept) => {
    const { page } = await openConsole({ as: 'admin' });
    const { sent, refused } = watchListRequests(page);
    await page.goto(`${usersPath}?${query}`);
    await tableRows(page).first().waitFor();
    await expectSearch(page, kept);

    expect(refused).toEqual([]);
    expect(sent.length).toBeGreaterThan(0);
    for (const url of sent) {
      for (const [key, value] of new URLSearchParams(query)) {
        if (!(key in kept)) expect(url.searchParams.get(key), key).not.toBe(value);
      }
    }
    expect(await page.getByText('列表加载失败').count()).toBe(0);
  });
});

describe('Back and Forward step through the table', () => {
  it('each page, size, sort and filter is a history entry, and a burst of typing one more', async () => {
    const { page } = await openCrudPage('admin', usersPath);
    const steps = [pathOf(page)];
    const took = async (expected: Record<string, string>) => {
      await expectSearch(page, expected);
      await tableRows(page).first().waitFor();
      steps.push(pathOf(page));
    };

    await pageButton(page, 2).click();
    await took({ current: '2' });
    await page.getByRole('combobox', { name: '每页条数' }).selectOption('20');
    await took({ pageSize: '20' });
    await page.getByRole('button', { name: /^按ID排序/ }).click();
    await took({ pageSize: '20', sortField: 'id', sortOrder: 'ascend' });
    await showFilters(page);
    await chooseOption(page, page, '权限', '管理员');
    await page.getByRole('button', { name: '查询', exact: true }).click();
    await took({ pageSize: '20', sortField: 'id', sortOrder: 'ascend', access: 'admin' });
    // A burst of typing searches at each pause, and is one history entry.
    const box = page.getByRole('textbox', { name: '搜索', exact: true });
    const filtered = { pageSize: '20', sortField: 'id', sortOrder: 'ascend', access: 'admin' };
    await box.pressSequentially('adm');
    await expectSearch(page, { ...filtered, keyword: 'adm' });
    await box.pressSequentially('in');
    await took({ ...filtered, keyword: 'admin' });

    for (const step of steps.slice(0, -1).reverse()) {
      await page.goBack();
      await expect.poll(() => pathOf(page)).toBe(step);
      await tableRows(page).first().waitFor();
    }
    await page.goForward();
    await expect.poll(() => pathOf(page)).toBe(steps[1]);
    expect(await currentPageNumber(page)).toBe('2');
  });

  it('switching tabs is a history entry, and Back returns to the users as they were', async () => {
    const { page } = await openCrudPage('admin', `${usersPath}?current=3`);
    await crudTab(page, '文章').click();
    await expect.poll(() => pathOf(page)).toBe(articlesPath);
    await page.goBack();
    await expect.poll(() => pathOf(page)).toBe(`${usersPath}?current=3`);
    await tableRows(page).first().waitFor();
  });
});

describe('the two tabs of the CRUD page', () => {
  it('have the same breadcrumbs and a title of their own, and the header does not move', async () => {
    const { page } = await openCrudPage('admin', usersPath);
    const tabsTop = async () =>
      (await page.getByRole('tablist', { name: '要管理的数据' }).boundingBox())?.y ?? Number.NaN;
    expect(await breadcrumbSteps(page)).toEqual(['CRUD 表格', '用户']);
    await expect.poll(() => page.title()).toBe(titleOf('用户'));
    const usersTop = await tabsTop();

    await crudTab(page, '文章').click();
    await tableRows(page).first().waitFor();
    expect(await breadcrumbSteps(page)).toEqual(['CRUD 表格', '文章']);
    await expect.poll(() => page.title()).toBe(titleOf('文章'));
    expect(await tabsTop()).toBe(usersTop);
  });
});

describe('the pinned actions column', () => {
  /** The shade the actions column casts over the columns beneath it: its width, or none. */
  const shade = (page: Page) =>
    page.evaluate(() => {
      const cell = document.querySelector('thead th:last-child');
      if (!cell) throw new Error('no actions column');
      const before = getComputedStyle(cell, '::before');
      return before.content === 'none' ? 'none' : before.width;
    });

  it('casts a shade while columns scroll on beneath it, and none at the end', async () => {
    const { page } = await openConsole({ as: 'admin', viewport: { width: 1024, height: 800 } });
    await page.goto(usersPath);
    await tableRows(page).first().waitFor();
    const scroller = page.locator('.admin-shell-crud-scroller');
    // At 1024 px the users' columns are wider than the card: some lie under the actions.
    expect(await scroller.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(
      true,
    );
    await expect.poll(() => shade(page)).toBe('12px');

    await scroller.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
    await expect.poll(() => shade(page)).toBe('none');
  });
});

describe('the discard question', () => {
  it('Escape answers it by going back to the form, with what was typed', async () => {
    const { page } = await openCrudPage('admin', usersPath);
    await page.getByRole('button', { name: '新建' }).click();
    const form = dialog(page, '新建用户');
    await field(form, '用户名').fill('half.typed');
    await page.keyboard.press('Escape');
    const question = page.getByRole('alertdialog', { name: '放弃未保存的修改？' });
    await question.waitFor();
    await page.keyboard.press('Escape');
    await question.waitFor({ state: 'hidden' });
    expect(await field(form, '用户名').inputValue()).toBe('half.typed');
    // A second Escape asks again: the form never closes over typed work unasked.
    await page.keyboard.press('Escape');
    await question.waitFor();
  });
});

describe('a page whose code is gone after a deployment', () => {
  it('says the site was updated, and the reload it offers opens the page', async () => {
    const { page } = await openCrudPage('admin', usersPath);
    const gone = /\/assets\/ArticlesTab-[\w-]+\.js$/;
    await page.route(gone, (route) => route.fulfill({ status: 404, body: '' }));
    const isVersionAsk = (request: Request) =>
      request.method() === 'HEAD' && new URL(request.url()).pathname === '/';
    // The reloaded page's own first ask: the page before the reload may still be asking (it
    // learns its version once it has loaded), and its answer must not be taken for this one's.
    const reloadedAt = Date.now();
    const versionLearned = page.waitForResponse(
      (response) =>
        isVersionAsk(response.request()) && response.request().timing().startTime >= reloadedAt,
    );
    // Loaded again without the articles' code: the page may have fetched it already (its
    // preloads, a hovered tab), and a module once fetched is not asked for again.
    await page.reload();
    await tableRows(page).first().waitFor();
    // Then a deployment: the version served is no longer the one the page learned it runs.
    // Deployed before the page had learned its own, the page would take the new version for
    // its own, and the missing file on it for a network failure.
    await versionLearned;
    await page.route(
      (url) => url.pathname === '/',
      (route) =>
        isVersionAsk(route.request())
          ? route.fulfill({ status: 200, headers: { etag: '"deployed-since"' } })
          : route.continue(),
    );
    await crudTab(page, '文章').click();
    // The recovery reloads once into the new version, and says so; the file is still missing
    // there, and the error screen, which offers the reload, is what stays.
    await page.getByRole('alert').filter({ hasText: '页面已重新加载到新版本' }).waitFor();
    const alert = page
      .getByRole('alert')
      .filter({ hasText: '系统已更新', has: page.getByRole('button', { name: '刷新页面' }) });
    await alert.waitFor();
    await page.waitForTimeout(1500);
    await alert.waitFor();
    expect(await alert.textContent()).not.toContain('dynamically imported');
    expect(await page.getByRole('button', { name: '重试' }).count()).toBe(0);

    await page.unroute(gone);
    await alert.getByRole('button', { name: '刷新页面' }).click();
    await expect.poll(() => pathOf(page)).toBe(articlesPath);
    await tableRows(page).first().waitFor();
  });
});
