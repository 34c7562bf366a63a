import { randomInt } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Role } from './support/accounts.js';
import { accessibilityViolations } from './support/axe.js';
import { openConsole } from './support/browser.js';
import { hasDarkClass, signInButton, submitSignIn } from './support/console-page.js';

type Locale = 'zh-CN' | 'en-US';

/** What the screens are reached by, in each language. */
const words = {
  'zh-CN': {
    register: '注册',
    create: '新建',
    newUser: '新建用户',
    save: '保存',
    usernameRequired: '请输入用户名',
    forbidden: '抱歉，您无权访问此页面',
    openMenu: '打开菜单',
    crudMenu: 'CRUD 表格',
    settings: '布局设置',
    from: '开始时间',
  },
  'en-US': {
    register: 'Create account',
    create: 'New',
    newUser: 'New user',
    save: 'Save',
    usernameRequired: 'Username is required',
    forbidden: 'Sorry, you are not authorized to access this page',
    openMenu: 'Open menu',
    crudMenu: 'CRUD table',
    settings: 'Layout settings',
    from: 'From',
  },
} as const satisfies Record<Locale, Record<string, string>>;

type Words = (typeof words)[Locale];

interface Screen {
  name: string;
  path: string;
  as?: Role;
  viewport?: { width: number; height: number };
  /** Runs before the page loads (to stage an API failure). */
  prepare?: (page: Page) => Promise<unknown>;
  /** Brings the screen to the state to scan, and waits until it is there. */
  ready: (page: Page, say: Words) => Promise<void>;
}

const visible = (selector: string) => async (page: Page) => {
  await page.locator(selector).first().waitFor();
};

const refusal = '没有权限执行此操作';

/** The audit log with its first entry opened, and a time filter it cannot read. */
async function auditWithDetails(page: Page, say: Words): Promise<void> {
  await page.locator('[data-entry-id]').first().waitFor();
  await page.locator('[data-entry-id] button[aria-expanded="false"]').first().click();
  await page.locator('[data-details-of]').first().waitFor();
  const from = page.getByLabel(say.from, { exact: true });
  await from.fill('not a time');
  await from.press('Enter');
  await page.locator('[aria-invalid="true"]').first().waitFor();
}

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
    ready: (page, say) => page.getByRole('button', { name: say.register }).waitFor(),
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
    name: 'CRUD form in a modal',
    path: '/crud-table',
    as: 'admin',
    ready: async (page, say) => {
      await page.locator('[data-row-key]').first().waitFor();
      await page.getByRole('button', { name: say.create, exact: true }).click();
      const form = page.getByRole('dialog', { name: say.newUser });
      await form.getByRole('button', { name: say.save }).click();
      await form.getByText(say.usernameRequired).waitFor();
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
            body: JSON.stringify({ code: 403, data: null, message: refusal }),
          }),
      ),
    ready: async (page) => {
      await page.getByRole('alert').filter({ hasText: refusal }).first().waitFor();
    },
  },
  {
    name: 'settings drawer',
    path: '/',
    as: 'admin',
    ready: async (page, say) => {
      await page.locator('[data-stat="users.total"]').first().waitFor();
      await page.getByRole('button', { name: say.settings }).click();
      await page.getByRole('dialog', { name: say.settings }).waitFor();
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
    ready: (page, say) => page.getByText(say.forbidden).waitFor(),
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
  { name: 'audit log', path: '/system/audit', as: 'admin', ready: auditWithDetails },
  {
    name: 'audit log on a phone',
    path: '/system/audit',
    as: 'admin',
    viewport: { width: 390, height: 844 },
    ready: auditWithDetails,
  },
  {
    name: 'roles',
    path: '/system/roles',
    as: 'admin',
    ready: visible('[data-group] input[type="checkbox"]'),
  },
  {
    name: 'phone menu',
    path: '/',
    as: 'admin',
    viewport: { width: 390, height: 844 },
    ready: async (page, say) => {
      await page.locator('[data-stat="users.total"]').first().waitFor();
      await page.getByRole('button', { name: say.openMenu }).click();
      await page.getByRole('dialog').getByRole('link', { name: say.crudMenu }).waitFor();
    },
  },
];

/**
 * Each theme in Chinese, the default, and English in the light theme. The themes differ in
 * colour (contrast), the languages in words (names, labels, `lang`), and neither changes the
 * other: English in the dark theme would repeat what these find, at 23 page loads more.
 */
const variants = [
  { theme: 'light', locale: 'zh-CN' },
  { theme: 'dark', locale: 'zh-CN' },
  { theme: 'light', locale: 'en-US' },
] as const;

describe.each(variants)('accessibility in the $theme theme, in $locale', ({ theme, locale }) => {
  it.each(screens)(
    'the $name screen has no moderate, serious or critical violation',
    async (screen) => {
      const { page } = await openConsole({
        as: screen.as,
        theme,
        locale,
        viewport: screen.viewport,
        bypassCSP: true,
      });
      await screen.prepare?.(page);
      await page.goto(screen.path);
      await screen.ready(page, words[locale]);
      expect(await hasDarkClass(page)).toBe(theme === 'dark');
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(locale);

      expect(await accessibilityViolations(page)).toEqual([]);
    },
  );
});
