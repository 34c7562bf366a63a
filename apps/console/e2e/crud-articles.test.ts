import type { CurrentUser } from '@org/api/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Role } from './support/accounts.js';
import { ApiSession } from './support/api-session.js';
import { openConsole } from './support/browser.js';
import {
  articlesPath,
  chooseOption,
  columnTexts,
  createArticle,
  crudHeading,
  crudTab,
  currentPageNumber,
  dialog,
  expectRows,
  expectSearch,
  exportCsv,
  field,
  fieldError,
  keysOf,
  listArticles,
  openCrudPage,
  pageButton,
  parseCsv,
  rowAction,
  rowCheckbox,
  saveFromTwoTabs,
  searchFor,
  showFilters,
  shownTotal,
  tableRows,
  uniqueName,
  usersPath,
  viewedValues,
} from './support/crud-page.js';

/** The articles tab as `who`, once its first rows are on screen, and who that is. */
async function openArticles(who: Role, path = articlesPath) {
  const tab = await openCrudPage(who, path);
  const me = (await tab.api.get<CurrentUser>('/api/currentUser')).data;
  return { ...tab, me };
}

const sortButton = (page: Page, column: string) =>
  page.getByRole('button', { name: new RegExp(`^按${column}排序`) });

describe('the articles tab: paging, sorting and filtering live in the address', () => {
  it('the 文章 tab lists the articles; its pages and its order by title are in the address', async () => {
    const tab = await openConsole({ as: 'admin' });
    const { page } = tab;
    const api = tab.api as ApiSession;
    await page.goto(usersPath);
    await tableRows(page).first().waitFor();

    await crudTab(page, '文章').click();
    await page.waitForURL((url) => url.pathname === articlesPath);
    await crudHeading(page).waitFor();
    expect(await crudTab(page, '文章').getAttribute('aria-selected')).toBe('true');
    const first = await listArticles(api, { pageSize: 10 });
    await expectRows(page, keysOf(first.list));
    expect(await shownTotal(page)).toBe(first.total);

    await pageButton(page, 2).click();
    await expectSearch(page, { current: '2' });
    await expectRows(page, keysOf((await listArticles(api, { current: 2, pageSize: 10 })).list));

    await sortButton(page, '标题').click();
    await expectSearch(page, { sortField: 'title', sortOrder: 'ascend' });
    const ascending = await listArticles(api, { sortField: 'title', sortOrder: 'ascend' });
    await expectRows(page, keysOf(ascending.list));
    expect(await columnTexts(page, '标题')).toEqual(ascending.list.map((article) => article.title));
    expect(keysOf(ascending.list)).not.toEqual(keysOf(first.list));

    await sortButton(page, '标题').click();
    await expectSearch(page, { sortField: 'title', sortOrder: 'descend' });
    const descending = await listArticles(api, { sortField: 'title', sortOrder: 'descend' });
    await expectRows(page, keysOf(descending.list));

    await page.reload();
    await expectRows(page, keysOf(descending.list));
    expect(
      await page.getByRole('columnheader', { name: /^按标题排序/ }).getAttribute('aria-sort'),
    ).toBe('descending');

    await sortButton(page, '标题').click();
    await expectSearch(page, {});
    await expectRows(page, keysOf(first.list));

    await crudTab(page, '用户').click();
    await page.waitForURL((url) => url.pathname === usersPath);
    await page.getByRole('table', { name: '用户', exact: true }).waitFor();
  });

  it('the status and author filters narrow the list; a link shows the same rows, past the end the last page', async () => {
    const { page, api, context, me: admin } = await openArticles('admin');
    await showFilters(page);

    await chooseOption(page, page, '状态', '草稿');
    await expectSearch(page, { status: 'draft' });
    const drafts = await listArticles(api, { status: 'draft' });
    await expectRows(page, keysOf(drafts.list));
    expect(new Set(await columnTexts(page, '状态'))).toEqual(new Set(['草稿']));
    expect(await shownTotal(page)).toBe(drafts.total);

    await page.getByRole('textbox', { name: '作者 ID', exact: true }).fill(String(admin.id));
    await expectSearch(page, { status: 'draft', authorId: String(admin.id) });
    const adminDrafts = await listArticles(api, { status: 'draft', authorId: admin.id });
    expect(adminDrafts.total).toBeGreaterThan(0);
    expect(adminDrafts.total).toBeLessThan(drafts.total);
    await expectRows(page, keysOf(adminDrafts.list));
    expect(new Set(await columnTexts(page, '作者'))).toEqual(new Set([admin.name]));

    await page.reload();
    await expectRows(page, keysOf(adminDrafts.list));
    expect(await page.getByRole('textbox', { name: '作者 ID', exact: true }).inputValue()).toBe(
      String(admin.id),
    );
    expect(await page.getByRole('combobox', { name: '状态', exact: true }).inputValue()).toBe(
      '草稿',
    );

    const other = await context.newPage();
    await other.goto(`${articlesPath}?status=draft&authorId=${admin.id}`);
    await expectRows(other, keysOf(adminDrafts.list));

    // Past the end: the last page of everything.
    const { total } = await listArticles(api, {});
    const last = Math.ceil(total / 10);
    await other.goto(`${articlesPath}?current=99`);
    await expectSearch(other, { current: String(last) });
    await expectRows(other, keysOf((await listArticles(api, { current: last })).list));
    expect(await currentPageNumber(other)).toBe(String(last));
  });

  it('我的文章 shows only the articles of the person signed in', async () => {
    const { page, api, me } = await openArticles('user');
    const scope = page.getByRole('radiogroup', { name: '文章范围' });
    expect(await scope.getByRole('radio', { name: '全部文章' }).isChecked()).toBe(true);

    await scope.getByText('我的文章').click();
    await expectSearch(page, { authorId: String(me.id) });
    const mine = await listArticles(api, { authorId: me.id });
    expect(mine.total).toBeGreaterThan(0);
    await expectRows(page, keysOf(mine.list));
    expect(new Set(await columnTexts(page, '作者'))).toEqual(new Set([me.name]));
    expect(await scope.getByRole('radio', { name: '我的文章' }).isChecked()).toBe(true);

    await page.reload();
    await expectRows(page, keysOf(mine.list));
    expect(await scope.getByRole('radio', { name: '我的文章' }).isChecked()).toBe(true);

    await scope.getByText('全部文章').click();
    await expectSearch(page, {});
    await expectRows(page, keysOf((await listArticles(api, {})).list));
  });

  it('the keyword searches titles, and only titles, as the search box says', async () => {
    const admin = await ApiSession.signIn('admin');
    const token = uniqueName('title');
    const one = await createArticle(admin, { title: `First ${token}`, content: 'one' });
    const two = await createArticle(admin, { title: `Second ${token}`, content: 'two' });
    const contentOnly = uniqueName('body');
    await createArticle(admin, {
      title: uniqueName('Plain title'),
      content: `The word ${contentOnly} is only in here.`,
    });
    const { page } = await openArticles('admin');
    const box = page.getByRole('textbox', { name: '搜索', exact: true });
    expect(await box.getAttribute('placeholder')).toBe('搜索标题');

    await searchFor(page, token);
    await expectRows(page, [two.id, one.id]);
    expect(await shownTotal(page)).toBe(2);
    await page.reload();
    await expectRows(page, [two.id, one.id]);

    await searchFor(page, contentOnly);
    await page.getByText('没有符合条件的记录').waitFor();
    expect(await shownTotal(page)).toBe(0);
  });
});

