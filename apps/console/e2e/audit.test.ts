import type { AuditEntry, PageResult } from '@org/api/contract';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ApiSession } from './support/api-session.js';
import { openConsole } from './support/browser.js';
import { mainMenu, visibleMenuLabels } from './support/console-page.js';
import {
  chooseOption,
  createArticle,
  createUser,
  dialog,
  field,
  openCrudPage,
  pageButton,
  parseCsv,
  rowAction,
  searchFor,
  searchOf,
  uniqueName,
  usersPath,
} from './support/crud-page.js';

const auditPath = '/system/audit';

/** The log as the API lists it for the same filters: what the screen must show. */
async function listAudit(
  api: ApiSession,
  query: Record<string, string | number>,
): Promise<PageResult<AuditEntry>> {
  const params = new URLSearchParams(
    Object.entries(query).map(([key, value]) => [key, `${value}`]),
  );
  const answer = await api.get<PageResult<AuditEntry>>(`/api/audit/list?${params}`);
  if (answer.code !== 0) throw new Error(`listing the audit log failed: ${answer.message}`);
  return answer.data;
}

/** The entries on screen, top to bottom (a hidden tab's table is not on screen). */
function auditRows(page: Page): Locator {
  return page
    .getByRole('table', { name: '审计日志条目' })
    .filter({ visible: true })
    .locator('tbody tr[data-entry-id]');
}

function entryIds(page: Page): Promise<string[]> {
  return auditRows(page).evaluateAll((rows) =>
    rows.map((row) => row.getAttribute('data-entry-id') ?? ''),
  );
}

async function expectEntries(page: Page, entries: readonly AuditEntry[]): Promise<void> {
  await expect.poll(() => entryIds(page)).toEqual(entries.map((entry) => String(entry.id)));
}

/** The total the screen reports (共 N 条), once it reports one. */
async function shownTotal(page: Page): Promise<number> {
  const total = page.getByTestId('audit-total').filter({ visible: true });
  await expect.poll(async () => /共 \d+ 条/.test((await total.textContent()) ?? '')).toBe(true);
  return Number(/共 (\d+) 条/.exec((await total.textContent()) ?? '')?.[1]);
}

/** The changes listed in a row or a history entry, a line each as a person reads them. */
function changesIn(scope: Locator): Promise<string[]> {
  return scope.locator('[data-change]').allInnerTexts();
}

const pad = (value: number) => String(value).padStart(2, '0');

