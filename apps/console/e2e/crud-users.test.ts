import type { CurrentUser, SysUser } from '@org/api/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Role } from './support/accounts.js';
import { ApiSession } from './support/api-session.js';
import { openConsole } from './support/browser.js';
import {
  chooseOption,
  chosenOptions,
  columnTexts,
  createUser,
  crudHeading,
  currentPageNumber,
  dialog,
  expectRows,
  expectSearch,
  exportCsv,
  field,
  fieldError,
  keysOf,
  listUsers,
  openCrudPage,
  pageButton,
  parseCsv,
  rowAction,
  rowCheckbox,
  rowKeys,
  rowOf,
  saveFromTwoTabs,
  searchFor,
  searchOf,
  showFilters,
  shownTotal,
  tableRows,
  uniqueName,
  usersPath,
  viewedValues,
} from './support/crud-page.js';

/** The users tab as `who`, once its first rows are on screen. */
const openUsers = (who: Role, path = usersPath) => openCrudPage(who, path);

async function whoAmI(api: ApiSession): Promise<CurrentUser> {
  const answer = await api.get<CurrentUser>('/api/currentUser');
  return answer.data;
}

async function getUser(api: ApiSession, id: number) {
  return api.get<SysUser>(`/api/sys_users/${id}`);
}

const sortButton = (page: Page, column: string) =>
  page.getByRole('button', { name: new RegExp(`^按${column}排序`) });
const sortState = (page: Page, column: string) =>
  page
    .getByRole('columnheader', { name: new RegExp(`^按${column}排序`) })
    .getAttribute('aria-sort');

