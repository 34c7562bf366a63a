import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openConsole } from './support/browser.js';
import { mainMenu, pathOf } from './support/console-page.js';
import { dialog, field, tableRows, usersPath } from './support/crud-page.js';

const tabBar = (page: Page) => page.getByRole('tablist', { name: '打开的页面' });
const pageTab = (page: Page, name: string) => tabBar(page).getByRole('tab', { name, exact: true });
const tabNames = async (page: Page) =>
  (await tabBar(page).getByRole('tab').allInnerTexts()).map((text) => text.trim());
const searchBox = (page: Page) => page.getByRole('textbox', { name: '搜索', exact: true });

/** The menu groups of the console's pages that are not at the top. */
const groupOf: Record<string, string> = {
  图标: '基础功能',
  样式: '基础功能',
  状态管理: '基础功能',
  权限: '基础功能',
  '403': '异常页',
  '404': '异常页',
  '500': '异常页',
};

/** Every page of the menu but home, nine: with home, as many tabs as the bar keeps. */
const pagesBesideHome = [
  'CRUD 表格',
  '管理员页面',
  '图标',
  '样式',
  '状态管理',
  '权限',
  '403',
  '404',
  '500',
];

async function openFromMenu(page: Page, ...names: string[]): Promise<void> {
  for (const name of names) {
    const entry = mainMenu(page).getByRole('link', { name, exact: true });
    const group = groupOf[name];
    if (group && !(await entry.isVisible())) {
      await mainMenu(page).getByRole('button', { name: group }).click();
    }
    await entry.click();
    await expect.poll(() => pageTabShown(page)).toBe(name === 'CRUD 表格' ? '用户' : name);
  }
}

/** The name of the tab shown now. */
const pageTabShown = (page: Page) =>
  tabBar(page)
    .locator('[aria-selected="true"]')
    .textContent()
    .then((text) => text?.trim());

/** Whether a tab lies wholly inside the part of the bar that is scrolled into sight. */
const inSight = (page: Page, name: string) =>
  pageTab(page, name).evaluate((tab) => {
    let strip = tab.parentElement;
    while (strip && strip.scrollWidth <= strip.clientWidth) strip = strip.parentElement;
    if (!strip) return true;
    const shown = strip.getBoundingClientRect();
    const box = tab.getBoundingClientRect();
    return box.left >= shown.left - 1 && box.right <= shown.right + 1;
  });

/** Shows a tab by clicking it, once its page is on screen again. */
async function showTab(page: Page, name: string, shown: Locator): Promise<void> {
  await pageTab(page, name).click();
  await expect.poll(() => pageTab(page, name).getAttribute('aria-selected')).toBe('true');
  await shown.waitFor();
}

