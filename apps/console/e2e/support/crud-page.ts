import { randomInt } from 'node:crypto';
import type {
  ArticleCreateBody,
  PageResult,
  SysArticle,
  SysUser,
  UserCreateBody,
} from '@org/api/contract';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { Role } from './accounts.js';
import type { ApiSession } from './api-session.js';
import { openConsole } from './browser.js';

/** The two tabs of the CRUD table page. */
export const usersPath = '/crud-table';
export const articlesPath = '/crud-table/articles';

/** The page's heading (the menu's name for it). */
export const crudHeading = (page: Page): Locator =>
  page.getByRole('heading', { name: 'CRUD 表格', level: 1 });

/** A name no other test (nor an earlier run of this one) has used: letters, digits and dots. */
export function uniqueName(prefix: string): string {
  return `${prefix}.${Date.now().toString(36)}${randomInt(1_000_000).toString(36)}`;
}

/**
 * The rows on screen (skeleton rows and the empty row carry no key); a hidden tab's table is
 * not on screen.
 */
export function tableRows(page: Page): Locator {
  return page.locator('table tbody tr[data-row-key]').filter({ visible: true });
}

/** The row of one record, on screen. */
export function rowOf(page: Page, key: number | string): Locator {
  return page.locator(`table tbody tr[data-row-key="${key}"]`).filter({ visible: true });
}

/** A tab of the CRUD page itself (users, articles), not of the layout's tab bar. */
export function crudTab(page: Page, name: string): Locator {
  return page.getByRole('tablist', { name: '要管理的数据' }).getByRole('tab', { name });
}

/** The record ids of the rows on screen, top to bottom. */
export function rowKeys(page: Page): Promise<string[]> {
  return tableRows(page).evaluateAll((rows) =>
    rows.map((row) => row.getAttribute('data-row-key') ?? ''),
  );
}

/** The texts of one column (by its header's text), top to bottom. */
export function columnTexts(page: Page, header: string): Promise<string[]> {
  return page.evaluate((header) => {
    // The one on screen: a hidden tab may hold another.
    const table = [...document.querySelectorAll('table')].find((candidate) =>
      candidate.checkVisibility(),
    );
    if (!table) return [];
    const headers = [...table.querySelectorAll('thead th')];
    const index = headers.findIndex((th) => th.textContent?.trim() === header);
    if (index < 0) throw new Error(`no column ${header}`);
    return [...table.querySelectorAll('tbody tr[data-row-key]')].map(
      // biome-ignore lint/performance/useDomNodeTextContent: the text as a person reads it.
      (row) => (row.children[index] as HTMLElement | undefined)?.innerText.trim() ?? '',
    );
  }, header);
}

/** Waits until the rows on screen are exactly these records, in this order. */
export async function expectRows(page: Page, keys: readonly (number | string)[]): Promise<void> {
  await expect.poll(() => rowKeys(page)).toEqual(keys.map(String));
}

/** The total the table reports (共 N 条), once it reports one. */
export async function shownTotal(page: Page): Promise<number> {
  const total = page.getByTestId('crud-total').filter({ visible: true });
  await expect.poll(async () => /共 \d+ 条/.test((await total.textContent()) ?? '')).toBe(true);
  const text = (await total.textContent()) ?? '';
  return Number(/共 (\d+) 条/.exec(text)?.[1]);
}

/** The table's state as the address holds it. */
export function searchOf(page: Page): Record<string, string> {
  return Object.fromEntries(new URL(page.url()).searchParams);
}

/** Waits until the address holds exactly this table state. */
export async function expectSearch(page: Page, expected: Record<string, string>): Promise<void> {
  await expect.poll(() => searchOf(page)).toEqual(expected);
}

/** A row's action button: 查看, 编辑, 复制 or 删除 and the record's title. */
export function rowAction(
  page: Page,
  action: '查看' | '编辑' | '复制' | '删除',
  title: string,
): Locator {
  return page.getByRole('button', { name: `${action} ${title}`, exact: true });
}

