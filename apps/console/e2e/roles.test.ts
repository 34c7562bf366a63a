import type { Role, SysUser } from '@org/api/contract';
import type { PermissionCode } from '@org/api/contract/permissions';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ApiSession } from './support/api-session.js';
import { openConsole } from './support/browser.js';
import { mainMenu, visibleMenuLabels } from './support/console-page.js';
import {
  chooseOption,
  chosenOptions,
  columnTexts,
  dialog,
  expectRows,
  openCrudPage,
  rowAction,
  searchFor,
  uniqueName,
  usersPath,
} from './support/crud-page.js';

const rolesPath = '/system/roles';

async function listRoles(api: ApiSession): Promise<Role[]> {
  const answer = await api.get<Role[]>('/api/roles/list');
  if (answer.code !== 0) throw new Error(`listing roles failed: ${answer.message}`);
  return answer.data;
}

async function roleNamed(api: ApiSession, name: string): Promise<Role | undefined> {
  return (await listRoles(api)).find((role) => role.name === name);
}

async function createRole(
  api: ApiSession,
  permissions: PermissionCode[] = [],
  name = uniqueName('role'),
): Promise<Role> {
  const answer = await api.post<Role>('/api/roles/create', { name, permissions });
  if (answer.code !== 0) throw new Error(`creating the role ${name} failed: ${answer.message}`);
  return answer.data;
}

/** An account that can sign in, holding exactly `roles`. */
async function accountHolding(api: ApiSession, roles: readonly Role[]) {
  const account = await api.createAccount('holder');
  const answer = await api.post<SysUser>(`/api/sys_users/update/${account.id}`, {
    version: account.version,
    roleIds: roles.map((role) => role.id),
  });
  if (answer.code !== 0) throw new Error(`giving ${account.username} roles: ${answer.message}`);
  return { ...answer.data, password: account.password };
}

/** Hidden page tabs stay in the document: only what is on screen counts. */
const onScreen = (locator: Locator) => locator.filter({ visible: true });

/** The role shown beside the list. */
const editor = (page: Page) =>
  onScreen(page.locator('section').filter({ has: page.getByRole('heading', { level: 2 }) }));
const roleEntry = (page: Page, role: Pick<Role, 'id'>) =>
  onScreen(page.locator(`[data-role-id="${role.id}"]`));
const checkbox = (scope: Page | Locator, name: string) =>
  scope.getByRole('checkbox', { name, exact: true });
const searchBox = (page: Page) => onScreen(page.getByRole('searchbox', { name: '搜索权限' }));

/** The roles screen as `who`, once the roles are listed. */
async function openRoles(as: 'admin' | ApiSession, path = rolesPath) {
  const tab = await openConsole({ as });
  await tab.page.goto(path);
  await onScreen(tab.page.locator('[data-role-id]')).first().waitFor();
  return tab;
}

