import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ApiSession } from './support/api-session.js';
import { accessibilityViolations } from './support/axe.js';
import { openConsole } from './support/browser.js';
import { hasDarkClass, pathOf } from './support/console-page.js';
import {
  createArticle,
  createUser,
  dialog,
  searchOf,
  uniqueName,
  usersPath,
} from './support/crud-page.js';

/** Opens the palette with the shortcut, its search box focused, and types `text`. */
async function openPalette(page: Page, text: string) {
  await page.keyboard.press('Control+k');
  const input = page.getByRole('combobox');
  await expect
    .poll(() => input.evaluate((element) => element === document.activeElement))
    .toBe(true);
  await page.keyboard.type(text);
  return input;
}

/** The text of the option the search box points at (aria-activedescendant). */
function activeOptionText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const id = document.activeElement?.getAttribute('aria-activedescendant');
    return (id && document.getElementById(id)?.textContent) || '';
  });
}

/** Whether a request for the palette's own code has been made. */
function watchPaletteCode(page: Page) {
  const requested: string[] = [];
  page.on('request', (request) => {
    if (/\/CommandPalette-[^/]*\.js$|\/palette-[^/]*\.css$/.test(request.url())) {
      requested.push(request.url());
    }
  });
  return requested;
}

describe('the command palette', () => {
  it('finds a page, an action and a user record and opens them by keyboard', async () => {
    const admin = await ApiSession.signIn('admin');
    const user = await createUser(admin, { username: uniqueName('palette') });
    const { page } = await openConsole({ as: 'admin' });
    const paletteCode = watchPaletteCode(page);
    await page.goto('/');
    await page.getByRole('button', { name: '搜索页面、操作和记录' }).waitFor();
    expect(paletteCode).toEqual([]);

    // A page: its code and styles arrive with the first press.
    await openPalette(page, '图标');
    expect(paletteCode).toHaveLength(2);
    await expect.poll(() => activeOptionText(page)).toContain('图标');
    await page.keyboard.press('Enter');
    await expect.poll(() => pathOf(page)).toBe('/basic-features/icon-feature');
    await page.getByRole('combobox').waitFor({ state: 'detached' });

    // An action, typed in the other language.
    await openPalette(page, 'dark');
    await expect.poll(() => activeOptionText(page)).toBe('主题模式：暗色');
    await page.keyboard.press('Enter');
    await expect.poll(() => hasDarkClass(page)).toBe(true);

    // A user record, found through the API and opened in the users table's view.
    await openPalette(page, user.username);
    await page.getByRole('option', { name: new RegExp(user.username) }).waitFor();
    while (!(await activeOptionText(page)).includes(user.username)) {
      await page.keyboard.press('ArrowDown');
    }
    await page.keyboard.press('Enter');
    const view = dialog(page, '查看用户');
    await view.waitFor();
    expect(await view.textContent()).toContain(user.username);
    expect(new URL(page.url()).pathname).toBe(usersPath);
    expect(searchOf(page)).toMatchObject({ view: String(user.id) });

    await page.keyboard.press('Escape');
    await view.waitFor({ state: 'hidden' });
    await expect.poll(() => searchOf(page).view).toBeUndefined();
  });

  it("opens an article's view, in English, though the table's first page does not hold it", async () => {
    const admin = await ApiSession.signIn('admin');
    // Past the first page: the view opens with the record the palette found, and a reload of
    // its address reads it on its own.
    const title = uniqueName('Palette article');
    await createArticle(admin, { title, content: 'Found by the palette.', status: 'draft' });
    for (let index = 0; index < 10; index += 1) {
      await createArticle(admin, { title: uniqueName('Newer'), content: '-', status: 'draft' });
    }
    const { page } = await openConsole({ as: 'admin', locale: 'en-US' });
    await page.goto('/');
    await page.getByRole('button', { name: 'Search pages, actions and records' }).waitFor();

    await openPalette(page, title);
    const found = page
      .getByRole('group', { name: 'Articles' })
      .getByRole('option', { name: new RegExp(title) });
    await found.waitFor();
    while (!(await activeOptionText(page)).includes(title)) await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    const view = dialog(page, 'View article');
    await view.waitFor();
    expect(await view.textContent()).toContain(title);

    await page.reload();
    await view.waitFor();
    expect(await view.textContent()).toContain(title);
  });

  it('opens a user record named in the address, fetched when not on the page', async () => {
    const admin = await ApiSession.signIn('admin');
    const user = await createUser(admin, { username: uniqueName('addressed') });
    const { page } = await openConsole({ as: 'admin' });
    // Sorted oldest first, a new user is not on the first page.
    await page.goto(`${usersPath}?sortField=id&sortOrder=ascend&view=${user.id}`);
    const view = dialog(page, '查看用户');
    await view.waitFor();
    expect(await view.textContent()).toContain(user.username);
    await view.getByRole('button', { name: '关闭' }).last().click();
    await view.waitFor({ state: 'hidden' });
    await expect.poll(() => searchOf(page)).toEqual({ sortField: 'id', sortOrder: 'ascend' });
  });

  it('passes axe open with results, in dark', async () => {
    const { page } = await openConsole({ as: 'admin', theme: 'dark', bypassCSP: true });
    await page.goto('/');
    await page.getByRole('button', { name: '搜索页面、操作和记录' }).waitFor();
    await openPalette(page, 'a');
    await page.getByRole('group', { name: '用户' }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});