describe('the users tab: paging, sorting, searching and filtering live in the address', () => {
  it('pages through the users 10 at a time; a reload and a link show the same page', async () => {
    const { page, api, context } = await openUsers('admin');
    await crudHeading(page).waitFor();
    const first = await listUsers(api, { current: 1, pageSize: 10 });
    await expectRows(page, keysOf(first.list));
    expect(first.total).toBeGreaterThan(100);
    expect(await shownTotal(page)).toBe(first.total);
    expect(searchOf(page)).toEqual({});
    expect(await currentPageNumber(page)).toBe('1');

    await pageButton(page, 2).click();
    await expectSearch(page, { current: '2' });
    const second = await listUsers(api, { current: 2, pageSize: 10 });
    await expectRows(page, keysOf(second.list));
    expect(second.list[0]?.id).not.toBe(first.list[0]?.id);

    await page.getByRole('button', { name: '下一页' }).click();
    await expectSearch(page, { current: '3' });
    const third = await listUsers(api, { current: 3, pageSize: 10 });
    await expectRows(page, keysOf(third.list));
    expect(await currentPageNumber(page)).toBe('3');

    await page.getByRole('button', { name: '上一页' }).click();
    await expectSearch(page, { current: '2' });
    await expectRows(page, keysOf(second.list));

    await page.reload();
    await expectRows(page, keysOf(second.list));
    expect(await currentPageNumber(page)).toBe('2');

    // A link to page 3 opened in another tab.
    const other = await context.newPage();
    await other.goto(`${usersPath}?current=3`);
    await expectRows(other, keysOf(third.list));
    expect(await currentPageNumber(other)).toBe('3');
  });

  it('the page size sets the rows per page and starts again at page 1; a reload keeps it', async () => {
    const { page, api } = await openUsers('admin', `${usersPath}?current=3`);
    const pageSize = page.getByRole('combobox', { name: '每页条数' });
    expect(await pageSize.inputValue()).toBe('10');

    await pageSize.selectOption('20');
    await expectSearch(page, { pageSize: '20' });
    const twenty = await listUsers(api, { current: 1, pageSize: 20 });
    await expectRows(page, keysOf(twenty.list));
    expect(twenty.list).toHaveLength(20);
    const lastPage = Math.ceil(twenty.total / 20);
    await pageButton(page, lastPage).waitFor();
    expect(await pageButton(page, lastPage + 1).count()).toBe(0);

    await page.reload();
    await expectRows(page, keysOf(twenty.list));
    expect(await pageSize.inputValue()).toBe('20');

    await pageSize.selectOption('100');
    await expectSearch(page, { pageSize: '100' });
    await expect.poll(() => tableRows(page).count()).toBe(100);

    // Back to the default size: the address drops it again.
    await pageSize.selectOption('10');
    await expectSearch(page, {});
    await expect.poll(() => tableRows(page).count()).toBe(10);
  });

  it('a page past the end shows the last page instead', async () => {
    const { page, api } = await openUsers('admin', `${usersPath}?current=999`);
    const { total } = await listUsers(api, { current: 1, pageSize: 10 });
    const last = Math.ceil(total / 10);
    await expectSearch(page, { current: String(last) });
    const lastRows = await listUsers(api, { current: last, pageSize: 10 });
    await expectRows(page, keysOf(lastRows.list));
    expect(await currentPageNumber(page)).toBe(String(last));

    // The same with a filter in force: the last page of admins.
    await page.goto(`${usersPath}?access=admin&current=500`);
    const admins = await listUsers(api, { access: 'admin', current: 1, pageSize: 10 });
    const lastAdmins = Math.ceil(admins.total / 10);
    await expectSearch(page, { access: 'admin', current: String(lastAdmins) });
    const lastAdminRows = await listUsers(api, {
      access: 'admin',
      current: lastAdmins,
      pageSize: 10,
    });
    await expectRows(page, keysOf(lastAdminRows.list));
  });

  it('a header click sorts ascending, then descending, then not at all, and the rows follow', async () => {
    const { page, api } = await openUsers('admin', `${usersPath}?current=2`);
    const unsorted = await listUsers(api, { current: 1, pageSize: 10 });
    expect(await sortState(page, 'ID')).toBe('none');

    await sortButton(page, 'ID').click();
    // A new order starts at page 1.
    await expectSearch(page, { sortField: 'id', sortOrder: 'ascend' });
    const ascending = await listUsers(api, { sortField: 'id', sortOrder: 'ascend', pageSize: 10 });
    await expectRows(page, keysOf(ascending.list));
    const ascendingIds = (await rowKeys(page)).map(Number);
    expect(ascendingIds).toEqual([...ascendingIds].sort((a, b) => a - b));
    expect(ascendingIds[0]).toBe(1);
    expect(await sortState(page, 'ID')).toBe('ascending');
    await page.getByRole('button', { name: '按ID排序 (当前升序)' }).waitFor();

    await sortButton(page, 'ID').click();
    await expectSearch(page, { sortField: 'id', sortOrder: 'descend' });
    const descending = await listUsers(api, {
      sortField: 'id',
      sortOrder: 'descend',
      pageSize: 10,
    });
    await expectRows(page, keysOf(descending.list));
    const descendingIds = (await rowKeys(page)).map(Number);
    expect(descendingIds).toEqual([...descendingIds].sort((a, b) => b - a));
    expect(await sortState(page, 'ID')).toBe('descending');

    // A reload keeps the order.
    await page.reload();
    await expectRows(page, keysOf(descending.list));
    expect(await sortState(page, 'ID')).toBe('descending');

    await sortButton(page, 'ID').click();
    await expectSearch(page, {});
    await expectRows(page, keysOf(unsorted.list));
    expect(await sortState(page, 'ID')).toBe('none');

    // Another column: usernames in the server's order, not the unsorted one.
    await sortButton(page, '用户名').click();
    await expectSearch(page, { sortField: 'username', sortOrder: 'ascend' });
    const byName = await listUsers(api, {
      sortField: 'username',
      sortOrder: 'ascend',
      pageSize: 10,
    });
    await expectRows(page, keysOf(byName.list));
    expect(await columnTexts(page, '用户名')).toEqual(byName.list.map((user) => user.username));
    expect(keysOf(byName.list)).not.toEqual(keysOf(unsorted.list));
    expect(await sortState(page, 'ID')).toBe('none');
  });

  it('the keyword finds usernames, names and emails as the person types; Enter searches at once', async () => {
    const admin = await ApiSession.signIn('admin');
    const token = uniqueName('kw');
    const byUsername = await createUser(admin, { username: `${token}.u` });
    const byName = await createUser(admin, {
      username: uniqueName('byname'),
      name: `Named ${token}`,
    });
    const byEmail = await createUser(admin, {
      username: uniqueName('bymail'),
      email: `${token}@example.org`,
    });
    const { page, api } = await openUsers('admin');
    const box = page.getByRole('textbox', { name: '搜索', exact: true });

    // Typing alone searches, after a pause.
    await box.fill(token);
    await expectSearch(page, { keyword: token });
    const found = await listUsers(api, { keyword: token, pageSize: 10 });
    expect(keysOf(found.list).sort()).toEqual(keysOf([byUsername, byName, byEmail]).sort());
    await expectRows(page, keysOf(found.list));
    expect(await shownTotal(page)).toBe(3);

    await page.reload();
    await expectRows(page, keysOf(found.list));
    expect(await box.inputValue()).toBe(token);

    await searchFor(page, `${token}.u`);
    await expectRows(page, [byUsername.id]);

    const nothing = `${token}.nobody`;
    await searchFor(page, nothing);
    await page.getByText('没有符合条件的记录').waitFor();
    expect(await tableRows(page).count()).toBe(0);
    expect(await shownTotal(page)).toBe(0);

    await page.getByRole('button', { name: '重置', exact: true }).first().click();
    await expectSearch(page, {});
    expect(await box.inputValue()).toBe('');
    await expect.poll(() => tableRows(page).count()).toBe(10);
  });

  it('the access and status filters narrow the list, keep the sort, and survive a reload and a link', async () => {
    const { page, api, context } = await openUsers(
      'admin',
      `${usersPath}?sortField=id&sortOrder=ascend`,
    );
    await showFilters(page);

    await chooseOption(page, page, '权限', '管理员');
    await expectSearch(page, { sortField: 'id', sortOrder: 'ascend', access: 'admin' });
    const admins = await listUsers(api, {
      access: 'admin',
      sortField: 'id',
      sortOrder: 'ascend',
      pageSize: 10,
    });
    await expectRows(page, keysOf(admins.list));
    expect(new Set(await columnTexts(page, '权限'))).toEqual(new Set(['管理员']));
    expect(await shownTotal(page)).toBe(admins.total);

    await chooseOption(page, page, '状态', '停用');
    const filtered = { sortField: 'id', sortOrder: 'ascend', access: 'admin', status: 'disabled' };
    await expectSearch(page, filtered);
    const disabledAdmins = await listUsers(api, { ...filtered, pageSize: 10 });
    expect(disabledAdmins.total).toBeGreaterThan(0);
    expect(disabledAdmins.total).toBeLessThan(admins.total);
    await expectRows(page, keysOf(disabledAdmins.list));
    expect(new Set(await columnTexts(page, '状态'))).toEqual(new Set(['停用']));
    expect(await shownTotal(page)).toBe(disabledAdmins.total);

    await page.reload();
    await expectRows(page, keysOf(disabledAdmins.list));
    // The filters in force show, opened, with their values.
    expect(await page.getByRole('combobox', { name: '权限', exact: true }).inputValue()).toBe(
      '管理员',
    );
    expect(await page.getByRole('combobox', { name: '状态', exact: true }).inputValue()).toBe(
      '停用',
    );

    const other = await context.newPage();
    await other.goto(page.url());
    await expectRows(other, keysOf(disabledAdmins.list));

    // 重置 drops filters, keyword and sort (the page size would stay).
    await page.getByRole('button', { name: '重置', exact: true }).first().click();
    await expectSearch(page, {});
    const everyone = await listUsers(api, { pageSize: 10 });
    await expectRows(page, keysOf(everyone.list));
    expect(await page.getByRole('combobox', { name: '权限', exact: true }).inputValue()).toBe('');
  });
});