/** A day as the time filters take it: the browser's (and this machine's) clock. */
function localDay(time: Date | string): string {
  const date = new Date(time);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A minute as the time filters take it and show it, in any language: "2026-05-01 09:30". */
function localMinute(time: Date | string): string {
  const date = new Date(time);
  return `${localDay(date)} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The first millisecond of a time's minute. */
function minuteStart(time: Date | string): number {
  const date = new Date(time);
  date.setSeconds(0, 0);
  return date.getTime();
}

/** Types into a filter that applies at Enter. */
async function typeFilter(page: Page, label: string, value: string): Promise<void> {
  const input = page.getByLabel(label, { exact: true });
  await input.fill(value);
  await input.press('Enter');
}

/** Picks the actor filter's user by typing their username. */
async function chooseActor(page: Page, user: { name: string; username: string }): Promise<void> {
  await page.getByRole('combobox', { name: '操作人' }).fill(user.username);
  await page.getByRole('option', { name: `${user.name} (${user.username})` }).click();
}

describe('an edit in the CRUD table, in the audit log and in the record’s history', () => {
  it('lists the name changed, newest first, with the request id in its details', async () => {
    const admin = await ApiSession.signIn('admin');
    const user = await createUser(admin, { username: uniqueName('audited'), name: 'Before Audit' });
    const { page } = await openCrudPage('admin', usersPath);
    await searchFor(page, user.username);
    await rowAction(page, '编辑', user.username).click();
    const form = dialog(page, '编辑用户');
    await field(form, '姓名').fill('After Audit');
    await form.getByRole('button', { name: '保存' }).click();
    await form.waitFor({ state: 'hidden' });

    await page.goto(auditPath);
    await chooseOption(page, page, '对象', '用户');
    await chooseOption(page, page, '操作', '修改');
    await typeFilter(page, '记录 ID', String(user.id));
    await expect
      .poll(() => searchOf(page))
      .toEqual({ resource: 'users', action: 'update', recordId: `"${user.id}"` });
    const logged = await listAudit(admin, {
      resource: 'users',
      action: 'update',
      recordId: user.id,
    });
    expect(logged.total).toBe(1);
    await expectEntries(page, logged.list);
    const row = auditRows(page).first();
    expect(await changesIn(row)).toEqual(['姓名：Before Audit → After Audit']);
    expect(await row.getByRole('cell').nth(2).textContent()).toBe('admin');
    expect(await row.getByRole('cell').nth(4).textContent()).toBe(`用户 #${user.id}`);

    await row.getByRole('button', { name: /^展开 .+ 的详情$/ }).click();
    const [entry] = logged.list;
    const details = page.locator(`tr[data-details-of="${entry?.id}"]`);
    await details.waitFor();
    expect(entry?.requestId).toBeTruthy();
    expect(await details.getByText(entry?.requestId ?? '', { exact: true }).count()).toBe(1);
    expect(await changesIn(details)).toEqual(['姓名：Before Audit → After Audit']);

    // The record's own view lists its history: the edit above its creation.
    await page.goto(`${usersPath}?view=${user.id}`);
    const history = dialog(page, '查看用户').getByRole('region', { name: '修改记录' });
    await expect.poll(() => history.locator('li[data-entry-id]').allInnerTexts()).toHaveLength(2);
    const [edit, creation] = await history.locator('li[data-entry-id]').all();
    if (!edit || !creation) throw new Error('the history lists two entries');
    expect(await edit.getByText('修改', { exact: true }).count()).toBe(1);
    expect(await changesIn(edit)).toEqual(['姓名：Before Audit → After Audit']);
    expect(await creation.getByText('新建', { exact: true }).count()).toBe(1);
    expect(await changesIn(creation)).toContain('姓名：Before Audit');
  });
});

