import { type Browser, chromium, type Page } from 'playwright-core';
import { people, reports, type StubServer, startingBooks } from './stub-api.js';

/** A host name that is not an IP address or localhost, so the version watcher runs. */
const host = 'console.test';

export async function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      `--host-resolver-rules=MAP ${host} 127.0.0.1`,
    ],
  });
}

function expect(condition: boolean, what: string): void {
  if (!condition) throw new Error(`Consumer app: ${what}`);
}

async function openSignedOut(browser: Browser, server: StubServer, path: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(server.url(host) + path);
  return { page, errors, close: () => context.close() };
}

async function signIn(page: Page, username: keyof typeof people, password: string) {
  await page.getByRole('textbox', { name: 'Username', exact: true }).fill(username);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** An admin: sent to sign in, refused once, then the layout, the menu and the reports. */
async function adminJourney(browser: Browser, server: StubServer): Promise<void> {
  const { page, errors, close } = await openSignedOut(browser, server, '/reports');
  await page.waitForURL((url) => url.pathname === '/login');
  expect(
    new URL(page.url()).searchParams.get('redirect') === '/reports',
    `the 401 redirect should carry the way back, got ${page.url()}`,
  );

  await signIn(page, 'ada', 'not-her-password');
  await page.getByText('Wrong username or password').waitFor();

  await signIn(page, 'ada', people.ada.password);
  await page.waitForURL((url) => url.pathname === '/reports');
  const banner = page.getByRole('banner');
  await banner.getByText('My Console').waitFor();
  await banner.getByText(people.ada.user.name).waitFor();
  for (const report of reports) await page.getByText(report.title).waitFor();

  await page.getByRole('navigation').getByRole('link', { name: 'Home' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await page.getByRole('heading', { name: `Welcome, ${people.ada.user.name}` }).waitFor();
  await page.getByRole('link', { name: 'Open the reports' }).waitFor();
  await page.getByRole('navigation').getByRole('link', { name: 'Reports' }).click();
  await page.waitForURL((url) => url.pathname === '/reports');
  await page.getByText(reports[0]?.title ?? '').waitFor();
  expect(
    (await page.title()).startsWith('Reports'),
    `the page title should name the page, got "${await page.title()}"`,
  );

  server.deployNewVersion();
  // A tab that becomes visible again checks for a new version at once.
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  const notice = page.getByRole('alert').filter({ hasText: 'New version available' });
  await notice.waitFor();
  await notice.getByRole('button', { name: 'Later' }).click();
  await notice.waitFor({ state: 'detached' });

  expect(errors.length === 0, `uncaught errors: ${errors.join('; ')}`);
  await close();
}

/** An ordinary user: no reports in the menu, the guard's fallback, and 403 at the address. */
async function userJourney(browser: Browser, server: StubServer): Promise<void> {
  const { page, errors, close } = await openSignedOut(browser, server, '/');
  await page.waitForURL((url) => url.pathname === '/login');
  await signIn(page, 'bob', people.bob.password);
  await page.waitForURL((url) => url.pathname === '/');
  await page.getByRole('heading', { name: `Welcome, ${people.bob.user.name}` }).waitFor();
  await page.getByText('Ask an admin to see the reports.').waitFor();
  const menu = page.getByRole('navigation');
  await menu.getByRole('link', { name: 'Home' }).waitFor();
  expect(
    (await menu.getByRole('link', { name: 'Reports' }).count()) === 0,
    'a user should not see Reports in the menu',
  );

  await page.goto(`${server.url(host)}/reports`);
  await page.getByText('403').first().waitFor();
  expect(
    !(await page.getByText(reports[0]?.title ?? '').isVisible()),
    'a user should not see the reports',
  );
  expect(errors.length === 0, `uncaught errors: ${errors.join('; ')}`);
  await close();
}

/** The CRUD page on the REST resource: list, create, edit and delete a book. */
async function booksJourney(browser: Browser, server: StubServer): Promise<void> {
  const { page, errors, close } = await openSignedOut(browser, server, '/books');
  await page.waitForURL((url) => url.pathname === '/login');
  await signIn(page, 'ada', people.ada.password);
  await page.waitForURL((url) => url.pathname === '/books');
  const table = page.getByRole('table', { name: 'book' });
  for (const book of startingBooks) await table.getByText(book.title).waitFor();
  await page.getByText(`${startingBooks.length} items`).waitFor();

  await page.getByRole('button', { name: 'New', exact: true }).click();
  const create = page.getByRole('dialog', { name: 'New book' });
  await create.getByRole('textbox', { name: 'Title' }).fill('The Baron in the Trees');
  await create.getByRole('textbox', { name: 'Author' }).fill('Italo Calvino');
  await create.getByRole('textbox', { name: 'Year' }).fill('1957');
  await create.getByRole('button', { name: 'Save' }).click();
  await create.waitFor({ state: 'detached' });
  await table.getByText('The Baron in the Trees').waitFor();

  await table.getByRole('button', { name: 'Edit The Baron in the Trees' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit book' });
  await edit.getByRole('textbox', { name: 'Title' }).fill('Il barone rampante');
  await edit.getByRole('button', { name: 'Save' }).click();
  await edit.waitFor({ state: 'detached' });
  await table.getByText('Il barone rampante').waitFor();

  await table.getByRole('button', { name: 'Delete Il barone rampante' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete book' });
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  await table.getByText('Il barone rampante').waitFor({ state: 'detached' });
  await page.getByText(`${startingBooks.length} items`).waitFor();

  expect(errors.length === 0, `uncaught errors: ${errors.join('; ')}`);
  await close();
}

/** Renders the consumer app in Chromium and walks through what a product team would check. */
export async function checkInBrowser(server: StubServer): Promise<void> {
  const browser = await launchChromium();
  try {
    await adminJourney(browser, server);
    await userJourney(browser, server);
    await booksJourney(browser, server);
  } finally {
    await browser.close();
  }
}