describe('the user form', () => {
  it('新建 creates a user who is then found by a search and can sign in', async () => {
    const { page } = await openUsers('admin');
    const username = uniqueName('created');
    const password = `Pw-${uniqueName('x')}-e2e`;

    await page.getByRole('button', { name: '新建', exact: true }).click();
    const form = dialog(page, '新建用户');
    await field(form, '用户名').fill(username);
    await field(form, '姓名').fill('Created Tester');
    await field(form, '邮箱').fill(`${username}@example.com`);
    await field(form, '手机号').fill('+86 138 0000 0000');
    await field(form, '密码').fill(password);
    await form.getByRole('button', { name: '保存' }).click();
    await form.waitFor({ state: 'hidden' });
    await page.getByText(`已创建“${username}”`).waitFor();

    await searchFor(page, username);
    await expect.poll(() => columnTexts(page, '用户名')).toEqual([username]);
    expect(await columnTexts(page, '姓名')).toEqual(['Created Tester']);
    expect(await columnTexts(page, '邮箱')).toEqual([`${username}@example.com`]);
    expect(await columnTexts(page, '权限')).toEqual(['普通用户']);
    expect(await columnTexts(page, '状态')).toEqual(['启用']);

    // The password was saved with it.
    const session = await ApiSession.signIn({ username, password });
    expect((await whoAmI(session)).username).toBe(username);
  });

  it('the form says what is missing or malformed on each field and sends nothing', async () => {
    const { page } = await openUsers('admin');
    const creates: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/sys_users/create') creates.push(request.url());
    });

    await page.getByRole('button', { name: '新建', exact: true }).click();
    const form = dialog(page, '新建用户');
    await form.getByRole('button', { name: '保存' }).click();
    await expect.poll(() => fieldError(field(form, '用户名'))).toBe('请输入用户名');
    expect(await fieldError(field(form, '姓名'))).toBe('请输入姓名');
    expect(await field(form, '用户名').getAttribute('aria-invalid')).toBe('true');
    // The first field at fault gets the focus.
    await expect
      .poll(() => field(form, '用户名').evaluate((input) => input === document.activeElement))
      .toBe(true);

    await field(form, '用户名').fill('ab');
    await field(form, '邮箱').fill('not-an-email');
    await field(form, '密码').fill('short');
    await form.getByRole('button', { name: '保存' }).click();
    await expect.poll(() => fieldError(field(form, '用户名'))).toBe('用户名至少 3 个字符');
    expect(await fieldError(field(form, '邮箱'))).toBe('请输入正确的邮箱地址');
    expect(await fieldError(field(form, '密码'))).toBe('密码至少 8 个字符');

    await field(form, '用户名').fill('no spaces!');
    await form.getByRole('button', { name: '保存' }).click();
    await expect.poll(() => fieldError(field(form, '用户名'))).toBe('用户名格式不正确');

    // An http:// avatar would be saved and never shown (the page loads https images only).
    await field(form, '头像地址').fill('http://example.com/avatar.png');
    await form.getByRole('button', { name: '保存' }).click();
    await expect
      .poll(() => fieldError(field(form, '头像地址')))
      .toBe('请输入以 https:// 开头的网址');
    await field(form, '头像地址').fill('https://example.com/avatar.png');
    await expect.poll(() => fieldError(field(form, '头像地址'))).toBeNull();
    expect(creates).toEqual([]);
    expect(await form.isVisible()).toBe(true);
  });

  it('a taken username is refused on its field, what was typed stays, and a new one saves', async () => {
    const admin = await ApiSession.signIn('admin');
    const taken = await createUser(admin, { username: uniqueName('taken') });
    const { page } = await openUsers('admin');

    await page.getByRole('button', { name: '新建', exact: true }).click();
    const form = dialog(page, '新建用户');
    await field(form, '用户名').fill(taken.username);
    await field(form, '姓名').fill('Kept Name');
    await field(form, '邮箱').fill('kept@example.com');
    await field(form, '手机号').fill('+86 139 1111 2222');
    // A new user starts as a built-in user; the roles say who is an admin.
    expect(await chosenOptions(form, '角色')).toEqual(['普通用户']);
    await chooseOption(form, page, '角色', '管理员');
    const answer = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/sys_users/create',
    );
    await form.getByRole('button', { name: '保存' }).click();
    expect((await answer).status()).toBe(409);

    await expect.poll(() => fieldError(field(form, '用户名'))).toBe('用户名已被占用');
    await form.getByRole('alert').filter({ hasText: '请修正标出的字段后再保存' }).waitFor();
    expect(await field(form, '用户名').inputValue()).toBe(taken.username);
    expect(await field(form, '姓名').inputValue()).toBe('Kept Name');
    expect(await field(form, '邮箱').inputValue()).toBe('kept@example.com');
    expect(await field(form, '手机号').inputValue()).toBe('+86 139 1111 2222');
    expect(await chosenOptions(form, '角色')).toEqual(['普通用户', '管理员']);

    const username = uniqueName('fresh');
    await field(form, '用户名').fill(username);
    await form.getByRole('button', { name: '保存' }).click();
    await form.waitFor({ state: 'hidden' });
    const saved = await listUsers(admin, { keyword: username });
    expect(
      saved.list.map(({ username, name, email, access }) => ({ username, name, email, access })),
    ).toEqual([{ username, name: 'Kept Name', email: 'kept@example.com', access: 'admin' }]);
  });

  it('查看 shows the record read-only, hidden columns included, and leads to 编辑', async () => {
    const admin = await ApiSession.signIn('admin');
    const user = await createUser(admin, {
      username: uniqueName('viewed'),
      name: 'Viewed Tester',
      phone: '+86 137 0000 1234',
      status: 'disabled',
    });
    const { page } = await openUsers('admin');
    await searchFor(page, user.username);
    await expectRows(page, [user.id]);

    await rowAction(page, '查看', user.username).click();
    const view = dialog(page, '查看用户');
    await view.waitFor();
    const values = await viewedValues(view);
    expect(values).toMatchObject({
      ID: String(user.id),
      用户名: user.username,
      姓名: 'Viewed Tester',
      邮箱: user.email,
      手机号: '+86 137 0000 1234',
      头像地址: '—',
      角色: '普通用户',
      状态: '停用',
    });
    // The roles say who the user is; access (the table's column, derived from them) would
    // read there as a second role.
    expect(values).not.toHaveProperty('权限');
    expect(values.创建时间).toMatch(/^\d{4}年\d{1,2}月\d{1,2}日 \d{2}:\d{2}:\d{2}$/);
    expect(await view.getByRole('textbox').count()).toBe(0);
    expect(await view.getByRole('combobox').count()).toBe(0);
    expect(await view.getByRole('button', { name: '保存' }).count()).toBe(0);

    await view.getByRole('button', { name: '编辑', exact: true }).click();
    const edit = dialog(page, '编辑用户');
    await edit.waitFor();
    expect(await field(edit, '用户名').inputValue()).toBe(user.username);
    expect(await field(edit, '状态').inputValue()).toBe('停用');
    await edit.getByRole('button', { name: '取消' }).click();
    await edit.waitFor({ state: 'hidden' });
  });

  it('复制 starts from the record without its username and saves a new user; the original stays', async () => {
    const admin = await ApiSession.signIn('admin');
    const token = uniqueName('copy');
    const original = await createUser(admin, {
      username: `${token}.orig`,
      name: 'Copied Tester',
      phone: '+86 136 5555 6666',
      access: 'admin',
      status: 'disabled',
    });
    const { page, api } = await openUsers('admin');
    await searchFor(page, token);
    await expectRows(page, [original.id]);

    await rowAction(page, '复制', original.username).click();
    const form = dialog(page, '复制用户');
    await form.waitFor();
    expect(await field(form, '用户名').inputValue()).toBe('');
    expect(await field(form, '姓名').inputValue()).toBe('Copied Tester');
    expect(await field(form, '邮箱').inputValue()).toBe(original.email);
    expect(await field(form, '手机号').inputValue()).toBe('+86 136 5555 6666');
    expect(await chosenOptions(form, '角色')).toEqual(['管理员']);
    expect(await field(form, '状态').inputValue()).toBe('停用');
    expect(await field(form, '密码').inputValue()).toBe('');

    await field(form, '用户名').fill(`${token}.copy`);
    await form.getByRole('button', { name: '保存' }).click();
    await form.waitFor({ state: 'hidden' });

    const both = await listUsers(api, { keyword: token });
    expect(both.total).toBe(2);
    await expectRows(page, keysOf(both.list));
    const copy = both.list.find((user) => user.username === `${token}.copy`);
    expect(copy).toMatchObject({
      name: 'Copied Tester',
      email: original.email,
      phone: '+86 136 5555 6666',
      access: 'admin',
      status: 'disabled',
    });
    expect(copy?.id).not.toBe(original.id);
    const unchanged = await getUser(api, original.id);
    expect(unchanged.data).toEqual(original);
  });

  it('编辑 saves over the record and the list shows the new value', async () => {
    const admin = await ApiSession.signIn('admin');
    const user = await createUser(admin, { username: uniqueName('edited'), name: 'Before Edit' });
    const { page, api } = await openUsers('admin');
    await searchFor(page, user.username);
    await expectRows(page, [user.id]);
    expect(await columnTexts(page, '姓名')).toEqual(['Before Edit']);

    await rowAction(page, '编辑', user.username).click();
    const form = dialog(page, '编辑用户');
    expect(await field(form, '姓名').inputValue()).toBe('Before Edit');
    await field(form, '姓名').fill('After Edit');
    await chooseOption(form, page, '状态', '停用');

    // Closing a changed form asks first; 继续编辑 keeps what was typed.
    await form.getByRole('button', { name: '取消' }).click();
    const discard = page.getByRole('alertdialog', { name: '放弃未保存的修改？' });
    await discard.waitFor();
    await discard.getByRole('button', { name: '继续编辑' }).click();
    expect(await field(form, '姓名').inputValue()).toBe('After Edit');

    await form.getByRole('button', { name: '保存' }).click();
    await form.waitFor({ state: 'hidden' });
    await page.getByText(`已保存“${user.username}”`).waitFor();
    await expect.poll(() => columnTexts(page, '姓名')).toEqual(['After Edit']);
    expect(await columnTexts(page, '状态')).toEqual(['停用']);
    const saved = await getUser(api, user.id);
    expect(saved.data).toMatchObject({ name: 'After Edit', status: 'disabled' });
    expect(saved.data.version).toBe(user.version + 1);
  });
});

