import type { SavedView } from '@org/api/contract';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ApiSession } from './support/api-session.js';
import { openConsole } from './support/browser.js';
import { hasDarkClass, mainMenu, signInButton } from './support/console-page.js';
import {
  chooseOption,
  columnTexts,
  dialog,
  searchOf,
  showFilters,
  shownTotal,
  tableRows,
  uniqueName,
  usersPath,
} from './support/crud-page.js';
import { storedPreferences } from './support/stored-preferences.js';

/** The table's column headers, as shown. */
function headers(page: Page): Promise<string[]> {
  return page
    .locator('table thead th')
    .filter({ visible: true })
    .evaluateAll((cells) => cells.map((cell) => cell.textContent?.trim() ?? ''));
}

/** The toolbar's views button, named after the view shown (视图：name), or 视图. */
const viewsButton = (page: Page) => page.getByRole('button', { name: /^视图/ });

/** Opens the views popover and answers it, once its list is there. */
async function openViews(page: Page): Promise<Locator> {
  await viewsButton(page).click();
  const popover = page.getByRole('dialog', { name: /^视图/ });
  await popover.getByRole('button', { name: '保存当前视图' }).waitFor();
  await popover
    .locator('[data-saved-view]')
    .or(popover.getByText(/^还没有保存的视图/))
    .first()
    .waitFor();
  return popover;
}

/** A view's entry in the open popover. */
const entryOf = (popover: Locator, name: string) =>
  popover.locator('[data-saved-view]').filter({ hasText: name });

/** Saves the table as it is as a view named `name`, shared or not; answers its id. */
async function saveView(page: Page, name: string, shared: boolean): Promise<string> {
  const popover = await openViews(page);
  await popover.getByRole('button', { name: '保存当前视图' }).click();
  const form = dialog(page, '保存视图');
  await form.getByRole('textbox', { name: '名称' }).fill(name);
  if (shared) await form.getByRole('checkbox', { name: '共享给所有人' }).check();
  await form.getByRole('button', { name: '保存' }).click();
  await expect.poll(() => searchOf(page).savedView).toBeDefined();
  await viewsButton(page)
    .and(page.getByRole('button', { name: `视图：${name}` }))
    .waitFor();
  return searchOf(page).savedView ?? '';
}

/** The users table, showing only disabled users, with the email column hidden. */
async function disabledUsersWithoutEmail(page: Page) {
  await page.goto(usersPath);
  await tableRows(page).first().waitFor();
  await showFilters(page);
  await chooseOption(page, page, '状态', '停用');
  await expect.poll(() => searchOf(page).status).toBe('disabled');
  await page.getByRole('button', { name: '列设置' }).click();
  await page.getByRole('checkbox', { name: '邮箱', exact: true }).uncheck();
  await page.keyboard.press('Escape');
  await expect.poll(() => headers(page)).not.toContain('邮箱');
}

/** The table shows the disabled users only, without the email column. */
async function expectDisabledUsersWithoutEmail(page: Page) {
  await expect.poll(() => headers(page)).not.toContain('邮箱');
  await expect
    .poll(async () => new Set(await columnTexts(page, '状态')))
    .toEqual(new Set(['停用']));
  expect(await shownTotal(page)).toBeGreaterThan(0);
}

/** A new account (the built-in user role: it may read users), signed in from Node. */
async function newPerson(admin: ApiSession, prefix: string) {
  const account = await admin.createAccount(prefix);
  return {
    account,
    signIn: () => ApiSession.signIn({ username: account.username, password: account.password }),
  };
}