/** The selection checkbox of a row, by the record's title. */
export function rowCheckbox(page: Page, title: string): Locator {
  return page.getByRole('checkbox', { name: `选择“${title}”`, exact: true });
}

export function dialog(page: Page, name: string): Locator {
  return page.getByRole('dialog', { name, exact: true });
}

export function pagination(page: Page): Locator {
  return page.locator('[aria-label="分页"]').filter({ visible: true });
}

/** A page number's button in the pagination. */
export function pageButton(page: Page, number: number): Locator {
  return pagination(page).getByRole('button', { name: String(number), exact: true });
}

/** The current page's number, as the pagination marks it. */
export async function currentPageNumber(page: Page): Promise<string | null> {
  return pagination(page).locator('[aria-current="page"]').textContent();
}

/** Types a keyword into the search box and applies it with Enter. */
export async function searchFor(page: Page, keyword: string): Promise<void> {
  const box = page.getByRole('textbox', { name: '搜索', exact: true });
  await box.fill(keyword);
  await box.press('Enter');
  await expect.poll(() => searchOf(page).keyword).toBe(keyword);
}

/** Opens the filters when they are folded away. */
export async function showFilters(page: Page): Promise<void> {
  const toggle = page.getByRole('button', { name: '展开筛选' });
  if ((await toggle.count()) > 0) await toggle.click();
  await page.getByRole('button', { name: '收起筛选' }).waitFor();
}

/** Picks an option of a Mantine Select (a filter, or a field of the form). */
export async function chooseOption(
  scope: Page | Locator,
  page: Page,
  label: string,
  option: string,
): Promise<void> {
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/**
 * A form field's input in the modal, by its label (its accessible name: the required mark is
 * hidden from it, so the label's text alone would not match).
 */
export function field(form: Locator, label: string): Locator {
  return form
    .getByRole('textbox', { name: label, exact: true })
    .or(form.getByRole('combobox', { name: label, exact: true }));
}

/** The options chosen in a multiple select of the form (its pills), by its label. */
export function chosenOptions(form: Locator, label: string): Promise<string[]> {
  return field(form, label).evaluate((input) =>
    [
      ...(input.closest('.mantine-InputWrapper-root')?.querySelectorAll('.mantine-Pill-label') ??
        []),
    ].map((pill) => pill.textContent ?? ''),
  );
}

/** The error message shown under a form field (its aria-describedby error), or null. */
export function fieldError(input: Locator): Promise<string | null> {
  return input.evaluate((element) => {
    const ids = (element.getAttribute('aria-describedby') ?? '').split(/\s+/);
    for (const id of ids) {
      const described = id ? document.getElementById(id) : null;
      if (described && id.endsWith('-error')) return described.textContent;
    }
    return null;
  });
}

/** The label → value pairs of the read-only view (a description list). */
export function viewedValues(view: Locator): Promise<Record<string, string>> {
  return view.evaluate((root) => {
    const values: Record<string, string> = {};
    for (const term of root.querySelectorAll('dt')) {
      const definition = term.nextElementSibling;
      // biome-ignore lint/performance/useDomNodeTextContent: the text as a person reads it.
      const text = (definition as HTMLElement | null)?.innerText;
      values[term.textContent?.trim() ?? ''] = text?.trim() ?? '';
    }
    return values;
  });
}

/** One page of users, as the API lists it for the same query. */
export async function listUsers(
  api: ApiSession,
  query: Record<string, string | number>,
): Promise<PageResult<SysUser>> {
  const params = new URLSearchParams(
    Object.entries(query).map(([key, value]) => [key, `${value}`]),
  );
  const answer = await api.get<PageResult<SysUser>>(`/api/sys_users/list?${params}`);
  if (answer.code !== 0) throw new Error(`listing users failed: ${answer.message}`);
  return answer.data;
}

/** One page of articles, as the API lists it for the same query. */
export async function listArticles(
  api: ApiSession,
  query: Record<string, string | number>,
): Promise<PageResult<SysArticle>> {
  const params = new URLSearchParams(
    Object.entries(query).map(([key, value]) => [key, `${value}`]),
  );
  const answer = await api.get<PageResult<SysArticle>>(`/api/sysArticle/pageList?${params}`);
  if (answer.code !== 0) throw new Error(`listing articles failed: ${answer.message}`);
  return answer.data;
}

/** Creates a user through the API (as an admin). */
export async function createUser(
  api: ApiSession,
  body: Partial<UserCreateBody> & { username: string },
): Promise<SysUser> {
  const answer = await api.post<SysUser>('/api/sys_users/create', {
    name: `${body.username} tester`,
    email: `${body.username}@example.com`,
    ...body,
  });
  if (answer.code !== 0) throw new Error(`creating ${body.username} failed: ${answer.message}`);
  return answer.data;
}

/** Creates an article through the API, authored by the session's user. */
export async function createArticle(api: ApiSession, body: ArticleCreateBody): Promise<SysArticle> {
  const answer = await api.post<SysArticle>('/api/sysArticle/create', body);
  if (answer.code !== 0) throw new Error(`creating “${body.title}” failed: ${answer.message}`);
  return answer.data;
}

/** The ids of a page of records, as strings (the rows' `data-row-key`). */
export function keysOf(records: readonly { id: number }[]): string[] {
  return records.map((record) => String(record.id));
}

/** Parses CSV as RFC 4180 has it: quoted cells may hold commas, quotes and line breaks. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"';
        index++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\r' && text[index + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      index++;
    } else cell += char;
  }
  if (cell !== '' || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}

/** Clicks 导出 CSV and reads the file the browser downloads. */
export async function exportCsv(
  page: Page,
): Promise<{ name: string; bytes: Buffer; text: string }> {
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: 30_000 }),
    page.getByRole('button', { name: '导出 CSV' }).click(),
  ]);
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  const bytes = Buffer.concat(chunks);
  // Buffer's UTF-8 decoding keeps a byte-order mark as U+FEFF (TextDecoder would drop it).
  return { name: download.suggestedFilename(), bytes, text: bytes.toString('utf8') };
}

