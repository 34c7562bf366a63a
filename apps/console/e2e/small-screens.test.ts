import { describe, expect, it } from 'vitest';
import { openConsole } from './support/browser.js';
import { mainMenu } from './support/console-page.js';

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