describe('deleting users', () => {
  it('删除 asks first; once confirmed the row is gone and the total drops by one', async () => {
    const admin = await ApiSession.signIn('admin');
    const token = uniqueName('del');
    const kept = await createUser(admin, { username: `${token}.kept` });
    const doomed = await createUser(admin, { username: `${token}.gone` });
    const { page, api } = await openUsers('admin');
    const before = await shownTotal(page);
    await searchFor(page, token);
    await expectRows(page, [doomed.id, kept.id]);
    expect(await shownTotal(page)).toBe(2);

    await rowAction(page, '删除', doomed.username).click();
    const confirm = dialog(page, '删除用户');
    await confirm.getByText(`确定删除“${doomed.username}”吗？此操作无法撤销。`).waitFor();
    await confirm.getByRole('button', { name: '取消' }).click();
    await confirm.waitFor({ state: 'hidden' });
    expect((await getUser(api, doomed.id)).code).toBe(0);

    await rowAction(page, '删除', doomed.username).click();
    await confirm.getByRole('button', { name: '删除', exact: true }).click();
    await confirm.waitFor({ state: 'hidden' });
    await page.getByText(`已删除“${doomed.username}”`).waitFor();
    await expectRows(page, [kept.id]);
    expect(await shownTotal(page)).toBe(1);
    expect((await getUser(api, doomed.id)).code).toBe(404);

    await page.getByRole('button', { name: '重置', exact: true }).first().click();
    await expectSearch(page, {});
    await expect.poll(() => shownTotal(page)).toBe(before - 1);
  });

  it('批量删除 deletes the selected users and sums up the one that was already gone', async () => {
    const admin = await ApiSession.signIn('admin');
    const token = uniqueName('bulk');
    const users = [];
    for (const suffix of ['a', 'b', 'c']) {
      users.push(await createUser(admin, { username: `${token}.${suffix}` }));
    }
    const [first, gone, third] = users as [SysUser, SysUser, SysUser];
    const { page, api } = await openUsers('admin');
    await searchFor(page, token);
    await expectRows(page, [third.id, gone.id, first.id]);

    await rowCheckbox(page, first.username).check();
    const bar = page.getByRole('region', { name: '已选择 1 项' });
    await bar.waitFor();
    await page.getByRole('checkbox', { name: '选择本页全部' }).check();
    const selected = page.getByRole('region', { name: '已选择 3 项' });
    await selected.waitFor();
    for (const user of users) expect(await rowCheckbox(page, user.username).isChecked()).toBe(true);

    await selected.getByRole('button', { name: '批量删除' }).click();
    const confirm = dialog(page, '批量删除');
    await confirm.getByText('确定删除选中的 3 条记录吗？此操作无法撤销。').waitFor();
    // Someone else deletes one of them meanwhile.
    expect((await admin.post(`/api/sys_users/deleted/${gone.id}`)).code).toBe(0);
    await confirm.getByRole('button', { name: '删除', exact: true }).click();

    const summary = dialog(page, '批量删除结果');
    await summary.waitFor();
    expect(await summary.getByRole('status').textContent()).toBe('已删除 2 条，1 条失败。');
    const failures = await summary.getByRole('listitem').allInnerTexts();
    expect(failures.map((text) => text.replace(/\s+/g, ' ').trim())).toEqual([
      `${gone.username} — 资源不存在`,
    ]);
    await summary.getByRole('button', { name: '关闭' }).last().click();
    await summary.waitFor({ state: 'hidden' });

    await page.getByText('没有符合条件的记录').waitFor();
    expect(await shownTotal(page)).toBe(0);
    for (const user of users) expect((await getUser(api, user.id)).code).toBe(404);
    // Nothing is left ticked: the user that failed no longer exists to be deleted again.
    expect(await page.getByRole('region', { name: /^已选择/ }).count()).toBe(0);
  });

  it('批量删除 of users that all go says so in a toast, with no dialog to close', async () => {
    const admin = await ApiSession.signIn('admin');
    const token = uniqueName('bulkok');
    const users: SysUser[] = [];
    for (const suffix of ['a', 'b', 'c']) {
      users.push(await createUser(admin, { username: `${token}.${suffix}` }));
    }
    const { page, api } = await openUsers('admin');
    await searchFor(page, token);
    await expectRows(page, keysOf(users).reverse());

    await page.getByRole('checkbox', { name: '选择本页全部' }).check();
    const selected = page.getByRole('region', { name: '已选择 3 项' });
    await selected.getByRole('button', { name: '批量删除' }).click();
    const confirm = dialog(page, '批量删除');
    await confirm.getByRole('button', { name: '删除', exact: true }).click();
    await confirm.waitFor({ state: 'hidden' });

    await page.getByText('已删除 3 条记录').waitFor();
    await page.getByText('没有符合条件的记录').waitFor();
    // Nothing blocks the page: no summary to read and close.
    expect(await page.getByRole('dialog').count()).toBe(0);
    for (const user of users) expect((await getUser(api, user.id)).code).toBe(404);
  });
});

