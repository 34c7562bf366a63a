import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ApiSession } from './support/api-session.js';
import { openConsole } from './support/browser.js';
import { mainMenu } from './support/console-page.js';
import { createUser, uniqueName } from './support/crud-page.js';

const phone = { width: 390, height: 844 };

/** Whether anything in `scope` reaches past the screen's right edge, or the page scrolls sideways. */
function overflowsScreen(scope: Locator): Promise<boolean> {
  return scope.evaluate((root) => {
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth > width) return true;
    return [root, ...root.querySelectorAll('*')].some(
      (element) => element.getBoundingClientRect().right > width + 0.5,
    );
  });
}

/** Whether an input's placeholder fits its text box, drawn in the input's own font. */
function placeholderFits(input: Locator): Promise<boolean> {
  return input.evaluate((element) => {
    const field = element as HTMLInputElement;
    const style = getComputedStyle(field);
    const context = document.createElement('canvas').getContext('2d');
    if (!context) throw new Error('no canvas to measure with');
    context.font = style.font;
    const box =
      field.clientWidth -
      Number.parseFloat(style.paddingLeft) -
      Number.parseFloat(style.paddingRight);
    return context.measureText(field.placeholder).width <= box;
  });
}

describe('the menu on smaller screens', () => {
  it('at 390 px the menu is a drawer that opens from the header and closes on a choice', async () => {
    const { page } = await openConsole({ as: 'admin', viewport: { width: 390, height: 844 } });
    await page.goto('/');
    await page.getByRole('heading', { name: '欢迎回来，Admin' }).waitFor();
    expect(await mainMenu(page).count()).toBe(0);

    await page.getByRole('button', { name: '打开菜单' }).click();
    const drawer = page.getByRole('dialog');
    await drawer.waitFor();
    const box = await drawer.boundingBox();
    expect(box?.width).toBeLessThanOrEqual(300);

    await drawer.getByRole('link', { name: 'CRUD 表格' }).click();
    await page.waitForURL((url) => url.pathname === '/crud-table');
    await page.getByRole('heading', { name: 'CRUD 表格', level: 1 }).waitFor();
    await drawer.waitFor({ state: 'hidden' });
    expect(await mainMenu(page).count()).toBe(0);
  });

  it('at 900 px the side menu starts collapsed to icons and expands on request', async () => {
    const { page } = await openConsole({ as: 'admin', viewport: { width: 900, height: 800 } });
    await page.goto('/');
    await page.getByRole('heading', { name: '欢迎回来，Admin' }).waitFor();
    const menu = mainMenu(page);
    const crudEntry = menu.getByRole('link', { name: 'CRUD 表格' });

    await crudEntry.waitFor();
    expect((await menu.boundingBox())?.width).toBeLessThan(80);
    expect(await menu.getByText('CRUD 表格').count()).toBe(0);
    expect(await page.getByRole('button', { name: '打开菜单' }).count()).toBe(0);

    await page.getByRole('button', { name: '展开菜单' }).click();
    await menu.getByText('CRUD 表格').waitFor();
    await expect.poll(async () => (await menu.boundingBox())?.width).toBeGreaterThan(150);
  });

  it('at 1280 px the side menu shows every label from the start', async () => {
    const { page } = await openConsole({ as: 'admin' });
    await page.goto('/');
    await mainMenu(page).getByText('CRUD 表格').waitFor();
    expect((await mainMenu(page).boundingBox())?.width).toBeGreaterThan(150);
    expect(await page.getByRole('button', { name: '收起菜单' }).count()).toBe(1);
  });
});

describe('the audit log and roles on a phone', () => {
  it('at 390 px the log lists each entry in a few lines, every fact on screen', async () => {
    const admin = await ApiSession.signIn('admin');
    const user = await createUser(admin, { username: uniqueName('phone'), name: 'On A Phone' });
    const { page } = await openConsole({ as: admin, viewport: phone });
    await page.goto(`/system/audit?resource=users&recordId=${user.id}`);
    const list = page.getByRole('list', { name: '审计日志条目' });
    const entry = list.locator('li[data-entry-id]');
    await expect.poll(() => entry.count()).toBe(1);
    // No table to scroll sideways: time, actor, action, record, address and changes, all shown.
    expect(await page.getByRole('table', { name: '审计日志条目' }).count()).toBe(0);
    const text = (await entry.textContent()) ?? '';
    for (const fact of ['新建', `用户 #${user.id}`, 'admin', admin.address, '姓名：On A Phone']) {
      expect(text).toContain(fact);
    }
    expect(await entry.locator('time').isVisible()).toBe(true);
    expect(await overflowsScreen(list)).toBe(false);

    await entry.getByRole('button', { name: /^展开 .+ 的详情$/ }).click();
    const details = entry.locator('[data-details-of]');
    await details.waitFor();
    const [logged] = (
      await admin.get<{ list: { requestId: string | null }[] }>(
        `/api/audit/list?resource=users&recordId=${user.id}`,
      )
    ).data.list;
    await details.getByText(logged?.requestId ?? '', { exact: true }).waitFor();
    // The details wrap within the screen, the request id included.
    expect(await overflowsScreen(details)).toBe(false);
  });

  it('at 390 px the filters’ hints fit their boxes, in Chinese and in English', async () => {
    for (const locale of ['zh-CN', 'en-US'] as const) {
      const { page } = await openConsole({ as: 'admin', viewport: phone, locale });
      const english = locale === 'en-US';
      await page.goto('/system/audit');
      const actor = page.getByRole('combobox', { name: english ? 'Actor' : '操作人' });
      await actor.waitFor();
      expect(await placeholderFits(actor)).toBe(true);
      expect(
        await placeholderFits(page.getByLabel(english ? 'From' : '开始时间', { exact: true })),
      ).toBe(true);

      await page.goto('/system/roles');
      const search = page.getByRole('searchbox', {
        name: english ? 'Search permissions' : '搜索权限',
      });
      await search.waitFor();
      expect(await placeholderFits(search)).toBe(true);
    }
  });
});
