import type { SysUser } from '@org/api/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ApiSession } from './support/api-session.js';
import { openConsole } from './support/browser.js';
import { mainMenu, redirectParam, signInButton } from './support/console-page.js';

describe('when the API answers 401', () => {
  it('a session signed out from elsewhere sends the browser to sign-in at its next call', async () => {
    const { page, api } = await openConsole({ as: 'user' });
    await page.goto('/crud-table');
    await page.locator('[data-row-key]').first().waitFor();

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
    // The click is to be the next call: told of the change to the account, the live stream
    // would have the home page ask again for its figures, and its choices are saved a second
    // after it opens; either, answered first, sends it to sign-in before the click.
    await page.route('**/api/events**', (route) => route.abort());
    await page.route('**/api/preferences', (route) =>
      route.request().method() === 'PUT' ? undefined : route.continue(),
    );
    await page.goto('/');
    await page.getByRole('heading', { name: `欢迎回来，${account.name}` }).waitFor();
    // The figures' request, sent as the page draws, answered: on a slow machine it can reach the
    // API after the change below, and its 401 would send the home page to sign-in.
    await page.locator('[data-stat="users.total"]').waitFor();

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
  /**
   * The list retries a server fault 3 times, 5 s apart, before it gives up and says so. The
   * page's clock is moved on a second at a time until it has, instead of the test waiting 15 s.
   */
  async function untilGivenUp(page: Page, givenUp: () => Promise<boolean> | boolean) {
    await expect
      .poll(async () => {
        if (await givenUp()) return true;
        await page.clock.fastForward(1_000);
        return false;
      })
      .toBe(true);
  }

  it('the list shows the message of the server in its place', async () => {
    const { page } = await openConsole({ as: 'admin' });
    await page.clock.install();
    const message = '数据库暂时不可用，请稍后再试';
    let asked = 0;
    await page.route(
      (url) => url.pathname === '/api/sys_users/list',
      (route) => {
        asked++;
        return route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ code: 500, data: null, message }),
        });
      },
    );
    await page.goto('/crud-table');

    const alert = page.getByRole('alert').filter({ hasText: '列表加载失败' });
    await untilGivenUp(page, () => alert.isVisible());
    expect(await alert.textContent()).toContain(message);
    expect(asked).toBe(4);
    await page.getByRole('heading', { name: 'CRUD 表格', level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/crud-table');
    expect(await page.locator('[data-row-key]').count()).toBe(0);

    // 重试 asks again, and the rows come once the server answers.
    await page.unrouteAll();
    await alert.getByRole('button', { name: '重试' }).click();
    await page.locator('[data-row-key]').first().waitFor();
    expect(await alert.count()).toBe(0);
  });

  it('a request that never reaches the API shows the reason in the list', async () => {
    const { page } = await openConsole({ as: 'admin' });
    await page.clock.install();
    await page.route(
      (url) => url.pathname === '/api/sys_users/list',
      (route) => route.abort('connectionrefused'),
    );
    await page.goto('/crud-table');

    const alert = page.getByRole('alert').filter({ hasText: '列表加载失败' });
    await untilGivenUp(page, () => alert.isVisible());
    expect(await alert.textContent()).toContain('Failed to fetch');
    expect(new URL(page.url()).pathname).toBe('/crud-table');
  });
});

describe('requests the console abandons itself', () => {
  it('pages skipped while the user list loads slowly bring no error toast', async () => {
    const { page } = await openConsole({ as: 'admin' });
    await page.goto('/crud-table');
    await page.locator('[data-row-key]').first().waitFor();
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