describe('the article form', () => {
  it('新建 lets an ordinary user write an article, shown as theirs', async () => {
    const { page, api, me } = await openArticles('user');
    const title = uniqueName('Written by user');
    const content = 'First line, with a comma.\nSecond line: "quoted".';

    await page.getByRole('button', { name: '新建', exact: true }).click();
    const form = dialog(page, '新建文章');
    expect(await field(form, '状态').inputValue()).toBe('草稿');
    await field(form, '标题').fill(title);
    await chooseOption(form, page, '状态', '已发布');
    await field(form, '内容').fill(content);
    await form.getByRole('button', { name: '保存' }).click();
    await form.waitFor({ state: 'hidden' });
    await page.getByText(`已创建“${title}”`).waitFor();

    await searchFor(page, title);
    await expect.poll(() => columnTexts(page, '标题')).toEqual([title]);
    expect(await columnTexts(page, '状态')).toEqual(['已发布']);
    expect(await columnTexts(page, '作者')).toEqual([me.name]);
    const [saved] = (await listArticles(api, { keyword: title })).list;
    expect(saved).toMatchObject({ title, content, status: 'published', authorId: me.id });
  });

  it('a missing title is said at once; content too large for the server is said on its field, and nothing typed is lost', async () => {
    const { page } = await openArticles('admin');
    await page.getByRole('button', { name: '新建', exact: true }).click();
    const form = dialog(page, '新建文章');
    await form.getByRole('button', { name: '保存' }).click();
    await expect.poll(() => fieldError(field(form, '标题'))).toBe('请输入标题');

    // 40 000 Chinese characters: within the character limit, over the 100 KiB byte limit.
    const title = uniqueName('Too long');
    const content = '长'.repeat(40_000);
    await field(form, '标题').fill(title);
    await field(form, '内容').fill(content);
    const answer = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/sysArticle/create',
    );
    await form.getByRole('button', { name: '保存' }).click();
    expect((await answer).status()).toBe(400);

    await expect.poll(() => fieldError(field(form, '内容'))).toBe('内容不能超过 102400 字节');
    expect(await fieldError(field(form, '标题'))).toBeNull();
    expect(await field(form, '标题').inputValue()).toBe(title);
    expect((await field(form, '内容').inputValue()).length).toBe(40_000);

    await field(form, '内容').fill('长'.repeat(100));
    await form.getByRole('button', { name: '保存' }).click();
    await form.waitFor({ state: 'hidden' });
  });

  it('查看 shows the article read-only with its content and author ID', async () => {
    const { page, api, me } = await openArticles('user');
    const article = await createArticle(api, {
      title: uniqueName('Viewed'),
      content: 'Shown only in the view.',
      status: 'published',
    });
    await searchFor(page, article.title);
    await expectRows(page, [article.id]);

    await rowAction(page, '查看', article.title).click();
    const view = dialog(page, '查看文章');
    await view.waitFor();
    expect(await viewedValues(view)).toMatchObject({
      ID: String(article.id),
      标题: article.title,
      状态: '已发布',
      作者: me.name,
      '作者 ID': String(me.id),
      内容: 'Shown only in the view.',
    });
    expect(await view.getByRole('textbox').count()).toBe(0);
    // Their own article: the view leads to 编辑.
    await view.getByRole('button', { name: '编辑', exact: true }).waitFor();
  });

  it('复制 of someone else’s article saves a new one authored by the copier; the original stays', async () => {
    const admin = await ApiSession.signIn('admin');
    const token = uniqueName('copied');
    const original = await createArticle(admin, {
      title: `Original ${token}`,
      content: 'Content to copy.',
      status: 'published',
    });
    const { page, api, me } = await openArticles('user');
    await searchFor(page, token);
    await expectRows(page, [original.id]);

    await rowAction(page, '复制', original.title).click();
    const form = dialog(page, '复制文章');
    expect(await field(form, '标题').inputValue()).toBe(original.title);
    expect(await field(form, '内容').inputValue()).toBe('Content to copy.');
    expect(await field(form, '状态').inputValue()).toBe('已发布');
    await field(form, '标题').fill(`Copy ${token}`);
    await form.getByRole('button', { name: '保存' }).click();
    await form.waitFor({ state: 'hidden' });

    const both = await listArticles(api, { keyword: token });
    expect(both.total).toBe(2);
    await expectRows(page, keysOf(both.list));
    const copy = both.list.find((article) => article.title === `Copy ${token}`);
    expect(copy).toMatchObject({
      content: 'Content to copy.',
      status: 'published',
      authorId: me.id,
    });
    expect(both.list.find((article) => article.id === original.id)).toEqual(original);
  });

  it('编辑 of one’s own article saves it and the list shows the new title', async () => {
    const { page, api } = await openArticles('user');
    const token = uniqueName('edited');
    const article = await createArticle(api, { title: `Before ${token}`, content: 'x' });
    await searchFor(page, token);
    await expectRows(page, [article.id]);

    await rowAction(page, '编辑', article.title).click();
    const form = dialog(page, '编辑文章');
    expect(await field(form, '标题').inputValue()).toBe(article.title);
    await field(form, '标题').fill(`After ${token}`);
    await chooseOption(form, page, '状态', '已发布');
    await form.getByRole('button', { name: '保存' }).click();
    await form.waitFor({ state: 'hidden' });

    await expect.poll(() => columnTexts(page, '标题')).toEqual([`After ${token}`]);
    expect(await columnTexts(page, '状态')).toEqual(['已发布']);
    const [saved] = (await listArticles(api, { keyword: token })).list;
    expect(saved).toMatchObject({ id: article.id, version: article.version + 1 });
  });

  it('two tabs editing one article: the second save meets a conflict, 加载最新内容 shows the first', async () => {
    const { page: tabA, context, api } = await openArticles('user');
    const token = uniqueName('race');
    const article = await createArticle(api, { title: `Race ${token}`, content: 'v1' });
    const tabB = await context.newPage();
    await tabB.goto(`${articlesPath}?keyword=${token}`);
    await expectRows(tabB, [article.id]);
    await searchFor(tabA, token);
    await expectRows(tabA, [article.id]);

    const { formB, alert } = await saveFromTwoTabs({
      tabA,
      tabB,
      form: '编辑文章',
      rowTitle: article.title,
      label: '内容',
      valueA: 'written in tab A',
      valueB: 'written in tab B',
    });
    expect(await field(formB, '内容').inputValue()).toBe('written in tab B');
    await alert.getByRole('button', { name: '加载最新内容' }).click();
    expect(await field(formB, '内容').inputValue()).toBe('written in tab A');
    const [saved] = (await listArticles(api, { keyword: token })).list;
    expect(saved?.content).toBe('written in tab A');
  });
});