describe('CSV export', () => {
  it('exports every user of the filter, page after page, as UTF-8 CSV with a BOM and quoted cells', async () => {
    const admin = await ApiSession.signIn('admin');
    const quoted = await createUser(admin, {
      username: uniqueName('csv'),
      name: 'Quote "Tester", Jr.',
    });
    const { page, api } = await openUsers('admin');
    const total = await shownTotal(page);
    expect(total).toBeGreaterThan(100);
    const pagesAsked: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/sys_users/list' && url.searchParams.get('pageSize') === '100') {
        pagesAsked.push(url.searchParams.get('current') ?? '');
      }
    });

    const file = await exportCsv(page);
    expect(file.name).toMatch(/^users-\d{8}-\d{4}\.csv$/);
    expect([...file.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(file.text.startsWith('\uFEFF')).toBe(true);
    expect(file.text.endsWith('\r\n')).toBe(true);
    const [header, ...rows] = parseCsv(file.text.slice(1));
    expect(header).toEqual(['ID', '用户名', '姓名', '邮箱', '权限', '角色', '状态', '创建时间']);
    expect(rows).toHaveLength(total);
    expect(pagesAsked).toEqual(
      Array.from({ length: Math.ceil(total / 100) }, (_, i) => `${i + 1}`),
    );
    expect(new Set(rows.map((row) => row[0])).size).toBe(total);
    for (const row of rows) expect(row).toHaveLength(header?.length ?? 0);

    // The name holding a quote and a comma is quoted, its quotes doubled.
    expect(file.text).toContain(`,"Quote ""Tester"", Jr.",`);
    const row = rows.find((cells) => cells[0] === String(quoted.id));
    // The creation time as the table shows it (numeric, the browser's time zone), not as sent.
    await searchFor(page, quoted.username);
    await expectRows(page, [quoted.id]);
    const [shownCreatedAt] = await columnTexts(page, '创建时间');
    expect(shownCreatedAt).toMatch(/^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}$/);
    expect(row).toEqual([
      String(quoted.id),
      quoted.username,
      'Quote "Tester", Jr.',
      quoted.email,
      '普通用户',
      '普通用户',
      '启用',
      shownCreatedAt,
    ]);

    // A filter narrows the file the same way it narrows the list.
    await page.goto(`${usersPath}?status=disabled`);
    const disabled = await listUsers(api, { status: 'disabled' });
    await expect.poll(() => shownTotal(page)).toBe(disabled.total);
    const filtered = await exportCsv(page);
    const [, ...disabledRows] = parseCsv(filtered.text.slice(1));
    expect(disabledRows).toHaveLength(disabled.total);
    expect(new Set(disabledRows.map((cells) => cells[6]))).toEqual(new Set(['停用']));
  });
});