describe('filtering, paging and exporting the log', () => {
  /** A fresh account that writes 12 articles: entries no other test adds to. */
  async function busyAuthor() {
    const admin = await ApiSession.signIn('admin');
    const account = await admin.createAccount('author');
    const author = await ApiSession.signIn(account);
    const articles = [];
    for (let index = 1; index <= 12; index++) {
      articles.push(
        await createArticle(author, { title: `Audited ${index}`, content: '', status: 'draft' }),
      );
    }
    return { admin, account, articles };
  }

  it('narrows by actor, resource and time, pages, and keeps it all in the address', async () => {
    const { admin, account, articles } = await busyAuthor();
    const { page } = await openConsole({ as: 'admin' });
    await page.goto(auditPath);
    const everything = await shownTotal(page);

    await chooseActor(page, account);
    await expect.poll(() => searchOf(page)).toEqual({ actorId: String(account.id) });
    const byActor = await listAudit(admin, { actorId: account.id });
    await expect.poll(() => shownTotal(page)).toBe(byActor.total);
    expect(byActor.total).toBeLessThan(everything);

    await chooseOption(page, page, '对象', '文章');
    const written = await listAudit(admin, { actorId: account.id, resource: 'articles' });
    expect(written.total).toBe(12);
    await expect.poll(() => shownTotal(page)).toBe(12);
    await expectEntries(page, written.list.slice(0, 10));
    expect(written.list.map((entry) => entry.recordId)).toEqual(
      articles
        .map((article) => String(article.id))
        .reverse()
        .slice(0, 10),
    );

    await pageButton(page, 2).click();
    await expect.poll(() => searchOf(page).current).toBe('2');
    const second = await listAudit(admin, {
      actorId: account.id,
      resource: 'articles',
      current: 2,
    });
    await expectEntries(page, second.list);
    expect(second.list).toHaveLength(2);

    // Their minutes hold all of them; from the minute after, none.
    const first = written.list.at(-1)?.at ?? '';
    const last = written.list[0]?.at ?? '';
    await typeFilter(page, '开始时间', localMinute(first));
    await typeFilter(page, '结束时间', localMinute(last));
    await expect.poll(() => shownTotal(page)).toBe(12);
    const after = new Date(new Date(last).getTime() + 60_000);
    await typeFilter(page, '开始时间', localMinute(after));
    await typeFilter(page, '结束时间', '');
    await expect.poll(() => shownTotal(page)).toBe(0);
    await page.getByText('没有符合条件的记录').filter({ visible: true }).waitFor();
    const from = searchOf(page).from ?? '';
    expect(new Date(from).getTime()).toBe(minuteStart(after));
    expect((await listAudit(admin, { actorId: account.id, from })).total).toBe(0);

    // A date alone is the whole day: from its first moment, to its last.
    await typeFilter(page, '开始时间', localDay(first));
    await typeFilter(page, '结束时间', localDay(last));
    await expect.poll(() => shownTotal(page)).toBe(12);
    expect(await page.getByLabel('结束时间', { exact: true }).inputValue()).toBe(
      `${localDay(last)} 23:59`,
    );

    await typeFilter(page, '开始时间', localMinute(first));
    await expect.poll(() => shownTotal(page)).toBe(12);
    await pageButton(page, 2).click();
    await expectEntries(page, second.list);
    const address = searchOf(page);
    expect(address).toMatchObject({
      actorId: String(account.id),
      resource: 'articles',
      current: '2',
    });

    await page.reload();
    await expectEntries(page, second.list);
    expect(searchOf(page)).toEqual(address);
    expect(await page.getByRole('combobox', { name: '操作人' }).inputValue()).toBe(
      `${account.name} (${account.username})`,
    );
    expect(await page.getByRole('combobox', { name: '对象' }).inputValue()).toBe('文章');
    expect(await page.getByLabel('开始时间', { exact: true }).inputValue()).toBe(
      localMinute(first),
    );
  });

  it('says in the app’s language how to write a time, and applies none it cannot read', async () => {
    const { page } = await openConsole({ as: 'admin' });
    await page.goto(`${auditPath}?resource=articles`);
    await shownTotal(page);
    const from = page.getByLabel('开始时间', { exact: true });
    // Not the browser's "mm/dd/yyyy": the browser here speaks English, the console Chinese.
    expect(await from.getAttribute('placeholder')).toBe('年-月-日 时:分');

    await typeFilter(page, '开始时间', '05/01/2026');
    await page.getByText('请按“年-月-日 时:分”填写，如 2026-05-01 09:30').waitFor();
    expect(await from.getAttribute('aria-invalid')).toBe('true');
    expect(searchOf(page)).toEqual({ resource: 'articles' });
    // A choice meanwhile applies, without the time it cannot read.
    await chooseOption(page, page, '操作', '新建');
    await expect.poll(() => searchOf(page)).toEqual({ resource: 'articles', action: 'create' });

    await typeFilter(page, '开始时间', '2026-5-1 9:05');
    await expect.poll(() => searchOf(page).from).toBe(new Date(2026, 4, 1, 9, 5).toISOString());
    expect(await from.inputValue()).toBe('2026-05-01 09:05');
    expect(await page.getByText('请按“年-月-日 时:分”填写，如 2026-05-01 09:30').count()).toBe(0);
  });

  it('exports exactly the filtered entries as CSV', async () => {
    const { account, articles } = await busyAuthor();
    const { page } = await openConsole({ as: 'admin' });
    await page.goto(`${auditPath}?actorId=${account.id}&resource=articles&pageSize=20`);
    await expect.poll(() => shownTotal(page)).toBe(12);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: '导出 CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('audit-log.csv');
    const chunks: Buffer[] = [];
    for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
    const [header, ...rows] = parseCsv(
      Buffer.concat(chunks)
        .toString('utf8')
        .replace(/^\uFEFF/, ''),
    );
    expect(header).toEqual([
      'at',
      'actor',
      'actorId',
      'ip',
      'requestId',
      'resource',
      'action',
      'recordId',
      'changes',
    ]);
    expect(rows.map((row) => [row[1], row[2], row[5], row[6]])).toEqual(
      articles.map(() => [account.username, String(account.id), 'articles', 'create']),
    );
    expect(rows.map((row) => row[7])).toEqual(
      articles.map((article) => String(article.id)).reverse(),
    );
  });
});

