import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { accessibilityViolations } from './support/axe.js';
import { openConsole } from './support/browser.js';
import { hasDarkClass, titleOf } from './support/console-page.js';

/** The page's own words, in each language. */
const words = {
  'zh-CN': {
    docsLink: '文档',
    pageName: 'API 文档',
    search: '搜索接口',
    signInRequired: '需要登录',
    noSignIn: '无需登录',
    yes: '是',
    length: '长度 3–32',
    pattern: '正则 ^[a-zA-Z0-9_.-]+$',
    email: '格式 email',
    values: '可选值 "admin" "user"',
    count: (shown: number) => new RegExp(`^${shown} / \\d+ 个接口$`),
    noMatch: '没有匹配“no such operation”的接口',
    loadFailed: 'API 文档加载失败',
    retry: '重试',
  },
  'en-US': {
    docsLink: 'Documentation',
    pageName: 'API reference',
    search: 'Search operations',
    signInRequired: 'Sign-in required',
    noSignIn: 'No sign-in',
    yes: 'yes',
    length: 'length 3–32',
    pattern: 'pattern ^[a-zA-Z0-9_.-]+$',
    email: 'format email',
    values: 'one of "admin" "user"',
    count: (shown: number) => new RegExp(`^${shown} of \\d+ operations$`),
    noMatch: 'No operation matches “no such operation”',
    loadFailed: 'The API reference could not be loaded',
    retry: 'Try again',
  },
} as const;

const operation = (page: Page, anchor: string) => page.locator(`[data-operation="${anchor}"]`);
const shownOperations = (page: Page) =>
  page.locator('[data-operation]').evaluateAll((all) => all.map((card) => card.id));

/** A row's cells as a person reads them, spaces folded. */
async function cellsOf(row: Locator): Promise<string[]> {
  return (await row.locator('td').allInnerTexts()).map((text) => text.replace(/\s+/g, ' ').trim());
}

/** Whether the element's top is inside the window. */
async function inView(page: Page, locator: Locator): Promise<boolean> {
  const box = await locator.boundingBox();
  const height = page.viewportSize()?.height ?? 0;
  return box !== null && box.y >= 0 && box.y < height;
}

