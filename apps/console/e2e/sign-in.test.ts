import { describe, expect, inject, it } from 'vitest';
import { accounts } from './support/accounts.js';
import { ApiSession } from './support/api-session.js';
import { openConsole } from './support/browser.js';
import {
  pathOf,
  redirectParam,
  signInButton,
  submitSignIn,
  titleOf,
} from './support/console-page.js';

describe('signing in and out', () => {
  it('an admin who opens a page signed out signs in and comes back to that page', async () => {
    const { page } = await openConsole();
    await page.goto('/crud-table?current=2');

    await page.waitForURL((url) => url.pathname === '/user/login');
    expect(redirectParam(page)).toBe('/crud-table?current=2');
    await signInButton(page).waitFor();
    expect(await page.title()).toBe(titleOf('登录'));

    await submitSignIn(page, accounts.admin.username, accounts.admin.password);
    await page.waitForURL((url) => url.pathname === '/crud-table');
    expect(pathOf(page)).toBe('/crud-table?current=2');
    await page.getByRole('heading', { name: 'CRUD 表格', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Admin, 用户菜单' }).waitFor();
    expect(await page.title()).toBe(titleOf('CRUD 表格'));
  });

  it('an ordinary user signs in from the sign-in page and lands on the home page', async () => {
    const { page } = await openConsole();
    await page.goto('/user/login');

    await submitSignIn(page, accounts.user.username, accounts.user.password);
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('heading', { name: '欢迎回来，User' }).waitFor();
    await page.getByRole('button', { name: 'User, 用户菜单' }).waitFor();
    expect(await page.title()).toBe(titleOf('首页'));
  });

  it('a wrong password keeps the person on the sign-in page and says so', async () => {
    const account = await (await ApiSession.signIn('admin')).createAccount('wrong.password');
    const { page } = await openConsole();
    await page.goto('/user/login');

    const answer = await submitSignIn(page, account.username, 'not-the-password');
    expect(answer.status()).toBe(200);
    const error = page.getByTestId('login-error');
    await error.waitFor();
    expect(await error.textContent()).toBe('用户名或密码错误');
    expect(new URL(page.url()).pathname).toBe('/user/login');
    expect(await page.getByLabel(/^验证码/).count()).toBe(0);

    // The right password still works after one mistake.
    await submitSignIn(page, account.username, account.password);
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('heading', { name: `欢迎回来，${account.name}` }).waitFor();
  });

  it('a captcha is asked for after three failed sign-ins, not before', async () => {
    const account = await (await ApiSession.signIn('admin')).createAccount('captcha');
    const { page } = await openConsole();
    await page.goto('/user/login');
    const captchaField = page.getByLabel(/^验证码/);

    for (const attempt of [1, 2]) {
      await submitSignIn(page, account.username, `wrong-${attempt}`);
      await page.getByTestId('login-error').waitFor();
      expect(await captchaField.count(), `captcha after failure ${attempt}`).toBe(0);
    }
    await submitSignIn(page, account.username, 'wrong-3');

    await page.getByTestId('captcha-image').waitFor();
    await captchaField.waitFor();
    expect(await page.getByTestId('login-error').textContent()).toBe('用户名或密码错误');
    await page.getByRole('button', { name: '换一张验证码' }).waitFor();

    // From now on even the right password needs the captcha beside it.
    await page.getByLabel(/^密码/).fill(account.password);
    await signInButton(page).click();
    await page.getByText('请输入验证码').waitFor();
    expect(new URL(page.url()).pathname).toBe('/user/login');
  });

  it('signing out from the user menu returns to sign-in with the way back', async () => {
    const { page } = await openConsole({ as: 'admin' });
    await page.goto('/crud-table?current=3');
    await page.locator('[data-row-key]').first().waitFor();

    await page.getByRole('button', { name: 'Admin, 用户菜单' }).click();
    await page.getByRole('menuitem', { name: '退出登录' }).click();

    await page.waitForURL((url) => url.pathname === '/user/login');
    expect(redirectParam(page)).toBe('/crud-table?current=3');
    await signInButton(page).waitFor();

    // The session is over on the server too: any page now asks to sign in.
    await page.goto('/');
    await page.waitForURL((url) => url.pathname === '/user/login');
    expect(redirectParam(page)).toBe('/');
  });

  it('a way back that leaves the site is ignored after sign-in', async () => {
    const { page } = await openConsole();
    await page.goto(`/user/login?redirect=${encodeURIComponent('//evil.example/steal')}`);

    await submitSignIn(page, accounts.user.username, accounts.user.password);
    await page.waitForURL((url) => url.pathname === '/');
    expect(page.url()).toBe(`${inject('baseUrl')}/`);
  });
});