describe('saved views', () => {
  it('a view saved and shared in one browser is offered and applied in another, for anyone and for its owner', async () => {
    const admin = await ApiSession.signIn('admin');
    const name = uniqueName('Disabled');
    const first = await openConsole({ as: 'admin' });
    await disabledUsersWithoutEmail(first.page);
    const id = await saveView(first.page, name, true);

    // Someone else, in their own browser: the plain table, and the view offered as shared.
    const viewer = await newPerson(admin, 'viewer');
    const other = await openConsole({ as: await viewer.signIn() });
    await other.page.goto(usersPath);
    await tableRows(other.page).first().waitFor();
    expect(await headers(other.page)).toContain('邮箱');
    const offered = await openViews(other.page);
    const entry = entryOf(offered, name);
    expect(await entry.textContent()).toContain('Admin 共享');
    await entry.getByRole('button', { name: new RegExp(`^${name}`) }).click();
    await expectDisabledUsersWithoutEmail(other.page);
    expect(searchOf(other.page)).toMatchObject({ status: 'disabled', savedView: id });
    await other.page.getByRole('button', { name: `视图：${name}` }).waitFor();
    // The chosen entry left with the popover; the focus went back to the button.
    await expect
      .poll(() => other.page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe(`视图：${name}`);

    // The owner in a second browser finds it among their own.
    const again = await openConsole({ as: await ApiSession.signIn('admin') });
    await again.page.goto(usersPath);
    await tableRows(again.page).first().waitFor();
    const mine = await openViews(again.page);
    await mine.getByRole('region', { name: '我的视图' }).getByText(name).click();
    await expectDisabledUsersWithoutEmail(again.page);
  });

  it('a view’s link opens it in another browser: the address, the rows and the columns', async () => {
    const admin = await ApiSession.signIn('admin');
    const first = await openConsole({ as: 'admin' });
    await disabledUsersWithoutEmail(first.page);
    const id = await saveView(first.page, uniqueName('Linked'), true);

    const viewer = await newPerson(admin, 'linked');
    const other = await openConsole({ as: await viewer.signIn() });
    await other.page.goto(`${usersPath}?savedView=${id}`);
    await expect.poll(() => searchOf(other.page)).toEqual({ status: 'disabled', savedView: id });
    await expectDisabledUsersWithoutEmail(other.page);
  });

  it('opens the person’s default view on the bare table, and offers a personal view to nobody else', async () => {
    const admin = await ApiSession.signIn('admin');
    const owner = await newPerson(admin, 'owner');
    const name = uniqueName('Mine');
    const { page } = await openConsole({ as: await owner.signIn() });
    await disabledUsersWithoutEmail(page);
    const id = await saveView(page, name, false);
    const popover = await openViews(page);
    await entryOf(popover, name)
      .getByRole('button', { name: `打开表格时显示“${name}”` })
      .click();
    await entryOf(popover, name)
      .getByRole('button', { name: `打开表格时不再显示“${name}”`, pressed: true })
      .waitFor();
    await page.keyboard.press('Escape');

    // Reset the table, leave it, and come back by the menu: the default view opens.
    await page.getByRole('button', { name: '重置' }).click();
    await expect.poll(() => searchOf(page)).toEqual({});
    await mainMenu(page).getByRole('link', { name: '首页' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await mainMenu(page).getByRole('link', { name: 'CRUD 表格' }).click();
    await expect.poll(() => searchOf(page)).toEqual({ status: 'disabled', savedView: id });
    await expectDisabledUsersWithoutEmail(page);
    // A reload of the bare address too.
    await page.goto(usersPath);
    await expect.poll(() => searchOf(page)).toEqual({ status: 'disabled', savedView: id });

    // Someone else is not offered it, and its link tells them it is not theirs to open.
    const stranger = await newPerson(admin, 'stranger');
    const other = await openConsole({ as: await stranger.signIn() });
    await other.page.goto(usersPath);
    await tableRows(other.page).first().waitFor();
    const offered = await openViews(other.page);
    expect(await entryOf(offered, name).count()).toBe(0);
    await other.page.keyboard.press('Escape');
    await other.page.goto(`${usersPath}?savedView=${id}`);
    await other.page.getByText('这个视图不存在，或未共享给你').waitFor();
    await expect.poll(() => searchOf(other.page)).toEqual({});
    expect(await headers(other.page)).toContain('邮箱');
  });

  it('renames, unshares and deletes a view of one’s own; others see each change', async () => {
    const admin = await ApiSession.signIn('admin');
    const name = uniqueName('Shared');
    const { page } = await openConsole({ as: 'admin' });
    await disabledUsersWithoutEmail(page);
    const id = await saveView(page, name, true);
    const views = async (session: ApiSession) =>
      (await session.get<SavedView[]>('/api/views/list?tableKey=users')).data;
    const viewer = await (await newPerson(admin, 'watcher')).signIn();
    expect((await views(viewer)).map((view) => view.id)).toContain(Number(id));

    const popover = await openViews(page);
    await entryOf(popover, name)
      .getByRole('button', { name: `编辑视图“${name}”` })
      .click();
    const form = dialog(page, '编辑视图');
    await form.getByRole('textbox', { name: '名称' }).fill(`${name} (mine)`);
    await form.getByRole('checkbox', { name: '共享给所有人' }).uncheck();
    await form.getByRole('button', { name: '保存' }).click();
    await page.getByRole('button', { name: `视图：${name} (mine)` }).waitFor();
    expect((await views(viewer)).map((view) => view.id)).not.toContain(Number(id));

    const again = await openViews(page);
    await entryOf(again, `${name} (mine)`)
      .getByRole('button', { name: `删除视图“${name} (mine)”` })
      .click();
    await dialog(page, '删除视图').getByRole('button', { name: '删除' }).click();
    await viewsButton(page)
      .and(page.getByRole('button', { name: '视图', exact: true }))
      .waitFor();
    await expect.poll(() => searchOf(page)).toEqual({ status: 'disabled' });
    expect((await views(admin)).map((view) => view.id)).not.toContain(Number(id));
  });
});

describe('preferences on the server', () => {
  it('the theme and language chosen in one browser follow the person to a fresh one, and leave with them', async () => {
    const admin = await ApiSession.signIn('admin');
    const person = await newPerson(admin, 'roamer');
    const session = await person.signIn();
    const first = await openConsole({ as: session });
    await first.page.goto('/');
    await first.page.getByRole('heading', { name: `欢迎回来，${person.account.name}` }).waitFor();
    await first.page.getByRole('button', { name: '切换主题' }).click();
    await first.page.getByRole('menuitem', { name: '暗色' }).click();
    await first.page.getByRole('button', { name: '语言' }).click();
    await first.page.getByRole('menuitem', { name: 'English' }).click();
    await first.page
      .getByRole('heading', { name: `Welcome back, ${person.account.name}` })
      .waitFor();
    // Saved a second after the last change.
    await expect
      .poll(async () => (await storedPreferences(session)).value)
      .toMatchObject({ themeMode: 'dark', locale: 'en-US' });

    // Another browser, signed in afresh: nothing stored in it, yet dark and in English.
    const second = await openConsole({ as: await person.signIn() });
    await second.page.goto('/');
    await second.page
      .getByRole('heading', { name: `Welcome back, ${person.account.name}` })
      .waitFor();
    expect(await hasDarkClass(second.page)).toBe(true);

    // Signed out, the next person at that browser gets the console's own light, Chinese pages.
    await second.page.getByRole('button', { name: `${person.account.name}, User menu` }).click();
    await second.page.getByRole('menuitem', { name: /^log out$/i }).click();
    await second.page.waitForURL((url) => url.pathname === '/user/login');
    await signInButton(second.page).waitFor();
    await expect
      .poll(() => second.page.evaluate(() => document.documentElement.lang))
      .toBe('zh-CN');
    expect(await hasDarkClass(second.page)).toBe(false);
    await second.page.reload();
    await second.page.getByRole('button', { name: '登录', exact: true }).waitFor();
    expect(await hasDarkClass(second.page)).toBe(false);
  });
});
