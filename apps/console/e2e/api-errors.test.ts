import type { SysUser } from '@org/api/contract';
import { describe, expect, it } from 'vitest';
import { ApiSession } from './support/api-session.js';
import { openConsole } from './support/browser.js';
import { mainMenu, redirectParam, signInButton } from './support/console-page.js';

describe('when the API answers 401', () => {
  it('a session signed out from elsewhere sends the browser to sign-in at its next call', async () => {
    const { page, api } = await openConsole({ as: 'user' });
    await page.goto('/crud-table');
    await page.locator('[data-user-id]').first().waitFor();

    // The same session, signed out by a second client holding its cookies.
    const elsewhere = new ApiSession().adopt(api?.cookies() ?? []);
    expect((await elsewhere.post('/api/login/outLogin')).code).toBe(0);

    await page.getByRole('button', { name: '2', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/user/login');
    expect(redirectParam(page)).toBe('/crud-table?current=2');
    await signInButton(page).waitFor();
  });

  it('an account disabled by an admin is sent to sign-in at its next call', async () => {
    const admin = await ApiSession.signIn('admin');
    const account = await admin.createAccount('disabled');
    const session = await ApiSession.signIn(account);
    const { page } = await openConsole({ as: session });
    await page.goto('/');
    await page.getByRole('heading', { name: `欢迎回来，${account.name}` }).waitFor();

    const disabled = await admin.post<SysUser>(`/api/sys_users/update/${account.id}`, {
      version: account.version,
      status: 'disabled',
    });
    expect(disabled.data.status).toBe('disabled');

    await mainMenu(page).getByRole('link', { name: 'CRUD 表格' }).click();
    await page.waitForURL((url) => url.pathname === '/user/login');
    expect(redirectParam(page)).toBe('/crud-table');
  });
});

describe('when the API answers 500', () => {
  it('the error toast shows the message of the server', async () => {
    const { page } = await openConsole({ as: 'admin' });
    const message = '数据库暂时不可用，请稍后再试';
    await page.route(
      (url) => url.pathname === '/api/sys_users/list',
      (route) =>
        route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ code: 500, data: null, message }),
        }),
    );
    await page.goto('/crud-table');

    await page.getByRole('alert').filter({ hasText: message }).first().waitFor();
    await page.getByRole('heading', { name: '用户列表' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/crud-table');
  });

  it('a request that never reaches the API shows the reason in the toast', async () => {
    const { page } = await openConsole({ as: 'admin' });
    await page.route(
      (url) => url.pathname === '/api/sys_users/list',
      (route) => route.abort('connectionrefused'),
    );
    await page.goto('/crud-table');

    await page.getByRole('alert').filter({ hasText: 'Failed to fetch' }).first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/crud-table');
  });
});

describe('requests the console abandons itself', () => {
  it('pages skipped while the user list loads slowly bring no error toast', async () => {
    const { page } = await openConsole({ as: 'admin' });
    await page.goto('/crud-table');
    await page.locator('[data-user-id]').first().waitFor();
    // A slow network: each page of users takes a second to arrive.
    await page.route(
      (url) => url.pathname === '/api/sys_users/list',
      async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1000));
        await route.continue().catch(() => {
          // The page gave up on this request while it waited.
        });
      },
    );

    // Page 2, then page 3 before page 2 has arrived: the console abandons page 2 itself.
    await page.getByRole('button', { name: '2', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('current') === '2');
    const thirdPage = page.waitForResponse(
      (response) => new URL(response.url()).searchParams.get('current') === '3',
    );
    await page.getByRole('button', { name: '3', exact: true }).click();
    await thirdPage;
    await page.locator('[aria-current="page"]', { hasText: /^3$/ }).waitFor();

    expect(await page.getByRole('alert').allInnerTexts()).toEqual([]);
  });
});