describe('two tabs editing the same user', () => {
  /** Both tabs of one browser open the edit form of the same user; A saves first. */
  async function conflict() {
    const admin = await ApiSession.signIn('admin');
    const user = await createUser(admin, { username: uniqueName('conflict'), name: 'Original' });
    const { page: tabA, context, api } = await openUsers('admin');
    const tabB = await context.newPage();
    await tabB.goto(`${usersPath}?keyword=${user.username}`);
    await expectRows(tabB, [user.id]);
    await searchFor(tabA, user.username);
    await expectRows(tabA, [user.id]);

    const answer = tabB.waitForResponse(
      (response) => new URL(response.url()).pathname === `/api/sys_users/update/${user.id}`,
    );
    const { formB, alert } = await saveFromTwoTabs({
      tabA,
      tabB,
      form: '编辑用户',
      rowTitle: user.username,
      label: '姓名',
      valueA: 'Saved by A',
      valueB: 'Saved by B',
    });
    expect((await answer).status()).toBe(409);
    await expect.poll(() => columnTexts(tabA, '姓名')).toEqual(['Saved by A']);
    // Nothing typed is lost by the refusal.
    expect(await field(formB, '姓名').inputValue()).toBe('Saved by B');
    return { user, api, tabB, formB, alert };
  }

  it('the second save meets a conflict, and 加载最新内容 shows what the first tab saved', async () => {
    const { user, api, tabB, formB, alert } = await conflict();

    await alert.getByRole('button', { name: '加载最新内容' }).click();
    await alert.waitFor({ state: 'hidden' });
    expect(await field(formB, '姓名').inputValue()).toBe('Saved by A');
    expect((await getUser(api, user.id)).data.name).toBe('Saved by A');

    // Saving now is over the latest version: no conflict.
    await field(formB, '邮箱').fill(`${user.username}@example.net`);
    await formB.getByRole('button', { name: '保存' }).click();
    await formB.waitFor({ state: 'hidden' });
    await expect.poll(() => columnTexts(tabB, '邮箱')).toEqual([`${user.username}@example.net`]);
    expect((await getUser(api, user.id)).data).toMatchObject({
      name: 'Saved by A',
      email: `${user.username}@example.net`,
      version: user.version + 2,
    });
  });

  it('保留我的修改 then 保存 saves the second tab’s value over the first', async () => {
    const { user, api, tabB, formB, alert } = await conflict();

    await alert.getByRole('button', { name: '保留我的修改' }).click();
    await alert.waitFor({ state: 'hidden' });
    await formB.getByRole('status').filter({ hasText: '再次保存将覆盖对方的修改' }).waitFor();
    expect(await field(formB, '姓名').inputValue()).toBe('Saved by B');

    await formB.getByRole('button', { name: '保存' }).click();
    await formB.waitFor({ state: 'hidden' });
    await expect.poll(() => columnTexts(tabB, '姓名')).toEqual(['Saved by B']);
    expect((await getUser(api, user.id)).data).toMatchObject({
      name: 'Saved by B',
      version: user.version + 2,
    });
  });
});

