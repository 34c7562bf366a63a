import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openConsole } from './support/browser.js';
import {
  breadcrumbSteps,
  mainMenu,
  productTitle,
  titleOf,
  visibleMenuLabels,
} from './support/console-page.js';

interface Screen {
  path: string;
  /** The page's name in the title (its menu name). */
  name: string;
  /** Something only this page shows. */
  content: (page: Page) => Locator;
  breadcrumbs: string[];
}

const heading = (name: string) => (page: Page) => page.getByRole('heading', { name, level: 1 });
const result = (status: number, sentence: string) => (page: Page) =>
  page.getByRole('region', { name: String(status) }).getByText(sentence);

const screens: Screen[] = [
  { path: '/', name: '首页', content: heading('欢迎回来，Admin'), breadcrumbs: [] },
  {
    path: '/crud-table',
    name: '用户',
    content: (page) => page.getByRole('table', { name: '用户', exact: true }),
    breadcrumbs: ['CRUD 表格', '用户'],
  },
  {
    path: '/crud-table/articles',
    name: '文章',
    content: (page) => page.getByRole('table', { name: '文章', exact: true }),
    breadcrumbs: ['CRUD 表格', '文章'],
  },
  {
    path: '/admin-manager',
    name: '管理员页面',
    content: (page) => page.getByTestId('admin-only-text'),
    breadcrumbs: [],
  },
  {
    path: '/basic-features/icon-feature',
    name: '图标',
    content: heading('图标'),
    breadcrumbs: ['基础功能', '图标'],
  },
  {
    path: '/basic-features/style-feature',
    name: '样式',
    content: heading('样式'),
    breadcrumbs: ['基础功能', '样式'],
  },
  {
    path: '/basic-features/store-feature',
    name: '状态管理',
    content: heading('状态管理'),
    breadcrumbs: ['基础功能', '状态管理'],
  },
  {
    path: '/basic-features/access-feature',
    name: '权限',
    content: heading('权限'),
    breadcrumbs: ['基础功能', '权限'],
  },
  {
    path: '/exception/403',
    name: '403',
    content: result(403, '抱歉，您无权访问此页面'),
    breadcrumbs: ['异常页', '403'],
  },
  {
    path: '/exception/404',
    name: '404',
    content: result(404, '抱歉，您访问的页面不存在'),
    breadcrumbs: ['异常页', '404'],
  },
  {
    path: '/exception/500',
    name: '500',
    content: result(500, '抱歉，服务器出错了'),
    breadcrumbs: ['异常页', '500'],
  },
  {
    path: '/no/such/page',
    name: '页面不存在',
    content: result(404, '抱歉，您访问的页面不存在'),
    breadcrumbs: [],
  },
];

describe('every page, for an admin', () => {
  it.each(screens)('$path shows its own content, title and breadcrumbs', async (screen) => {
    const { page } = await openConsole({ as: 'admin' });
    await page.goto(screen.path);

    await screen.content(page).waitFor();
    await expect.poll(() => page.title()).toBe(titleOf(screen.name));
    expect(await breadcrumbSteps(page)).toEqual(screen.breadcrumbs);
    expect(new URL(page.url()).pathname).toBe(screen.path);
  });

  it('the address of a menu group opens its first page', async () => {
    const { page } = await openConsole({ as: 'admin' });
    await page.goto('/basic-features');
    await page.waitForURL((url) => url.pathname === '/basic-features/icon-feature');
    await heading('图标')(page).waitFor();

    await page.goto('/exception');
    await page.waitForURL((url) => url.pathname === '/exception/403');
    await result(403, '抱歉，您无权访问此页面')(page).waitFor();
  });

  it('the breadcrumbs lead back up to the group', async () => {
    const { page } = await openConsole({ as: 'admin' });
    await page.goto('/exception/500');
    await page
      .getByRole('navigation', { name: '面包屑导航' })
      .getByRole('link', { name: '异常页' })
      .click();

    await page.waitForURL((url) => url.pathname === '/exception/403');
    expect(await breadcrumbSteps(page)).toEqual(['异常页', '403']);
  });

  it('the product name at the top of the menu leads home', async () => {
    const { page } = await openConsole({ as: 'admin' });
    await page.goto('/basic-features/style-feature');
    await heading('样式')(page).waitFor();

    await page.getByRole('link', { name: productTitle }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await heading('欢迎回来，Admin')(page).waitFor();
  });
});

describe('what an ordinary user may see', () => {
  it('the admin page shows the 403 result to a user, never its text', async () => {
    const { page } = await openConsole({ as: 'user' });
    await page.goto('/admin-manager');

    await result(403, '抱歉，您无权访问此页面')(page).waitFor();
    expect(await page.getByText('只有管理员才能看到这段文字。').count()).toBe(0);
    expect(await page.getByTestId('admin-only-text').count()).toBe(0);
  });

  it('the admin page shows its text to an admin', async () => {
    const { page } = await openConsole({ as: 'admin' });
    await page.goto('/admin-manager');

    const text = page.getByTestId('admin-only-text');
    await text.waitFor();
    expect(await text.textContent()).toBe('只有管理员才能看到这段文字。');
    expect(await page.getByText('抱歉，您无权访问此页面').count()).toBe(0);
  });

  it('the menu offers the admin page to admins only', async () => {
    const admin = await openConsole({ as: 'admin' });
    await admin.page.goto('/');
    await mainMenu(admin.page).waitFor();
    expect(await visibleMenuLabels(admin.page)).toEqual([
      '首页',
      'CRUD 表格',
      '管理员页面',
      '基础功能',
      '异常页',
      '系统管理',
    ]);

    const user = await openConsole({ as: 'user' });
    await user.page.goto('/');
    await mainMenu(user.page).waitFor();
    expect(await visibleMenuLabels(user.page)).toEqual(['首页', 'CRUD 表格', '基础功能', '异常页']);
  });

  it('a signed-out visitor of an unknown address is asked to sign in first', async () => {
    const { page } = await openConsole();
    await page.goto('/no/such/page?x=1');
    await page.waitForURL((url) => url.pathname === '/user/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/no/such/page?x=1');
  });
});
