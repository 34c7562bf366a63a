import type { Locator, Page, Response } from 'playwright-core';

/** The product's name, after every page's own name in the title. */
export const productTitle = 'React Admin Vite';

/** The document title of a page named `name` (its menu name). */
export function titleOf(name: string): string {
  return `${name} - ${productTitle}`;
}

/** The `redirect` query of the current address (the way back after signing in). */
export function redirectParam(page: Page): string | null {
  return new URL(page.url()).searchParams.get('redirect');
}

/** The current path and query, as a person reads them in the address bar. */
export function pathOf(page: Page): string {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
}

export function signInButton(page: Page): Locator {
  return page.getByRole('button', { name: /^(登录|Sign in)$/ });
}

/** Fills the sign-in form and submits it; resolves with the API's answer to the attempt. */
export async function submitSignIn(
  page: Page,
  username: string,
  password: string,
): Promise<Response> {
  await page.getByLabel(/^(用户名|Username)/).fill(username);
  await page.getByLabel(/^(密码|Password)/).fill(password);
  const [answer] = await Promise.all([
    page.waitForResponse((response) => new URL(response.url()).pathname === '/api/login/account'),
    signInButton(page).click(),
  ]);
  return answer;
}

export function mainMenu(page: Page): Locator {
  return page.getByRole('navigation', { name: /^(主菜单|Main menu)$/ });
}

/** The labels of the menu entries a person can see now, top to bottom. */
export async function visibleMenuLabels(page: Page): Promise<string[]> {
  const entries = mainMenu(page).locator('[data-menu-item]').filter({ visible: true });
  return (await entries.allInnerTexts()).map((text) => text.replace(/\s+/g, ' ').trim());
}

/** The steps of the breadcrumbs, or an empty list when the page shows none. */
export async function breadcrumbSteps(page: Page): Promise<string[]> {
  const trail = page.getByRole('navigation', { name: /^(面包屑导航|Breadcrumb)$/ });
  if ((await trail.count()) === 0) return [];
  return (await trail.locator('a, [aria-current="page"]').allInnerTexts()).map((text) =>
    text.trim(),
  );
}

/** Whether <html> carries the `dark` class that dark-theme styles hang on. */
export function hasDarkClass(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.classList.contains('dark'));
}