describe('deleting articles', () => {
  it('删除 of one’s own article asks first; then the row is gone and the total drops', async () => {
    const { page, api } = await openArticles('user');
    const token = uniqueName('deleted');
    const kept = await createArticle(api, { title: `Kept ${token}` });
    const doomed = await createArticle(api, { title: `Doomed ${token}` });
    await searchFor(page, token);
    await expectRows(page, [doomed.id, kept.id]);
    expect(await shownTotal(page)).toBe(2);

    await rowAction(page, '删除', doomed.title).click();
    const confirm = dialog(page, '删除文章');
    await confirm.getByText(`确定删除“${doomed.title}”吗？此操作无法撤销。`).waitFor();
    await confirm.getByRole('button', { name: '删除', exact: true }).click();
    await confirm.waitFor({ state: 'hidden' });
    await expectRows(page, [kept.id]);
    expect(await shownTotal(page)).toBe(1);
    expect((await listArticles(api, { keyword: token })).list.map(({ id }) => id)).toEqual([
      kept.id,
    ]);
  });

  it('批量删除 selects only what the person may delete, and sums up the article already gone', async () => {
    const admin = await ApiSession.signIn('admin');
    const { page, api } = await openArticles('user');
    const token = uniqueName('bulk');
    const theirs = await createArticle(admin, { title: `Admin's ${token}` });
    const mine = await createArticle(api, { title: `Mine ${token}` });
    const gone = await createArticle(api, { title: `Gone ${token}` });
    await searchFor(page, token);
    await expectRows(page, [gone.id, mine.id, theirs.id]);
    expect(await rowCheckbox(page, theirs.title).isDisabled()).toBe(true);

    await page.getByRole('checkbox', { name: '选择本页全部' }).check();
    const selected = page.getByRole('region', { name: '已选择 2 项' });
    await selected.waitFor();
    expect(await rowCheckbox(page, theirs.title).isChecked()).toBe(false);

    await selected.getByRole('button', { name: '批量删除' }).click();
    const confirm = dialog(page, '批量删除');
    await confirm.getByText('确定删除选中的 2 条记录吗？此操作无法撤销。').waitFor();
    const removed = await api.post<null>(`/api/sysArticle/delete?id=${gone.id}`);
    expect(removed.code).toBe(0);
    await confirm.getByRole('button', { name: '删除', exact: true }).click();

    const summary = dialog(page, '批量删除结果');
    expect(await summary.getByRole('status').textContent()).toBe('已删除 1 条，1 条失败。');
    const failures = await summary.getByRole('listitem').allInnerTexts();
    expect(failures.map((text) => text.replace(/\s+/g, ' ').trim())).toEqual([
      `${gone.title} — 资源不存在`,
    ]);
    await summary.getByRole('button', { name: '关闭' }).last().click();
    await summary.waitFor({ state: 'hidden' });
    await expectRows(page, [theirs.id]);
    // Nothing left ticked: the article that failed no longer exists.
    expect(await page.getByRole('region', { name: /^已选择/ }).count()).toBe(0);
  });
});