describe('tabs that keep their page', () => {
  it('keeps typed search text and a half-filled create form while another tab is shown', async () => {
    const { page } = await openConsole({ as: 'admin' });
    await page.goto(usersPath);
    await tableRows(page).first().waitFor();
    await searchBox(page).fill('not yet searched');

    await openFromMenu(page, '首页');
    await expect.poll(() => tabNames(page)).toEqual(['用户', '首页']);
    // Hidden, and still there.
    expect(await searchBox(page).count()).toBe(0);
    expect(
      await page.getByRole('textbox', { name: '搜索', exact: true, includeHidden: true }).count(),
    ).toBe(1);

    await showTab(page, '用户', searchBox(page));
    expect(await searchBox(page).inputValue()).toBe('not yet searched');
    // The address is the tab's own: as it was, or with the keyword if the typing paused long
    // enough (400 ms) to search before the menu was reached, as on a slow machine.
    const usersAddress = pathOf(page);
    expect([usersPath, `${usersPath}?keyword=not+yet+searched`]).toContain(usersAddress);

    await page.getByRole('button', { name: '新建' }).click();
    const form = dialog(page, '新建用户');
    await field(form, '用户名').fill('half_filled');
    // The modal covers the tab bar: the shortcut reaches the previous tab.
    await page.keyboard.press('Alt+Shift+ArrowRight');
    await expect.poll(() => pathOf(page)).toBe('/');
    expect(await form.isVisible()).toBe(false);
    await page.keyboard.press('Alt+Shift+ArrowLeft');
    await expect.poll(() => pathOf(page)).toBe(usersAddress);
    await form.waitFor();
    expect(await field(form, '用户名').inputValue()).toBe('half_filled');
  });

  it('keeps the scroll position of each tab', async () => {
    const { page } = await openConsole({ as: 'admin', viewport: { width: 1280, height: 600 } });
    await page.goto(usersPath);
    await tableRows(page).first().waitFor();
    await page.evaluate(() => window.scrollTo(0, 420));
    await openFromMenu(page, '首页');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await showTab(page, '用户', searchBox(page));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(420);
  });

  it('closes the least recently used unpinned tab when an eleventh opens', async () => {
    const { page } = await openConsole({ as: 'admin' });
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await pageTab(page, '首页').click({ button: 'right' });
    await page.getByRole('menuitem', { name: '固定' }).click();
    await openFromMenu(page, ...pagesBesideHome);
    expect(await tabNames(page)).toHaveLength(10);
    await openFromMenu(page, '首页', 'CRUD 表格');
    await page.getByRole('tab', { name: '文章', exact: true }).first().click();
    // The bar held ten tabs before the eleventh: wait for the eleventh, not for the count.
    await expect.poll(async () => (await tabNames(page)).at(-1)).toBe('文章');
    const names = await tabNames(page);
    expect(names).toHaveLength(10);
    // The pinned home stays first; the oldest unpinned tab, the admin page, is gone.
    expect(names[0]).toBe('首页');
    expect(names).not.toContain('管理员页面');
  });

  it('scrolls the shown tab into view when the bar overflows, after a reload too', async () => {
    const { page } = await openConsole({ as: 'admin', viewport: { width: 1000, height: 700 } });
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await openFromMenu(page, ...pagesBesideHome);
    // Wider than the bar: the first tab has scrolled out of sight for the last.
    expect(await inSight(page, '首页')).toBe(false);
    await expect.poll(() => inSight(page, '500')).toBe(true);

    await page.reload();
    await expect.poll(() => pageTabShown(page)).toBe('500');
    await expect.poll(() => inSight(page, '500')).toBe(true);

    await openFromMenu(page, '首页');
    await expect.poll(() => inSight(page, '首页')).toBe(true);
    expect(await inSight(page, '500')).toBe(false);
  });

  it('unmounts a closed tab, and comes back after a reload with its address', async () => {
    const { page } = await openConsole({ as: 'admin' });
    await page.goto(`${usersPath}?keyword=admin`);
    await tableRows(page).first().waitFor();
    await openFromMenu(page, '首页');
    await expect.poll(() => tabNames(page)).toEqual(['用户', '首页']);
    expect(await page.locator('.admin-shell-crud').count()).toBe(1);

    await page.reload();
    await expect.poll(() => tabNames(page)).toEqual(['用户', '首页']);
    // Restored tabs mount when first shown, at the address they were left at.
    expect(await page.locator('.admin-shell-crud').count()).toBe(0);
    await showTab(page, '用户', searchBox(page));
    expect(pathOf(page)).toBe(`${usersPath}?keyword=admin`);

    await pageTab(page, '用户').click({ button: 'middle' });
    await expect.poll(() => tabNames(page)).toEqual(['首页']);
    expect(pathOf(page)).toBe('/');
    expect(await page.locator('.admin-shell-crud').count()).toBe(0);
  });

  it('asks before closing a tab with unsaved changes', async () => {
    const { page } = await openConsole({ as: 'admin' });
    await page.goto(usersPath);
    await page.getByRole('button', { name: '新建' }).click();
    await field(dialog(page, '新建用户'), '用户名').fill('unsaved_user');
    await page.keyboard.press('Alt+Shift+KeyW');
    const question = dialog(page, '放弃未保存的修改？');
    await question.getByRole('button', { name: '取消' }).click();
    expect(await tabNames(page)).toEqual(['用户']);
    expect(await field(dialog(page, '新建用户'), '用户名').inputValue()).toBe('unsaved_user');

    await page.keyboard.press('Alt+Shift+KeyW');
    await question.getByRole('button', { name: '放弃修改' }).click();
    await expect.poll(() => pathOf(page)).toBe('/');
    await expect.poll(() => tabNames(page)).toEqual(['首页']);
  });

  it('is a tablist the keyboard can walk, and a list in the drawer on phones', async () => {
    const { page } = await openConsole({ as: 'admin' });
    await page.goto('/');
    await openFromMenu(page, 'CRUD 表格');
    await pageTab(page, '用户').focus();
    await page.keyboard.press('ArrowLeft');
    expect(await pageTab(page, '首页').evaluate((tab) => tab === document.activeElement)).toBe(
      true,
    );
    await page.keyboard.press('Enter');
    await expect.poll(() => pathOf(page)).toBe('/');

    await page.setViewportSize({ width: 390, height: 800 });
    // The layout follows the new width at its next render.
    await expect.poll(() => tabBar(page).count()).toBe(0);
    await page.getByRole('button', { name: '打开菜单' }).click();
    const openTabs = page.getByRole('navigation', { name: '打开的页面' });
    await openTabs.getByRole('button', { name: '用户', exact: true }).click();
    await expect.poll(() => pathOf(page)).toBe(usersPath);
  });
});