describe('the roles screen', () => {
  it('creates a role, grants codes found with the search, and renames it', async () => {
    const { page, api } = await openRoles('admin');
    if (!api) throw new Error('signed in without an API session');
    await page.getByRole('heading', { name: '角色管理', level: 1 }).waitFor();

    const name = uniqueName('Editors');
    await page.getByRole('button', { name: '新建角色' }).click();
    const create = dialog(page, '新建角色');
    await create.getByRole('textbox', { name: '角色名称' }).fill(name);
    await create.getByRole('button', { name: '保存' }).click();
    await create.waitFor({ state: 'hidden' });
    await page.getByText(`已创建“${name}”`).waitFor();
    const created = await roleNamed(api, name);
    expect(created).toMatchObject({ permissions: [], userCount: 0, builtIn: null });
    if (!created) return;
    // The new role is the one shown, and the address says so.
    await expect.poll(() => new URL(page.url()).searchParams.get('role')).toBe(String(created.id));
    expect(await roleEntry(page, created).getAttribute('aria-current')).toBe('true');

    // By label: 文章 finds the six article codes and nothing else.
    await searchBox(page).fill('文章');
    await expect
      .poll(() => onScreen(editor(page).getByRole('checkbox')).count())
      // The group's own checkbox, then its six codes.
      .toBe(7);
    await checkbox(editor(page), '文章：全选').check();
    // By code: the search keeps what was ticked while it narrowed the list.
    await searchBox(page).fill('users.read');
    await expect.poll(() => onScreen(editor(page).getByRole('checkbox')).count()).toBe(2);
    await checkbox(editor(page), '查看用户').check();
    await searchBox(page).fill('no such permission');
    await page.getByText('没有匹配“no such permission”的权限').waitFor();
    await searchBox(page).fill('');
    expect(await checkbox(editor(page), '新建用户').isChecked()).toBe(false);
    expect(await checkbox(editor(page), '删除任何人的文章').isChecked()).toBe(true);

    const renamed = `${name}.renamed`;
    await editor(page).getByRole('textbox', { name: '角色名称' }).fill(renamed);
    await editor(page).getByRole('button', { name: '保存' }).click();
    await page.getByText(`已保存“${renamed}”`).waitFor();

    const [saved] = (await listRoles(api)).filter((role) => role.id === created.id);
    expect(saved?.name).toBe(renamed);
    expect([...(saved?.permissions ?? [])].sort()).toEqual(
      [
        'articles.create',
        'articles.delete.any',
        'articles.delete.own',
        'articles.read',
        'articles.update.any',
        'articles.update.own',
        'users.read',
      ].sort(),
    );
    expect(saved?.version).toBe(created.version + 1);
    await expect.poll(() => roleEntry(page, created).textContent()).toContain(renamed);
    expect(await roleEntry(page, created).textContent()).toContain('7 项权限 · 0 位用户');
  });

  it('a role given in the user form lists its user; deleting it takes it from them', async () => {
    const admin = await ApiSession.signIn('admin');
    const role = await createRole(admin, ['articles.read']);
    const user = await admin.createAccount('assigned');
    const { page, api } = await openCrudPage('admin', usersPath);

    await searchFor(page, user.username);
    await expectRows(page, [user.id]);
    await rowAction(page, '编辑', user.username).click();
    const form = dialog(page, '编辑用户');
    await chooseOption(form, page, '角色', role.name);
    expect(await chosenOptions(form, '角色')).toEqual(['普通用户', role.name]);
    await form.getByRole('button', { name: '保存' }).click();
    await form.waitFor({ state: 'hidden' });
    const saved = await api.get<SysUser>(`/api/sys_users/${user.id}`);
    expect(saved.data.roles.map((held) => held.name).sort()).toEqual([role.name, 'User'].sort());
    // The users table names the roles, built-in ones in the page's language.
    await expect
      .poll(() => columnTexts(page, '角色'))
      .toEqual([expect.stringContaining(role.name)]);
    expect((await columnTexts(page, '角色'))[0]).toContain('普通用户');

    await page.goto(`${rolesPath}?role=${role.id}`);
    const holders = onScreen(page.getByTestId('role-users'));
    await holders.getByRole('cell', { name: user.username, exact: true }).waitFor();
    expect(await roleEntry(page, role).textContent()).toContain('1 项权限 · 1 位用户');

    await editor(page).getByRole('button', { name: '删除角色' }).click();
    const confirm = dialog(page, '删除角色');
    await confirm
      .getByText(`确定删除“${role.name}”吗？拥有它的 1 位用户将失去它授予的权限。此操作无法撤销。`)
      .waitFor();
    await confirm.getByRole('button', { name: '删除', exact: true }).click();
    await confirm.waitFor({ state: 'hidden' });
    await page.getByText(`已删除“${role.name}”`).waitFor();
    await roleEntry(page, role).waitFor({ state: 'detached' });
    expect(await roleNamed(api, role.name)).toBeUndefined();
    const after = await api.get<SysUser>(`/api/sys_users/${user.id}`);
    expect(after.data.roles.map((held) => held.name)).toEqual(['User']);
  });

  it('shows a built-in role read-only, and refuses to delete it', async () => {
    const { page, api } = await openRoles('admin');
    if (!api) throw new Error('signed in without an API session');
    const builtIn = (await listRoles(api)).filter((role) => role.builtIn !== null);
    expect(builtIn.map((role) => role.builtIn)).toEqual(['admin', 'user']);
    const [adminRole, userRole] = builtIn as [Role, Role];

    // Without a role in the address, the first one is shown: the built-in admin role.
    await editor(page).getByRole('heading', { name: '管理员', level: 2 }).waitFor();
    expect(await editor(page).getByText('内置', { exact: true }).count()).toBe(1);
    await editor(page)
      .getByText('这是内置角色，它的权限由系统定义，不能修改。', { exact: false })
      .waitFor();
    const boxes = onScreen(editor(page).getByRole('checkbox'));
    expect(await boxes.count()).toBe(16);
    for (const box of await boxes.all()) {
      expect(await box.isDisabled()).toBe(true);
      expect(await box.isChecked()).toBe(true);
    }
    expect(await editor(page).getByRole('textbox', { name: '角色名称' }).count()).toBe(0);
    expect(await editor(page).getByRole('button', { name: '保存' }).count()).toBe(0);
    expect(await editor(page).getByRole('button', { name: '删除角色' }).isDisabled()).toBe(true);

    await roleEntry(page, userRole).click();
    await editor(page).getByRole('heading', { name: '普通用户', level: 2 }).waitFor();
    expect(await checkbox(editor(page), '查看用户').isChecked()).toBe(true);
    expect(await checkbox(editor(page), '新建用户').isChecked()).toBe(false);
    expect(await checkbox(editor(page), '新建用户').isDisabled()).toBe(true);

    // The API refuses too.
    const refused = await api.post(`/api/roles/deleted/${adminRole.id}`);
    expect(refused.message).toBe('内置角色不能删除，其权限也不能修改');
    expect(await roleNamed(api, adminRole.name)).toBeDefined();
  });

  it('a refused save says why in place and keeps the changes', async () => {
    // Someone who manages roles through a custom role alone cannot take that from themselves.
    const admin = await ApiSession.signIn('admin');
    const managers = await createRole(admin, ['roles.manage', 'users.read']);
    const manager = await accountHolding(admin, [managers]);
    const session = await ApiSession.signIn(manager);
    const { page } = await openRoles(session, `${rolesPath}?role=${managers.id}`);
    await editor(page).getByRole('heading', { name: managers.name, level: 2 }).waitFor();

    await checkbox(editor(page), '管理角色与权限').uncheck();
    await checkbox(editor(page), '查看审计日志').check();
    await editor(page).getByRole('button', { name: '保存' }).click();
    const alert = editor(page).getByRole('alert').filter({ hasText: '保存失败' });
    await alert.getByText('不能移除自己的角色管理权限').waitFor();
    expect(await checkbox(editor(page), '管理角色与权限').isChecked()).toBe(false);
    expect(await checkbox(editor(page), '查看审计日志').isChecked()).toBe(true);
    expect((await roleNamed(admin, managers.name))?.permissions.sort()).toEqual([
      'roles.manage',
      'users.read',
    ]);

    // Deleting it is refused the same way, in the dialog.
    await editor(page).getByRole('button', { name: '删除角色' }).click();
    const confirm = dialog(page, '删除角色');
    await confirm.getByRole('button', { name: '删除', exact: true }).click();
    await confirm.getByRole('alert').getByText('不能移除自己的角色管理权限').waitFor();
    expect(await roleNamed(admin, managers.name)).toBeDefined();
  });

  it('a role changed meanwhile: saving offers the latest, or keeps the changes and saves them', async () => {
    const { page, api } = await openRoles('admin');
    if (!api) throw new Error('signed in without an API session');
    const role = await createRole(api, ['articles.read']);
    await page.goto(`${rolesPath}?role=${role.id}`);
    await editor(page).getByRole('heading', { name: role.name, level: 2 }).waitFor();
    await checkbox(editor(page), '新建文章').check();

    // Someone else saves the role first.
    const elsewhere = await api.post<Role>(`/api/roles/update/${role.id}`, {
      version: role.version,
      permissions: ['articles.read', 'users.read'],
    });
    expect(elsewhere.code).toBe(0);
    await editor(page).getByRole('button', { name: '保存' }).click();
    const conflict = editor(page).getByRole('alert').filter({ hasText: '这条记录已被他人修改' });
    await conflict.waitFor();
    // Nothing typed is lost.
    expect(await checkbox(editor(page), '新建文章').isChecked()).toBe(true);

    await conflict.getByRole('button', { name: '保留我的修改' }).click();
    await editor(page).getByText('已改为基于最新版本；再次保存将覆盖对方的修改。').waitFor();
    await editor(page).getByRole('button', { name: '保存' }).click();
    await page.getByText(`已保存“${role.name}”`).waitFor();
    const saved = await roleNamed(api, role.name);
    expect(saved?.permissions.sort()).toEqual(['articles.create', 'articles.read']);
    expect(saved?.version).toBe(role.version + 2);
  });

  it('a menu entry appears for someone whose role gains roles.manage, once their window is back in front', async () => {
    const admin = await ApiSession.signIn('admin');
    const readers = await createRole(admin, ['users.read', 'articles.read']);
    const reader = await accountHolding(admin, [readers]);
    const theirs = await openConsole({ as: await ApiSession.signIn(reader) });
    await theirs.page.goto('/');
    await mainMenu(theirs.page).waitFor();
    expect(await visibleMenuLabels(theirs.page)).not.toContain('系统管理');

    const { page } = await openRoles('admin', `${rolesPath}?role=${readers.id}`);
    await editor(page).getByRole('heading', { name: readers.name, level: 2 }).waitFor();
    await searchBox(page).fill('roles.manage');
    await checkbox(editor(page), '管理角色与权限').check();
    await editor(page).getByRole('button', { name: '保存' }).click();
    await page.getByText(`已保存“${readers.name}”`).waitFor();

    // Their window comes back to the front: the console asks again who they are.
    await theirs.page.bringToFront();
    await theirs.page.evaluate(() => {
      document.dispatchEvent(new Event('visibilitychange'));
      window.dispatchEvent(new Event('focus'));
    });
    await expect.poll(() => visibleMenuLabels(theirs.page)).toContain('系统管理');
    await mainMenu(theirs.page).getByText('系统管理', { exact: true }).click();
    await expect.poll(() => visibleMenuLabels(theirs.page)).toContain('角色管理');
    await mainMenu(theirs.page).getByText('角色管理', { exact: true }).click();
    await theirs.page.getByRole('heading', { name: '角色管理', level: 1 }).waitFor();
  });
});