describe('who may do what with articles', () => {
  it('a user changes only their own articles: others’ 编辑 and 删除 are disabled, and the server refuses', async () => {
    const admin = await ApiSession.signIn('admin');
    const { page, api } = await openArticles('user');
    const token = uniqueName('owned');
    const theirs = await createArticle(admin, { title: `Admin's ${token}` });
    const mine = await createArticle(api, { title: `Mine ${token}` });
    await searchFor(page, token);
    await expectRows(page, [mine.id, theirs.id]);

    await page.getByRole('button', { name: '新建', exact: true }).waitFor();
    for (const action of ['编辑', '删除'] as const) {
      const own = rowAction(page, action, mine.title);
      expect(await own.getAttribute('aria-disabled'), `${action} own`).toBeNull();
      const other = rowAction(page, action, theirs.title);
      expect(await other.getAttribute('aria-disabled'), `${action} other`).toBe('true');
      expect(await other.isDisabled()).toBe(true);
      expect(await other.getAttribute('title')).toBe('你没有权限执行此操作');
      await other.click({ force: true });
    }
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await rowCheckbox(page, theirs.title).isDisabled()).toBe(true);
    expect(await rowCheckbox(page, mine.title).isDisabled()).toBe(false);
    expect(await rowAction(page, '复制', theirs.title).isDisabled()).toBe(false);

    // Their view offers no 编辑 either.
    await rowAction(page, '查看', theirs.title).click();
    const view = dialog(page, '查看文章');
    await view.waitFor();
    expect(await view.getByRole('button', { name: '编辑' }).count()).toBe(0);

    const update = await api.post('/api/sysArticle/update', {
      id: theirs.id,
      version: theirs.version,
      title: 'Changed by someone else',
    });
    expect(update).toMatchObject({ code: 403, message: '只能修改自己的文章' });
    const remove = await api.post(`/api/sysArticle/delete?id=${theirs.id}`);
    expect(remove).toMatchObject({ code: 403, message: '只能修改自己的文章' });
  });

  it('an admin changes anyone’s articles', async () => {
    const user = await ApiSession.signIn('user');
    const { page, api } = await openArticles('admin');
    const token = uniqueName('anyone');
    const usersArticle = await createArticle(user, { title: `User's ${token}` });
    const own = await createArticle(api, { title: `Admin's ${token}` });
    await searchFor(page, token);
    await expectRows(page, [own.id, usersArticle.id]);

    for (const title of [own.title, usersArticle.title]) {
      for (const action of ['编辑', '删除'] as const) {
        expect(await rowAction(page, action, title).isDisabled(), `${action} ${title}`).toBe(false);
      }
      expect(await rowCheckbox(page, title).isDisabled()).toBe(false);
    }

    await rowAction(page, '编辑', usersArticle.title).click();
    const form = dialog(page, '编辑文章');
    await field(form, '标题').fill(`Edited by admin ${token}`);
    await form.getByRole('button', { name: '保存' }).click();
    await form.waitFor({ state: 'hidden' });
    await expect
      .poll(() => columnTexts(page, '标题'))
      .toEqual([own.title, `Edited by admin ${token}`]);
    const [edited] = (await listArticles(api, { keyword: `Edited by admin ${token}` })).list;
    expect(edited?.authorId).toBe(usersArticle.authorId);
  });
});