describe('what an entry names', () => {
  it('a sign-in names no record: the session, its changes none, its details only the facts', async () => {
    const admin = await ApiSession.signIn('admin');
    const account = await admin.createAccount('signer');
    await ApiSession.signIn(account);
    const [signIn] = (await listAudit(admin, { actorId: account.id, action: 'signIn' })).list;
    if (!signIn) throw new Error('the sign-in is logged');
    expect(signIn.recordId).toBeNull();

    const { page } = await openConsole({ as: admin });
    await page.goto(`${auditPath}?actorId=${account.id}&action=signIn`);
    await expectEntries(page, [signIn]);
    const row = auditRows(page).first();
    expect(await row.getByRole('cell').nth(4).textContent()).toBe('会话');
    expect(await row.getByRole('cell').nth(6).textContent()).toBe('—');

    await row.getByRole('button', { name: /^展开 .+ 的详情$/ }).click();
    const details = page.locator(`tr[data-details-of="${signIn.id}"]`);
    await details.waitFor();
    // Straight to the facts: no line stands for the changes a sign-in does not make.
    // biome-ignore lint/performance/useDomNodeTextContent: the text as a person reads it.
    expect(await details.innerText()).toMatch(/^\s*日志编号/);
    expect(await details.getByText(signIn.requestId ?? '', { exact: true }).count()).toBe(1);
  });

  it('in English, a record in the singular (User #2), a sign-in as its session', async () => {
    const admin = await ApiSession.signIn('admin');
    const user = await createUser(admin, { username: uniqueName('english'), name: 'In English' });
    const { page } = await openConsole({ as: admin, locale: 'en-US' });
    const rows = page
      .getByRole('table', { name: 'Audit log entries' })
      .locator('tr[data-entry-id]');
    await page.goto(`${auditPath}?resource=users&recordId=${user.id}`);
    await expect.poll(() => rows.count()).toBe(1);
    expect(await rows.first().getByRole('cell').nth(4).textContent()).toBe(`User #${user.id}`);
    expect(await page.getByRole('combobox', { name: 'Resource' }).inputValue()).toBe('User');
    expect(await page.getByLabel('From', { exact: true }).getAttribute('placeholder')).toBe(
      'YYYY-MM-DD hh:mm',
    );

    await page.goto(`${auditPath}?action=signIn&resource=sessions`);
    await expect.poll(() => rows.count()).toBeGreaterThan(0);
    expect(await rows.first().getByRole('cell').nth(4).textContent()).toBe('Session');
  });
});

describe('who may read the log', () => {
  it('an admin finds it in the menu, under 系统管理', async () => {
    const { page } = await openConsole({ as: 'admin' });
    await page.goto('/');
    await mainMenu(page).getByText('系统管理').click();
    await mainMenu(page).getByRole('link', { name: '审计日志' }).click();
    await page.getByRole('heading', { name: '审计日志', level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe(auditPath);
  });

  it('an ordinary user sees no menu entry and no history, and the screen is 403', async () => {
    const { page } = await openConsole({ as: 'user' });
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/audit/')) asked.push(request.url());
    });
    await page.goto('/');
    await mainMenu(page).waitFor();
    expect(await visibleMenuLabels(page)).not.toContain('系统管理');

    await page.goto(`${usersPath}?view=1`);
    const view = dialog(page, '查看用户');
    await view.getByText('admin', { exact: true }).first().waitFor();
    expect(await view.getByRole('region', { name: '修改记录' }).count()).toBe(0);

    await page.goto(auditPath);
    await page.getByRole('region', { name: '403' }).getByText('抱歉，您无权访问此页面').waitFor();
    expect(await page.getByRole('table', { name: '审计日志条目' }).count()).toBe(0);
    expect(asked).toEqual([]);
  });
});
