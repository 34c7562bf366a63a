import type { Captcha } from '@org/api/contract';
import type { BrowserContext, Locator, Page } from 'playwright-core';
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

const isFocused = (locator: Locator) =>
  locator.evaluate((element) => element === document.activeElement);

/** Signs in wrongly `times` times, waiting for each refusal. */
async function failSignIns(page: Page, username: string, times: number) {
  for (let attempt = 1; attempt <= times; attempt++) {
    await submitSignIn(page, username, `wrong-${attempt}`);
    await page.getByTestId('login-error').waitFor();
  }
}

/** The person's choice of English, where the shell's preferences keep it, before any page. */
async function chooseEnglish(context: BrowserContext) {
  await context.addInitScript(() => {
    localStorage.setItem('admin-shell:preferences', JSON.stringify({ locale: 'en-US' }));
  });
}

const chineseNumbers = ['零', '一', '二', '三', '四', '五', '六', '七', '八', '九', '十'];

/** Works out a captcha question ("三加五等于几？…") as a person listening to it would. */
function answerTo(question: string): number {
  const [, first = '', operation, second = ''] =
    /^(十|[一二三四五六七八九])(加|减)(十|[一二三四五六七八九])等于几/.exec(question) ?? [];
  const a = chineseNumbers.indexOf(first);
  const b = chineseNumbers.indexOf(second);
  if (a < 1 || b < 1) throw new Error(`not a question this test can answer: ${question}`);
  return operation === '加' ? a + b : a - b;
}