describe.each(['zh-CN', 'en-US'] as const)('the API reference in %s', (locale) => {
  const say = words[locale];

  it("opens from the header's documentation link in the same tab, rendered from the API's OpenAPI document", async () => {
    const { context, page } = await openConsole({ as: 'admin', locale });
    await page.goto('/');
    const header = page.getByRole('banner');
    const docsLink = header.getByRole('link', { name: say.docsLink, exact: true });
    expect(await docsLink.getAttribute('target')).toBeNull();

    const [documentAnswer] = await Promise.all([
      page.waitForResponse((answer) => new URL(answer.url()).pathname === '/api/openapi.json'),
      docsLink.click(),
    ]);
    expect(documentAnswer.status()).toBe(200);
    await page.waitForURL((url) => url.pathname === '/api-docs');
    expect(context.pages()).toHaveLength(1);
    await page.getByRole('heading', { level: 1, name: 'Admin console API' }).waitFor();
    expect(await page.title()).toBe(titleOf(say.pageName));
    expect(await docsLink.getAttribute('aria-current')).toBe('page');

    const create = operation(page, 'createUser');
    expect(await create.getByRole('heading', { level: 3 }).textContent()).toBe(
      'POST /api/sys_users/create',
    );
    await create.getByText(/^Create a user \(/).waitFor();
    // textContent: the badge shows its words in capitals.
    expect(await create.locator('[data-sign-in]').textContent()).toBe(say.signInRequired);
    expect(await operation(page, 'signIn').locator('[data-sign-in]').textContent()).toBe(
      say.noSignIn,
    );

    // The request body's fields, each with its type, whether required and its rules.
    const username = await cellsOf(create.locator('tr[data-field="username"]'));
    expect(username.slice(0, 3)).toEqual(['username', 'string', say.yes]);
    expect(username[3]).toContain(say.length);
    expect(username[3]).toContain(say.pattern);
    const email = await cellsOf(create.locator('tr[data-field="email"]'));
    expect(email[1]).toBe('string | null');
    expect(email[3]).toContain(say.email);
    const access = await cellsOf(create.locator('tr[data-field="access"]'));
    expect(access[1]).toBe('Access');
    expect(access[3]).toBe(say.values);
    // Each answer's status, a shared error schema named on its line.
    expect(
      await create
        .locator('[data-response]')
        .evaluateAll((all) => all.map((item) => item.getAttribute('data-response'))),
    ).toEqual(['200', '400', '401', '403', '409', '413', '415', '500']);
    await create.locator('[data-response="409"]').getByRole('link', { name: 'Failure' }).waitFor();
  });

  it('filters the operations by path, summary or operationId as the search box is typed in', async () => {
    const { page } = await openConsole({ as: 'admin', locale });
    await page.goto('/api-docs');
    await operation(page, 'createUser').waitFor();
    const all = await shownOperations(page);
    expect(all.length).toBeGreaterThan(10);
    const search = page.getByRole('searchbox', { name: say.search });
    const count = page.getByTestId('api-docs-count');

    await search.fill('sys_users/create');
    await expect.poll(() => shownOperations(page)).toEqual(['createUser']);
    expect(await count.textContent()).toMatch(say.count(1));

    await search.fill('create an ARTICLE');
    await expect.poll(() => shownOperations(page)).toEqual(['createArticle']);

    await search.fill('listUsers');
    await expect.poll(() => shownOperations(page)).toEqual(['listUsers']);
    // The contents list only what is shown, too.
    expect(
      await page
        .locator('nav a[href^="/api-docs#"]')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href'))),
    ).toEqual(['/api-docs#listUsers']);

    await search.fill('no such operation');
    await expect.poll(() => shownOperations(page)).toEqual([]);
    await page.getByText(say.noMatch).waitFor();

    await search.fill('');
    await expect.poll(() => shownOperations(page)).toEqual(all);
  });

  it('links each operation and each named schema by an anchor that survives opening anew', async () => {
    const { page } = await openConsole({ as: 'admin', locale });
    await page.goto('/api-docs#listArticles');
    const list = operation(page, 'listArticles');
    await list.waitFor();
    await expect.poll(() => inView(page, list)).toBe(true);

    // From the contents to an operation, and from a field's type to its schema.
    await page.locator('nav a[href="/api-docs#createUser"]').click();
    await expect.poll(() => new URL(page.url()).hash).toBe('#createUser');
    await expect.poll(() => inView(page, operation(page, 'createUser'))).toBe(true);

    await operation(page, 'createUser')
      .locator('[data-response="200"]')
      .getByRole('link', { name: 'SysUser', exact: true })
      .click();
    await expect.poll(() => new URL(page.url()).hash).toBe('#schema-SysUser');
    const schema = page.locator('[data-schema="SysUser"]');
    await expect.poll(() => inView(page, schema)).toBe(true);
    expect(await cellsOf(schema.locator('tr[data-field="access"]'))).toContain('Access');
  });

  it('says when the document cannot be loaded, and loads it on a retry', async () => {
    const { page } = await openConsole({ as: 'admin', locale });
    // A refusal, which the query does not retry by itself (a server fault it would, for 15 s).
    const refuse = (route: Parameters<Parameters<Page['route']>[1]>[0]) =>
      route.fulfill({
        status: 404,
        contentType: 'application/json',
        body: JSON.stringify({ code: 404, data: null, message: 'Not here' }),
      });
    const isDocument = (url: URL) => url.pathname === '/api/openapi.json';
    await page.route(isDocument, refuse);
    await page.goto('/api-docs');
    const alert = page.getByRole('alert').filter({ hasText: say.loadFailed });
    await alert.getByText('Not here').waitFor();

    await page.unroute(isDocument, refuse);
    await alert.getByRole('button', { name: say.retry }).click();
    await operation(page, 'createUser').waitFor();
  });

  // Both themes in Chinese, English in the light one, as the console's own scan does.
  it.each(locale === 'zh-CN' ? (['light', 'dark'] as const) : (['light'] as const))(
    'has no accessibility violation in the %s theme',
    async (theme) => {
      const { page } = await openConsole({ as: 'admin', theme, locale, bypassCSP: true });
      await page.goto('/api-docs');
      await operation(page, 'createUser').waitFor();
      expect(await hasDarkClass(page)).toBe(theme === 'dark');
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(locale);

      expect(await accessibilityViolations(page)).toEqual([]);
    },
  );
});

describe('the API reference on a phone', () => {
  it('lets a keyboard scroll a table wider than the screen, and has no accessibility violation', async () => {
    const { page } = await openConsole({
      as: 'admin',
      viewport: { width: 390, height: 844 },
      bypassCSP: true,
    });
    await page.goto('/api-docs#createUser');
    const create = operation(page, 'createUser');
    await create.waitFor();
    const fields = create.getByRole('group', { name: 'UserCreateBody' });
    expect(await fields.getAttribute('tabindex')).toBe('0');

    expect(await accessibilityViolations(page)).toEqual([]);
  });
});
