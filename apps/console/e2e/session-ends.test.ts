import { describe, expect, it } from 'vitest';
import { accounts } from './support/accounts.js';
import { ApiSession } from './support/api-session.js';
import { pathOf, redirectParam, signInButton } from './support/console-page.js';
import {
  articlesPath,
  dialog,
  field,
  listArticles,
  openCrudPage,
  pageButton,
  tableRows,
  uniqueName,
  usersPath,
} from './support/crud-page.js';

describe('a session that ends while the person works', () => {
  it('over a half-written article: signing in again in the dialog saves it, nothing typed is lost', async () => {
    const { page, api } = await openCrudPage('admin', articlesPath);
    const title = uniqueName('Written across a sign-in');
    await page.getByRole('button', { name: '新建', exact: true }).click();
    const form = dialog(page, '新建文章');
    await field(form, '标题').fill(title);
    await field(form, '内容').fill('Typed before the session ended.');

    // Signed out elsewhere (another tab, an admin, an expiry): the session is gone.
    await api.post('/api/login/outLogin');
    await form.getByRole('button', { name: '保存' }).click();

    const again = page.getByRole('dialog', { name: '登录已过期' });
    await again.waitFor();
    expect(pathOf(page)).toBe(articlesPath);
    expect(await field(form, '标题').inputValue()).toBe(title);
    // The same person signs in again: the username is theirs and cannot be changed.
    const username = again.getByLabel(/^用户名/);
    expect(await username.inputValue()).toBe(accounts.admin.username);
    expect(await username.getAttribute('readonly')).not.toBeNull();
    await again.getByLabel(/^密码/).fill(accounts.admin.password);
    await again.getByRole('button', { name: '登录', exact: true }).click();

    // The refused save is sent again and goes through.
    await again.waitFor({ state: 'hidden' });
    await form.waitFor({ state: 'hidden' });
    await page.getByText(`已创建“${title}”`).waitFor();
    const fresh = await ApiSession.signIn('admin');
    const [saved] = (await listArticles(fresh, { keyword: title })).list;
    expect(saved).toMatchObject({ title, content: 'Typed before the session ended.' });
  });

  it('over a half-written form, the person may still give up for the sign-in page', async () => {
    const { page, api } = await openCrudPage('admin', articlesPath);
    await page.getByRole('button', { name: '新建', exact: true }).click();
    const form = dialog(page, '新建文章');
    await field(form, '标题').fill(uniqueName('Given up'));
    await api.post('/api/login/outLogin');
    await form.getByRole('button', { name: '保存' }).click();
    const again = page.getByRole('dialog', { name: '登录已过期' });
    await again.getByRole('button', { name: /^前往登录页/ }).click();
    await page.waitForURL((url) => url.pathname === '/user/login');
    expect(redirectParam(page)).toBe(articlesPath);
  });

  it('with nothing unsaved, goes to the sign-in page, which says why and leads back', async () => {
    const { page, api } = await openCrudPage('admin', usersPath);
    await api.post('/api/login/outLogin');
    await pageButton(page, 2).click();

    await page.waitForURL((url) => url.pathname === '/user/login');
    expect(redirectParam(page)).toBe(`${usersPath}?current=2`);
    await page.getByText('登录已过期，请重新登录').waitFor();
    await page.getByLabel(/^用户名/).fill(accounts.admin.username);
    await page.getByLabel(/^密码/).fill(accounts.admin.password);
    await signInButton(page).click();
    await page.waitForURL((url) => url.pathname === usersPath);
    await tableRows(page).first().waitFor();
    expect(pathOf(page)).toBe(`${usersPath}?current=2`);
  });
});
