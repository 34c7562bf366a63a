import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { DashboardSummary, Role, SysArticle } from '@org/api/contract';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ApiSession } from './support/api-session.js';
import { type ConsoleOptions, openConsole } from './support/browser.js';
import { visibleMenuLabels } from './support/console-page.js';
import {
  articlesPath,
  createArticle,
  dialog,
  field,
  rowAction,
  rowOf,
  uniqueName,
} from './support/crud-page.js';
import { freshPostgresDatabase } from './support/postgres.js';
import { type RunningProduct, startProduct } from './support/product.js';

/**
 * A page that counts its own loads (news must arrive without a reload), and `live`: settles once
 * it follows the live stream, which it opens once the page has loaded. Watched for before the
 * page is opened, so a quick connection is not missed.
 */
async function openCounted(options: ConsoleOptions, address: string) {
  const tab = await openConsole(options);
  let loads = 0;
  tab.page.on('load', () => {
    loads += 1;
  });
  const live = untilLive(tab.page);
  await tab.page.goto(address);
  return { ...tab, loads: () => loads, live };
}

/** Opens `count` streams with a browser session's cookies, as more tabs without Web Locks would. */
async function openStreams(api: ApiSession | undefined, count: number) {
  if (!api) throw new Error('the page is not signed in');
  const cookie = api
    .cookies()
    .map(({ name, value }) => `${name}=${value}`)
    .join('; ');
  const controllers: AbortController[] = [];
  for (let opened = 0; opened < count; opened += 1) {
    const controller = new AbortController();
    controllers.push(controller);
    const response = await fetch(new URL('/api/events', api.baseUrl), {
      headers: { cookie, 'x-forwarded-for': api.address },
      signal: controller.signal,
    });
    expect(response.status).toBe(200);
  }
  return {
    close() {
      for (const controller of controllers) controller.abort();
    },
  };
}

/** Settles when the page next opens the live stream. */
async function untilLive(page: Page) {
  await page.waitForResponse((response) => new URL(response.url()).pathname === '/api/events');
}

async function openArticles(options: ConsoleOptions) {
  const tab = await openCounted(options, articlesPath);
  await tab.live;
  return tab;
}

/** The text of an article's row on screen ('' once it is gone). */
const rowText = async (page: Page, article: Pick<SysArticle, 'id'>) => {
  const row = rowOf(page, article.id);
  return (await row.count()) === 0 ? '' : ((await row.textContent()) ?? '');
};