/** What a screen reader reads after a field's name: the text its aria-describedby points at. */
function descriptionOf(field: Locator): Promise<string> {
  return field.evaluate((element) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ')
      .trim(),
  );
}

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
    expect(await page.title()).toBe(titleOf('用户'));
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
    await page.getByRole('button', { name: '换一张', exact: true }).waitFor();

    // From now on even the right password needs the captcha beside it.
    await page.getByLabel(/^密码/).fill(account.password);
    await signInButton(page).click();
    await page.getByText('请输入验证码').waitFor();
    expect(new URL(page.url()).pathname).toBe('/user/login');
  });

  it('the captcha picture is shown at the size it is drawn for, with a button that replaces it', async () => {
    const { page } = await openConsole({ theme: 'dark' });
    await page.goto('/user/login');
    await failSignIns(page, `nobody.${Date.now()}`, 3);

    const image = page.getByTestId('captcha-image');
    await image.waitFor();
    const size = () =>
      image.evaluate((element: HTMLImageElement) => {
        const box = element.getBoundingClientRect();
        return {
          natural: [element.naturalWidth, element.naturalHeight],
          shown: [box.width, box.height],
        };
      });
    await expect.poll(async () => (await size()).natural[0]).toBeGreaterThanOrEqual(150);
    const { natural, shown } = await size();
    expect(shown).toEqual(natural);
    expect(natural[1]).toBeGreaterThanOrEqual(50);

    // The hint says how to get another; the button beside the picture gives one.
    await page.getByText('看不清可点“换一张”').waitFor();
    const first = await image.getAttribute('src');
    await page.getByRole('button', { name: '换一张', exact: true }).click();
    await expect.poll(() => image.getAttribute('src')).not.toBe(first);
  });

  it('someone who cannot see the picture answers a question in words instead, and signs in', async () => {
    const account = await (await ApiSession.signIn('admin')).createAccount('question');
    const { page } = await openConsole();
    await page.goto('/user/login');
    await failSignIns(page, account.username, 3);
    const field = page.getByLabel(/^验证码/);
    await field.waitFor();

    await page.getByRole('button', { name: '看不到图片？改为回答文字问题' }).click();
    // The field takes focus with the question as its description, read out with it.
    await expect.poll(() => isFocused(field)).toBe(true);
    await expect.poll(() => descriptionOf(field)).toMatch(/等于几？请用数字回答。$/);
    expect(await page.getByTestId('captcha-image').count()).toBe(0);

    await field.fill(String(answerTo(await descriptionOf(field))));
    await submitSignIn(page, account.username, account.password);
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('heading', { name: `欢迎回来，${account.name}` }).waitFor();
  });

  it('after each refusal, focus goes where the person must act, and the refusal is announced', async () => {
    const account = await (await ApiSession.signIn('admin')).createAccount('focus');
    const { page } = await openConsole();
    await page.goto('/user/login');
    const password = page.getByLabel(/^密码/);
    const captcha = page.getByLabel(/^验证码/);
    const alert = page.getByRole('alert');

    await submitSignIn(page, account.username, 'wrong-1');
    await expect.poll(() => alert.textContent()).toBe('用户名或密码错误');
    await expect.poll(() => isFocused(password)).toBe(true);

    await failSignIns(page, account.username, 2);
    // Filled before its picture arrives, the answer would be emptied with the new challenge.
    await page.getByTestId('captcha-image').waitFor();
    await captcha.fill('ZZZZ');
    await submitSignIn(page, account.username, account.password);
    await expect.poll(() => alert.textContent()).toBe('验证码错误或已过期，请输入新的验证码');
    await expect.poll(() => isFocused(captcha)).toBe(true);
    // The refused answer is cleared with the new picture, which may come a moment after.
    await expect.poll(() => captcha.inputValue()).toBe('');

    // A form that did not know a captcha was due hears so from the API, and shows the field.
    const fresh = (await openConsole()).page;
    await fresh.goto('/user/login');
    await submitSignIn(fresh, account.username, account.password);
    await expect
      .poll(() => fresh.getByRole('alert').textContent())
      .toBe('登录失败次数较多，请输入验证码');
    await expect.poll(() => isFocused(fresh.getByLabel(/^验证码/))).toBe(true);
  });

  it('a locked account is told for how long', async () => {
    const account = await (await ApiSession.signIn('admin')).createAccount('locked');
    // Ten failures lock the account: three plain ones, then seven with a captcha answered wrong.
    const elsewhere = new ApiSession();
    for (let attempt = 1; attempt <= 10; attempt++) {
      const captcha =
        attempt > 3 ? (await elsewhere.get<Captcha>('/api/login/captcha')).data : null;
      await elsewhere.post('/api/login/account', {
        username: account.username,
        password: 'wrong',
        ...(captcha ? { captchaId: captcha.captchaId, captcha: 'zzzz' } : {}),
      });
    }
    const { page } = await openConsole();
    await page.goto('/user/login');

    const answer = await submitSignIn(page, account.username, account.password);
    expect(answer.status()).toBe(429);
    const error = page.getByTestId('login-error');
    await expect.poll(() => error.textContent()).toContain('请在 15 分钟后重试');
    expect(await error.textContent()).toContain('登录失败次数过多，账户已暂时锁定');
    expect(await error.getAttribute('role')).toBe('alert');
    expect(await isFocused(error)).toBe(true);
  });

  it("the password fields' show buttons are named in the page's language", async () => {
    const { page, context } = await openConsole();
    await page.goto('/user/login');
    await page.getByRole('button', { name: '显示密码' }).waitFor();
    await page.goto('/user/register');
    await page.getByLabel(/^确认密码/).waitFor();
    expect(await page.getByRole('button', { name: '显示密码' }).count()).toBe(2);

    await chooseEnglish(context);
    await page.goto('/user/login');
    await page.getByRole('button', { name: 'Show password' }).waitFor();
    expect(await page.getByRole('button', { name: /Toggle/ }).count()).toBe(0);
    await page.goto('/user/register');
    await page.getByLabel(/^Confirm password/).waitFor();
    expect(await page.getByRole('button', { name: 'Show password' }).count()).toBe(2);
  });

  it('an empty sign-in form says in plain English what is required', async () => {
    const { page, context } = await openConsole();
    await chooseEnglish(context);
    await page.goto('/user/login');
    await signInButton(page).click();
    await page.getByText('Username is required').waitFor();
    await page.getByText('Password is required').waitFor();
    expect(await isFocused(page.getByLabel(/^Username/))).toBe(true);
  });

  it('someone signed in who opens the sign-in or register page goes on, never seeing the form', async () => {
    const { page, context } = await openConsole({ as: 'admin' });
    // Notes whether a password field ever appears, from before the page's own scripts run.
    await context.addInitScript(() => {
      new MutationObserver(() => {
        if (document.querySelector('input[type="password"]')) {
          document.documentElement.dataset.formShown = 'yes';
        }
      }).observe(document, { childList: true, subtree: true });
    });
    const formShown = () => page.evaluate(() => document.documentElement.dataset.formShown);

    await page.goto(`/user/login?redirect=${encodeURIComponent('/crud-table?current=2')}`);
    await page.waitForURL((url) => url.pathname === '/crud-table');
    expect(pathOf(page)).toBe('/crud-table?current=2');
    await page.getByRole('button', { name: 'Admin, 用户菜单' }).waitFor();
    expect(await formShown()).toBeUndefined();

    await page.goto(`/user/register?redirect=${encodeURIComponent('//evil.example/')}`);
    await page.waitForURL((url) => url.pathname === '/');
    expect(page.url()).toBe(`${inject('baseUrl')}/`);
    await page.getByRole('heading', { name: '欢迎回来，Admin' }).waitFor();
    expect(await formShown()).toBeUndefined();
  });

  it('a visitor, or a browser whose session has ended, gets the form without a wait', async () => {
    const { page } = await openConsole();
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    await page.goto('/user/login');
    await signInButton(page).waitFor();
    // The visitor's sign-in page never asks who is signed in.
    expect(asked).not.toContain('/api/currentUser');

    const api = await ApiSession.signIn('user');
    const ended = await openConsole({ as: api });
    // Signed out elsewhere: the browser still holds the session's cookies.
    await api.post('/api/login/outLogin');
    await ended.page.goto('/user/login');
    await signInButton(ended.page).waitFor();
    expect(new URL(ended.page.url()).pathname).toBe('/user/login');
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