describe('CSV export of articles', () => {
  it('a column turned on in 列设置 is exported, multi-line content quoted', async () => {
    const { page, api } = await openArticles('admin');
    const token = uniqueName('csv');
    const content = 'Line one, with a comma\r\nLine two with "quotes"\nLine three';
    const article = await createArticle(api, { title: `CSV ${token}`, content });
    await searchFor(page, token);
    await expectRows(page, [article.id]);

    await page.getByRole('button', { name: '列设置' }).click();
    await page.getByRole('checkbox', { name: '内容', exact: true }).check();
    await page.keyboard.press('Escape');
    await expect.poll(() => columnTexts(page, '内容')).toHaveLength(1);

    const file = await exportCsv(page);
    expect(file.name).toMatch(/^articles-\d{8}-\d{4}\.csv$/);
    expect([...file.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...rows] = parseCsv(file.text.slice(1));
    expect(header).toEqual(['ID', '标题', '状态', '作者', '内容', '创建时间', '更新时间']);
    expect(rows).toEqual([
      [
        String(article.id),
        article.title,
        '草稿',
        'Admin',
        content,
        // The times as the table shows them (numeric, the browser's time zone), not as sent.
        ...(await columnTexts(page, '创建时间')),
        ...(await columnTexts(page, '更新时间')),
      ],
    ]);
    expect(file.text).toContain(`"${content.replaceAll('"', '""')}"`);
  });
});