describe('who may do what with users', () => {
  it('an ordinary user reads the users only: no 新建, no edit or delete, no checkboxes', async () => {
    // Ordered by id, so the two seeded accounts are on the first page.
    const { page, api } = await openUsers('user', `${usersPath}?sortField=id&sortOrder=ascend`);
    const shown = await listUsers(api, { sortField: 'id', sortOrder: 'ascend', pageSize: 10 });
    await expectRows(page, keysOf(shown.list));

    const actions = tableRows(page).getByRole('button');
    expect(await actions.count()).toBe(shown.list.length);
    for (const user of shown.list) {
      expect(await rowAction(page, '查看', user.username).count(), user.username).toBe(1);
    }
    expect(await page.getByRole('button', { name: '新建', exact: true }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^(编辑|删除|复制) / }).count()).toBe(0);
    expect(await page.getByRole('checkbox').count()).toBe(0);
    // Reading stays open to them: 查看 and the export.
    await page.getByRole('button', { name: '导出 CSV' }).waitFor();
    await rowAction(page, '查看', 'admin').click();
    const view = dialog(page, '查看用户');
    await view.waitFor();
    expect(await view.getByRole('button', { name: '编辑' }).count()).toBe(0);

    // The server refuses the writes the page does not offer.
    const target = shown.list.find((user) => user.username !== 'user') as SysUser;
    const create = await api.post('/api/sys_users/create', {
      username: uniqueName('sneaky'),
      name: 'Sneaky',
    });
    expect(create.code).toBe(403);
    const update = await api.post(`/api/sys_users/update/${target.id}`, {
      version: target.version,
      name: 'Changed by a user',
    });
    expect(update.code).toBe(403);
    expect((await api.post(`/api/sys_users/deleted/${target.id}`)).code).toBe(403);
  });

  it('an admin may change every user, but their own account cannot be deleted', async () => {
    const { page, api } = await openUsers('admin', `${usersPath}?sortField=id&sortOrder=ascend`);
    const me = await whoAmI(api);
    await expect.poll(() => rowKeys(page)).toContain(String(me.id));

    await page.getByRole('button', { name: '新建', exact: true }).waitFor();
    const ownDelete = rowAction(page, '删除', me.username);
    expect(await ownDelete.getAttribute('aria-disabled')).toBe('true');
    expect(await ownDelete.isDisabled()).toBe(true);
    expect(await ownDelete.getAttribute('title')).toBe('你没有权限执行此操作');
    expect(await rowCheckbox(page, me.username).isDisabled()).toBe(true);
    expect(await rowAction(page, '编辑', me.username).getAttribute('aria-disabled')).toBeNull();
    // A click anyway (past Playwright's check that it is enabled) asks nothing.
    await ownDelete.click({ force: true });
    await rowAction(page, '查看', me.username).click();
    await dialog(page, '查看用户').waitFor();
    expect(await page.getByRole('dialog').count()).toBe(1);
    await dialog(page, '查看用户').getByRole('button', { name: '关闭' }).last().click();
    await dialog(page, '查看用户').waitFor({ state: 'hidden' });

    // Every other row offers everything.
    const shown = await listUsers(api, { sortField: 'id', sortOrder: 'ascend', pageSize: 10 });
    await expectRows(page, keysOf(shown.list));
    const others = shown.list.filter((user) => user.id !== me.id);
    expect(others.length).toBe(shown.list.length - 1);
    for (const { id, username } of others) {
      expect(await rowOf(page, id).getByRole('button').count(), username).toBe(4);
      for (const action of ['查看', '编辑', '复制', '删除'] as const) {
        expect(await rowAction(page, action, username).isDisabled(), `${action} ${username}`).toBe(
          false,
        );
      }
      expect(await rowCheckbox(page, username).isDisabled(), username).toBe(false);
    }
    // Selecting the page passes over the admin's own row.
    await page.getByRole('checkbox', { name: '选择本页全部' }).check();
    await page.getByRole('region', { name: `已选择 ${others.length} 项` }).waitFor();
    expect(await rowCheckbox(page, me.username).isChecked()).toBe(false);

    // The server refuses too.
    const answer = await api.post(`/api/sys_users/deleted/${me.id}`);
    expect(answer).toMatchObject({ code: 403, message: '不能删除自己的账户' });
  });
});

describe('opening the users tab', () => {
  /** The API paths the users tab asks for while the saved views, which it waits for, never come. */
  async function askedBeforeDrawn(who: Role): Promise<string[]> {
    const { page } = await openConsole({ as: who });
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    await page.route('**/api/views/list**', () => undefined);
    await page.goto(usersPath);
    await expect.poll(() => asked.includes('/api/sys_users/list')).toBe(true);
    await page.waitForTimeout(300);
    expect(await tableRows(page).count()).toBe(0);
    return asked;
  }

  it('asks for the roles its form assigns with the list, so the table is drawn once', async () => {
    expect(await askedBeforeDrawn('admin')).toContain('/api/roles/list');
    // Someone who cannot assign roles gets a form without them, and no request.
    expect(await askedBeforeDrawn('user')).not.toContain('/api/roles/list');
  });
});
