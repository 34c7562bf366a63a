import { randomInt } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Role } from './support/accounts.js';
import { seriousAccessibilityViolations } from './support/axe.js';
import { openConsole } from './support/browser.js';
import { hasDarkClass, signInButton, submitSignIn } from './support/console-page.js';

interface Screen {
  name: string;
  path: string;
  as?: Role;
  viewport?: { width: number; height: number };
  /** Runs before the page loads (to stage an API failure). */
  prepare?: (page: Page) => Promise<unknown>;
  /** Brings the screen to the state to scan, and waits until it is there. */
  ready: (page: Page) => Promise<void>;
}

const visible = (selector: string) => async (page: Page) => {
  await page.locator(selector).first().waitFor();
};

const screens: Screen[] = [
  { name: 'sign-in', path: '/user/login', ready: (page) => signInButton(page).waitFor() },
  {
    name: 'sign-in with an error',
    path: '/user/login',
    ready: async (page) => {
      await submitSignIn(page, `nobody.${randomInt(1_000_000)}`, 'wrong password');
      await page.getByTestId('login-error').waitFor();
    },
  },
  {
    name: 'register',
    path: '/user/register',
    ready: (page) => page.getByRole('button', { name: '注册' }).waitFor(),
  },
  { name: 'home', path: '/', as: 'admin', ready: visible('[data-stat="users.total"]') },
  { name: 'CRUD table', path: '/crud-table', as: 'admin', ready: visible('[data-row-key]') },
  {
    name: 'CRUD table, articles tab',
    path: '/crud-table/articles',
    as: 'user',
    ready: visible('[data-row-key]'),
  },
  {
    name: 'CRUD form',
    path: '/crud-table',
    as: 'admin',
    ready: async (page) => {
      await page.locator('[data-row-key]').first().waitFor();
      await page.getByRole('button', { name: '新建' }).click();
      const form = page.getByRole('dialog', { name: '新建用户' });
      await form.getByRole('button', { name: '保存' }).click();
      await form.getByText('请输入用户名').waitFor();
    },
  },
  {
    name: 'CRUD list error',
    path: '/crud-table',
    as: 'admin',
    // A refusal rather than a server fault, which the list would retry for 15 s first: the
    // alert over the list looks the same.
    prepare: (page) =>
      page.route(
        (url) => url.pathname === '/api/sys_users/list',
        (route) =>
          route.fulfill({
            status: 403,
            contentType: 'application/json',
            body: JSON.stringify({ code: 403, data: null, message: '没有权限执行此操作' }),
          }),
      ),
    ready: async (page) => {
      await page.getByRole('alert').filter({ hasText: '没有权限执行此操作' }).first().waitFor();
    },
  },
  {
    name: 'admin page',
    path: '/admin-manager',
    as: 'admin',
    ready: visible('[data-testid="admin-only-text"]'),
  },
  {
    name: 'admin page refused to a user',
    path: '/admin-manager',
    as: 'user',
    ready: (page) => page.getByText('抱歉，您无权访问此页面').waitFor(),
  },
  {
    name: 'icons',
    path: '/basic-features/icon-feature',
    as: 'admin',
    ready: visible('[data-icon="IconHome"]'),
  },
  {
    name: 'styles',
    path: '/basic-features/style-feature',
    as: 'admin',
    ready: visible('[data-testid="style-props-sample"]'),
  },
  {
    name: 'state management',
    path: '/basic-features/store-feature',
    as: 'admin',
    ready: visible('[data-testid="todo-counts"]'),
  },
  {
    name: 'permissions',
    path: '/basic-features/access-feature',
    as: 'admin',
    ready: visible('[data-testid="access-flags"]'),
  },
  { name: '403', path: '/exception/403', as: 'admin', ready: visible('section h1') },
  { name: '404', path: '/exception/404', as: 'admin', ready: visible('section h1') },
  { name: '500', path: '/exception/500', as: 'admin', ready: visible('section h1') },
  { name: 'unknown page', path: '/no/such/page', as: 'admin', ready: visible('section h1') },
  {
    name: 'phone menu',
    path: '/',
    as: 'admin',
    viewport: { width: 390, height: 844 },
    ready: async (page) => {
      await page.locator('[data-stat="users.total"]').first().waitFor();
      await page.getByRole('button', { name: '打开菜单' }).click();
      await page.getByRole('dialog').getByRole('link', { name: 'CRUD 表格' }).waitFor();
    },
  },
];

describe.each(['light', 'dark'] as const)('accessibility in the %s theme', (theme) => {
  it.each(screens)('the $name screen has no serious or critical violation', async (screen) => {
    const { page } = await openConsole({
      as: screen.as,
      theme,
      viewport: screen.viewport,
      bypassCSP: true,
    });
    await screen.prepare?.(page);
    await page.goto(screen.path);
    await screen.ready(page);
    expect(await hasDarkClass(page)).toBe(theme === 'dark');

    expect(await seriousAccessibilityViolations(page)).toEqual([]);
  });
});
