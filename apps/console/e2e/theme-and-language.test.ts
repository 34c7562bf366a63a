import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openConsole } from './support/browser.js';
import {
  breadcrumbSteps,
  hasDarkClass,
  mainMenu,
  titleOf,
  visibleMenuLabels,
} from './support/console-page.js';

/** Picks a theme from the header's (or the sign-in page's) theme menu. */
async function chooseTheme(page: Page, label: '亮色' | '暗色') {
  await page.getByRole('button', { name: '切换主题' }).click();
  await page.getByRole('menuitem', { name: label }).click();
}

describe('theme', () => {
  it('the dark theme puts the dark class on the page, and both choices survive a reload', async () => {
    const { page } = await openConsole({ as: 'admin' });
    const welcome = page.getByRole('heading', { name: '欢迎回来，Admin' });
    await page.goto('/');
    await welcome.waitFor();
    expect(await hasDarkClass(page)).toBe(false);

    for (const [label, dark] of [
      ['暗色', true],
      ['亮色', false],
    ] as const) {
      await chooseTheme(page, label);
      await expect.poll(() => hasDarkClass(page)).toBe(dark);
      await page.reload();
      await welcome.waitFor();
      expect(await hasDarkClass(page), `${label} after a reload`).toBe(dark);
    }
  });

  it('the sign-in page switches to the dark theme too', async () => {
    const { page } = await openConsole();
    await page.goto('/user/login');

    await chooseTheme(page, '暗色');
    await expect.poll(() => hasDarkClass(page)).toBe(true);

    await page.reload();
    await page.getByRole('button', { name: '登录', exact: true }).waitFor();
    expect(await hasDarkClass(page)).toBe(true);
  });
});

describe('language', () => {
  // The external link's label ends with the screen readers' note that it opens a new tab.
  const chinese = [
    '首页',
    'CRUD 表格',
    '管理员页面',
    '基础功能',
    '图标',
    '样式',
    '状态管理',
    '权限',
    'Mantine 文档 （在新标签页打开）',
    '异常页',
    '403',
    '404',
    '500',
    '系统管理',
    '角色管理',
    '审计日志',
  ];
  const english = [
    'Home',
    'CRUD table',
    'Admin page',
    'Basic features',
    'Icons',
    'Styles',
    'Shared state',
    'Permissions',
    'Mantine docs (opens in a new tab)',
    'Exceptions',
    '403',
    '404',
    '500',
    'System',
    'Roles',
    'Audit log',
  ];

  it('switching to English relabels every entry of the menu, and the choice survives a reload', async () => {
    const { page } = await openConsole({ as: 'admin' });
    await page.goto('/basic-features/icon-feature');
    await page.getByRole('heading', { name: '图标', level: 1 }).waitFor();
    // Open the other groups too, so that every entry of the menu is on screen.
    await mainMenu(page).getByRole('button', { name: '异常页' }).click();
    await mainMenu(page).getByRole('link', { name: '500' }).waitFor();
    await mainMenu(page).getByRole('button', { name: '系统管理' }).click();
    await mainMenu(page).getByRole('link', { name: '审计日志' }).waitFor();
    expect(await visibleMenuLabels(page)).toEqual(chinese);

    await page.getByRole('button', { name: '语言' }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();

    await page.getByRole('heading', { name: 'Icons', level: 1 }).waitFor();
    expect(await visibleMenuLabels(page)).toEqual(english);
    expect(await page.title()).toBe(titleOf('Icons'));
    expect(await breadcrumbSteps(page)).toEqual(['Basic features', 'Icons']);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en-US');

    await page.reload();
    await page.getByRole('heading', { name: 'Icons', level: 1 }).waitFor();
    await mainMenu(page).getByRole('link', { name: 'Home' }).waitFor();
    expect(await page.getByRole('button', { name: 'Switch theme' }).count()).toBe(1);
  });

  it('in English every menu entry fits on one line of the 215 px side menu', async () => {
    const { page } = await openConsole({ as: 'admin', locale: 'en-US' });
    await page.goto('/basic-features/icon-feature');
    await page.getByRole('heading', { name: 'Icons', level: 1 }).waitFor();
    await mainMenu(page).getByRole('button', { name: 'Exceptions' }).click();
    await mainMenu(page).getByRole('link', { name: '500' }).waitFor();
    await mainMenu(page).getByRole('button', { name: 'System' }).click();
    await mainMenu(page).getByRole('link', { name: 'Audit log' }).waitFor();
    expect(
      await page
        .locator('.mantine-AppShell-navbar')
        .evaluate((n) => n.getBoundingClientRect().width),
    ).toBe(215);

    const labels = await mainMenu(page)
      .locator('[data-menu-item] .mantine-NavLink-label')
      .filter({ visible: true })
      .evaluateAll((elements) =>
        elements.map((element) => ({
          text: element.textContent ?? '',
          height: element.getBoundingClientRect().height,
        })),
      );
    expect(labels).toHaveLength(english.length);
    const oneLine = labels.find(({ text }) => text === 'Home')?.height;
    for (const { text, height } of labels) expect(height, text).toBe(oneLine);
  });

  it('the sign-in form speaks English once English is chosen', async () => {
    const { page } = await openConsole();
    await page.goto('/user/login');
    await page.getByRole('button', { name: '语言' }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();

    await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
    await page.getByLabel(/^Username/).waitFor();
    await page.getByLabel(/^Password/).waitFor();
    expect(await page.title()).toBe(titleOf('Sign in'));
  });
});