describe('live data on one API instance', () => {
  it('shows another person’s edit and deletion in an open table, without a reload', async () => {
    const admin = await ApiSession.signIn('admin');
    const article = await createArticle(admin, { title: uniqueName('live'), status: 'draft' });
    const reader = await openArticles({ as: 'user' });
    const editor = await openArticles({ as: 'admin' });
    await expect.poll(() => rowText(reader.page, article)).toContain(article.title);

    // The admin edits through the form, as a person would.
    await rowAction(editor.page, '编辑', article.title).click();
    const form = dialog(editor.page, '编辑文章');
    const retitled = `${article.title} (edited)`;
    await field(form, '标题').fill(retitled);
    await form.getByRole('button', { name: '保存' }).click();
    await expect.poll(() => rowText(reader.page, article)).toContain(retitled);

    await rowAction(editor.page, '删除', retitled).click();
    await dialog(editor.page, '删除文章').getByRole('button', { name: '删除' }).click();
    await expect.poll(() => rowOf(reader.page, article.id).count()).toBe(0);
    expect(reader.loads()).toBe(1);
  });

  it('moves the home page’s totals when someone adds an article', async () => {
    const admin = await ApiSession.signIn('admin');
    const home = await openCounted({ as: 'user' }, '/');
    await home.live;
    const drafts = home.page.locator('[data-stat="articles.draft"]');
    const shown = async () => Number((await drafts.textContent())?.replace(/\D/g, ''));
    await drafts.waitFor();
    const before = (await admin.get<DashboardSummary>('/api/dashboard/summary')).data;
    await expect.poll(shown).toBe(before.articles.draft);
    await createArticle(admin, { title: uniqueName('home'), status: 'draft' });
    await expect.poll(shown).toBe(before.articles.draft + 1);
    expect(home.loads()).toBe(1);
  });

  it('tells an editor who else has the record open, and who changed it meanwhile', async () => {
    const user = await ApiSession.signIn('user');
    const article = await createArticle(user, { title: uniqueName('shared'), status: 'draft' });
    const author = await openArticles({ as: user });
    await rowAction(author.page, '编辑', article.title).click();
    const form = dialog(author.page, '编辑文章');
    await field(form, '标题').fill('Half-typed by the author');

    const admin = await openArticles({ as: 'admin' });
    await rowAction(admin.page, '查看', article.title).click();
    await expect.poll(() => form.getByTestId('crud-presence').textContent()).toContain('Admin');

    const adminApi = await ApiSession.signIn('admin');
    const saved = await adminApi.post<SysArticle>('/api/sysArticle/update', {
      id: article.id,
      version: article.version,
      title: `${article.title} by admin`,
    });
    expect(saved.code).toBe(0);
    const notice = form.getByRole('alert');
    await expect.poll(() => notice.textContent()).toContain('Admin 刚刚修改了这条记录');
    // What the author typed is still there until they choose.
    expect(await field(form, '标题').inputValue()).toBe('Half-typed by the author');
    await notice.getByRole('button', { name: '加载对方的版本' }).click();
    await expect.poll(() => field(form, '标题').inputValue()).toBe(`${article.title} by admin`);
  });

  it('keeps one stream for the whole browser, its tabs sharing what it hears', async () => {
    const admin = await ApiSession.signIn('admin');
    const first = await openArticles({ as: 'user' });
    const streams: string[] = [];
    first.context.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/events') streams.push(request.url());
    });
    const second = await first.context.newPage();
    await second.goto(articlesPath);
    const article = await createArticle(admin, { title: uniqueName('tabs'), status: 'draft' });
    await expect.poll(() => rowText(second, article)).toContain(article.title);
    await expect.poll(() => rowText(first.page, article)).toContain(article.title);
    expect(streams).toEqual([]);

    // The tab holding the stream closes: the other takes it over, missing nothing.
    await Promise.all([untilLive(second), first.page.close()]);
    const next = await createArticle(admin, { title: uniqueName('handover'), status: 'draft' });
    await expect.poll(() => rowText(second, next)).toContain(next.title);
  });

  it('redraws the menu of someone whose role gains a code, without a reload or a focus', async () => {
    const admin = await ApiSession.signIn('admin');
    const role = (
      await admin.post<Role>('/api/roles/create', {
        name: uniqueName('growing'),
        permissions: ['users.read', 'articles.read'],
      })
    ).data;
    const account = await admin.createAccount('grows');
    await admin.post(`/api/sys_users/update/${account.id}`, {
      version: account.version,
      roleIds: [role.id],
    });
    const theirs = await openCounted(
      { as: await ApiSession.signIn({ username: account.username, password: account.password }) },
      '/',
    );
    await theirs.live;
    expect(await visibleMenuLabels(theirs.page)).not.toContain('系统管理');
    const granted = await admin.post<Role>(`/api/roles/update/${role.id}`, {
      version: role.version,
      permissions: ['users.read', 'articles.read', 'audit.read'],
    });
    expect(granted.code).toBe(0);
    await expect.poll(() => visibleMenuLabels(theirs.page)).toContain('系统管理');
    expect(theirs.loads()).toBe(1);
  });

  it('catches up after its stream is cut, with the changes made meanwhile', async () => {
    const admin = await ApiSession.signIn('admin');
    const reader = await openArticles({ as: 'user' });
    const seen = await createArticle(admin, { title: uniqueName('before'), status: 'draft' });
    await expect.poll(() => rowText(reader.page, seen)).toContain(seen.title);
    const resumed: URL[] = [];
    reader.page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/events') resumed.push(url);
    });
    // Four more streams of the same session: the API ends the oldest, the page's own.
    const others = await openStreams(reader.api, 4);
    const missed = await createArticle(admin, { title: uniqueName('missed'), status: 'draft' });
    await expect.poll(() => rowText(reader.page, missed)).toContain(missed.title);
    // A new stream, resuming after the last change the page had heard.
    expect(resumed[0]?.searchParams.has('lastEventId')).toBe(true);
    expect(reader.loads()).toBe(1);
    others.close();
  });
});

describe.runIf(!!process.env.DATABASE_URL)(
  'live data across two API instances on PostgreSQL',
  () => {
    let database: Awaited<ReturnType<typeof freshPostgresDatabase>>;
    let workDir: string;
    const instances: RunningProduct[] = [];

    beforeAll(async () => {
      database = await freshPostgresDatabase();
      workDir = await mkdtemp(path.join(tmpdir(), 'console-e2e-pg-'));
      const consoleDir = inject('consoleDir');
      // The first seeds the database; the second finds it seeded.
      instances.push(
        await startProduct({
          dataDir: path.join(workDir, 'one'),
          consoleDir,
          databaseUrl: database.url,
        }),
      );
      instances.push(
        await startProduct({
          dataDir: path.join(workDir, 'two'),
          consoleDir,
          databaseUrl: database.url,
        }),
      );
    }, 120_000);
    afterAll(async () => {
      for (const instance of instances) await instance.stop();
      await database?.drop();
      if (workDir) await rm(workDir, { recursive: true, force: true });
    });

    it('shows an edit made through one instance in a table served by the other', async () => {
      const [one, two] = instances.map((instance) => instance.url);
      const writer = await ApiSession.signIn('admin', one);
      const article = await createArticle(writer, { title: uniqueName('pg'), status: 'draft' });
      const reader = await openArticles({ as: 'user', baseUrl: two });
      const editor = await openArticles({ as: 'admin', baseUrl: one });
      await expect.poll(() => rowText(reader.page, article)).toContain(article.title);

      await rowAction(editor.page, '编辑', article.title).click();
      const form = dialog(editor.page, '编辑文章');
      await field(form, '标题').fill(`${article.title} via one`);
      await form.getByRole('button', { name: '保存' }).click();
      await expect.poll(() => rowText(reader.page, article)).toContain(`${article.title} via one`);

      await rowAction(editor.page, '删除', `${article.title} via one`).click();
      await dialog(editor.page, '删除文章').getByRole('button', { name: '删除' }).click();
      await expect.poll(() => rowOf(reader.page, article.id).count()).toBe(0);
      expect(reader.loads()).toBe(1);
    });
  },
);