/** A tab signed in as `who` at `path`, once the table's first rows are on screen. */
export async function openCrudPage(who: Role, path: string) {
  const tab = await openConsole({ as: who });
  await tab.page.goto(path);
  await tableRows(tab.page).first().waitFor();
  const api = tab.api;
  if (!api) throw new Error('openConsole gave no API session');
  return { ...tab, api };
}

/**
 * Two tabs of one browser open the edit form of the same record and type their own value
 * into `label`; tab A saves first, then tab B saves and meets the conflict. Resolves with
 * tab B's form and its conflict alert.
 */
export async function saveFromTwoTabs(options: {
  tabA: Page;
  tabB: Page;
  form: string;
  rowTitle: string;
  label: string;
  valueA: string;
  valueB: string;
}) {
  const { tabA, tabB } = options;
  const formA = dialog(tabA, options.form);
  const formB = dialog(tabB, options.form);
  // A person switches between the tabs: each comes to the front before it is used.
  await tabA.bringToFront();
  await rowAction(tabA, '编辑', options.rowTitle).click();
  await field(formA, options.label).fill(options.valueA);
  await tabB.bringToFront();
  await rowAction(tabB, '编辑', options.rowTitle).click();
  await field(formB, options.label).fill(options.valueB);

  await tabA.bringToFront();
  await formA.getByRole('button', { name: '保存' }).click();
  await formA.waitFor({ state: 'hidden' });

  await tabB.bringToFront();
  await formB.getByRole('button', { name: '保存' }).click();
  const alert = formB.getByRole('alert').filter({ hasText: '这条记录已被他人修改' });
  await alert.waitFor();
  return { formB, alert };
}
