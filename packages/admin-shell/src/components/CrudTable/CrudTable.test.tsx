// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TestProviders } from '../../../test/test-providers.js';
import type { CrudSearch } from '../../core/crud/crud-definition.js';
import type { TablePreferences } from '../../core/preferences/preferences.js';
import { preferencesStorageKey } from '../../core/preferences/storage-key.js';
import { runBeforeReload } from '../../core/reload/run-before-reload.js';
import {
  type Book,
  type BookQuery,
  BookTableStage,
  type BookTableStageProps,
  createBookApi,
  sampleBooks,
} from './CrudTable.fixtures.js';

function renderTable(props: Partial<BookTableStageProps> & { books?: Book[] } = {}) {
  const api = props.api ?? createBookApi(props.books ?? sampleBooks(45));
  const view = render(
    <TestProviders>
      <BookTableStage
        api={api}
        notifier={props.notifier}
        permissions={props.permissions}
        initialSearch={props.initialSearch}
        renderRecordExtra={props.renderRecordExtra}
      />
    </TestProviders>,
  );
  return { api, ...view };
}

const table = () => within(screen.getByRole('table', { name: '图书' }));
/** Each table's choices, as the preferences store keeps them. */
const storedTables = (): Record<string, TablePreferences> =>
  JSON.parse(localStorage.getItem(preferencesStorageKey) ?? '{}').tables ?? {};
const search = (): CrudSearch<BookQuery> =>
  JSON.parse(screen.getByTestId('search').textContent ?? '{}');
const rowKeys = () =>
  table()
    .getAllByRole('row')
    .map((row) => row.getAttribute('data-row-key'))
    .filter((key) => key !== null);
const firstRowsShown = async () => waitFor(() => expect(rowKeys().length).toBeGreaterThan(0));

/** The file's text, byte-order mark kept (jsdom's Blob has no text()). */
function readText(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      resolve(new TextDecoder('utf-8', { ignoreBOM: true }).decode(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('CrudTable', () => {
  it('lists the first page of 10 with the total', async () => {
    renderTable();
    await firstRowsShown();
    expect(rowKeys()).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
    expect(screen.getByTestId('crud-total').textContent).toBe('共 45 条');
  });

  it('pages through the list, keeping the page in the state it reports', async () => {
    renderTable();
    await firstRowsShown();
    fireEvent.click(screen.getByRole('button', { name: '3' }));
    await waitFor(() => expect(rowKeys()[0]).toBe('21'));
    expect(search()).toEqual({ current: 3 });
  });

  it('sorts by a column: ascending, descending, then unsorted, back to page 1', async () => {
    renderTable({ initialSearch: { current: 2 } });
    await firstRowsShown();
    const sortByPages = () => table().getByRole('button', { name: /^按页数排序/ });
    fireEvent.click(sortByPages());
    await waitFor(() => expect(search()).toEqual({ sortField: 'pages', sortOrder: 'ascend' }));
    expect(sortByPages().closest('th')?.getAttribute('aria-sort')).toBe('ascending');
    fireEvent.click(sortByPages());
    await waitFor(() => expect(search()).toMatchObject({ sortOrder: 'descend' }));
    await waitFor(() =>
      expect(sortByPages().closest('th')?.getAttribute('aria-sort')).toBe('descending'),
    );
    fireEvent.click(sortByPages());
    await waitFor(() => expect(search()).toEqual({}));
  });

  it('searches for what is typed once Enter is pressed, from the first page', async () => {
    renderTable({ initialSearch: { current: 2 } });
    await firstRowsShown();
    const box = screen.getByRole('textbox', { name: '搜索' });
    fireEvent.change(box, { target: { value: '  Book 044 ' } });
    fireEvent.submit(box.closest('form') as HTMLFormElement);
    await waitFor(() => expect(rowKeys()).toEqual(['44']));
    expect(search()).toEqual({ keyword: 'Book 044' });
  });

  it('opens the filters when a link arrives filtered, and shows only matching rows', async () => {
    renderTable({ initialSearch: { genre: 'poetry' } });
    await firstRowsShown();
    expect(screen.getByRole('button', { name: '收起筛选' }).getAttribute('aria-expanded')).toBe(
      'true',
    );
    expect(screen.getByTestId('crud-total').textContent).toBe('共 15 条');
    expect(table().getAllByText('诗歌')).toHaveLength(10);
  });

  it('resets search, filters, sort and page but keeps the page size', async () => {
    renderTable({
      initialSearch: { genre: 'essay', keyword: 'Book', sortField: 'id', pageSize: 20, current: 2 },
    });
    await firstRowsShown();
    fireEvent.click(screen.getByRole('button', { name: '重置' }));
    await waitFor(() => expect(search()).toEqual({ pageSize: 20 }));
    expect((screen.getByRole('textbox', { name: '搜索' }) as HTMLInputElement).value).toBe('');
  });

  it('says the list is empty, and offers a reset when a filter is why', async () => {
    renderTable({ initialSearch: { keyword: 'no such book' } });
    expect(await screen.findByText('没有符合条件的记录')).toBeTruthy();
    renderTable({ books: [] });
    expect(await screen.findByText('暂无数据')).toBeTruthy();
  });

  it('shows why the list failed, with a retry', async () => {
    renderTable({ api: createBookApi([], { failList: true }) });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('列表加载失败');
    expect(alert.textContent).toContain('服务器出错了');
    expect(within(alert).getByRole('button', { name: '重试' })).toBeTruthy();
  });

  it('keeps the rows on screen when a reload fails, and says why', async () => {
    const failing = { failList: false };
    renderTable({ api: createBookApi(sampleBooks(45), failing) });
    await firstRowsShown();
    const shown = rowKeys();
    failing.failList = true;
    fireEvent.click(screen.getByRole('button', { name: '刷新' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('服务器出错了');
    expect(rowKeys()).toEqual(shown);

    failing.failList = false;
    fireEvent.click(within(alert).getByRole('button', { name: '重试' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(rowKeys()).toEqual(shown);
  });

  it('says so in its status when the list takes longer than 3 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      renderTable({ api: createBookApi([], { neverList: true }) });
      const status = within(
        screen.getByRole('table', { name: '图书' }).closest('.admin-shell-crud') as HTMLElement,
      ).getByRole('status');
      expect(status.textContent).toBe('');
      await vi.advanceTimersByTimeAsync(3100);
      await waitFor(() => expect(status.textContent).toBe('加载时间较长，请稍候…'));
    } finally {
      vi.useRealTimers();
    }
  });

  it('offers no writing to someone who may only read', async () => {
    renderTable({ permissions: { create: false, update: false, remove: false } });
    await firstRowsShown();
    expect(screen.queryByRole('button', { name: '新建' })).toBeNull();
    expect(table().queryByRole('button', { name: /^编辑/ })).toBeNull();
    expect(table().queryByRole('button', { name: /^删除/ })).toBeNull();
    expect(table().queryByRole('checkbox')).toBeNull();
    expect(table().getByRole('button', { name: '查看 Book 001' })).toBeTruthy();
  });

  it('disables the actions a row rule refuses, and their checkbox', async () => {
    renderTable({
      permissions: {
        update: (book) => book.genre === 'novel',
        remove: (book) => book.genre === 'novel',
      },
    });
    await firstRowsShown();
    // Book 001 is a novel, Book 002 a poem.
    expect(
      table().getByRole('button', { name: '编辑 Book 001' }).getAttribute('aria-disabled'),
    ).toBeNull();
    expect(
      table().getByRole('button', { name: '编辑 Book 002' }).getAttribute('aria-disabled'),
    ).toBe('true');
    expect(
      (table().getByRole('checkbox', { name: '选择“Book 002”' }) as HTMLInputElement).disabled,
    ).toBe(true);
  });

  it('deletes a row after confirmation', async () => {
    const { api } = renderTable();
    await firstRowsShown();
    fireEvent.click(table().getByRole('button', { name: '删除 Book 003' }));
    const dialog = await screen.findByRole('dialog', { name: '删除图书' });
    expect(dialog.textContent).toContain('确定删除“Book 003”吗？');
    fireEvent.click(within(dialog).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(rowKeys()).not.toContain('3'));
    expect(api.books.some((book) => book.id === 3)).toBe(false);
    expect(screen.getByTestId('crud-total').textContent).toBe('共 44 条');
  });

  it('keeps the dialog open with the reason when a delete is refused', async () => {
    const books = sampleBooks(3);
    books[0] = { ...(books[0] as Book), title: 'Locked one' };
    renderTable({ books });
    await firstRowsShown();
    fireEvent.click(table().getByRole('button', { name: '删除 Locked one' }));
    const dialog = await screen.findByRole('dialog', { name: '删除图书' });
    fireEvent.click(within(dialog).getByRole('button', { name: '删除' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      '删除“Locked one”失败：这本书不能删除',
    );
  });

  it('deletes the selected rows and sums up what failed', async () => {
    const books = sampleBooks(12);
    books[1] = { ...(books[1] as Book), title: 'Locked two' };
    const { api } = renderTable({ books });
    await firstRowsShown();
    fireEvent.click(table().getByRole('checkbox', { name: '选择“Book 001”' }));
    fireEvent.click(table().getByRole('checkbox', { name: '选择“Locked two”' }));
    fireEvent.click(table().getByRole('checkbox', { name: '选择“Book 003”' }));
    expect(screen.getByRole('region', { name: '已选择 3 项' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '批量删除' }));
    const confirm = await screen.findByRole('dialog', { name: '批量删除' });
    expect(confirm.textContent).toContain('确定删除选中的 3 条记录吗？');
    fireEvent.click(within(confirm).getByRole('button', { name: '删除' }));
    const summary = await screen.findByRole('dialog', { name: '批量删除结果' });
    expect(summary.textContent).toContain('已删除 2 条，1 条失败。');
    expect(summary.textContent).toContain('Locked two — 这本书不能删除');
    expect(api.books.map((book) => book.id).slice(0, 2)).toEqual([2, 4]);
    // The row that failed stays selected for another try.
    expect(screen.getByRole('region', { name: '已选择 1 项' })).toBeTruthy();
  });

  it('says in a toast that a bulk delete went through, leaving no dialog to close', async () => {
    const notify = vi.fn();
    const { api } = renderTable({ books: sampleBooks(12), notifier: { notify } });
    await firstRowsShown();
    for (const title of ['Book 001', 'Book 002', 'Book 003']) {
      fireEvent.click(table().getByRole('checkbox', { name: `选择“${title}”` }));
    }
    fireEvent.click(screen.getByRole('button', { name: '批量删除' }));
    const confirm = await screen.findByRole('dialog', { name: '批量删除' });
    fireEvent.click(within(confirm).getByRole('button', { name: '删除' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({ kind: 'success', message: '已删除 3 条记录' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.books.map((book) => book.id).slice(0, 3)).toEqual([4, 5, 6]);
    expect(screen.queryByRole('region', { name: /^已选择/ })).toBeNull();
  });

  it('selects every allowed row of the page from the header', async () => {
    renderTable({ permissions: { remove: (book) => book.genre !== 'essay' } });
    await firstRowsShown();
    fireEvent.click(table().getByRole('checkbox', { name: '选择本页全部' }));
    // Books 3, 6 and 9 are essays.
    expect(screen.getByRole('region', { name: '已选择 7 项' })).toBeTruthy();
  });

  it('hides a column and remembers it for the next visit', async () => {
    const first = renderTable();
    await firstRowsShown();
    fireEvent.click(screen.getByRole('button', { name: '列设置' }));
    fireEvent.click(await screen.findByRole('checkbox', { name: '作者' }));
    await waitFor(() => expect(table().queryByRole('columnheader', { name: '作者' })).toBeNull());
    expect(storedTables().books?.columns).toEqual({
      order: ['id', 'title', 'author', 'genre', 'pages', 'website', 'publishedAt'],
      hidden: ['website', 'author'],
    });
    first.unmount();
    renderTable();
    await firstRowsShown();
    expect(table().queryByRole('columnheader', { name: '作者' })).toBeNull();
  });

  it('moves a column, and shows a column hidden by default once asked', async () => {
    renderTable();
    await firstRowsShown();
    fireEvent.click(screen.getByRole('button', { name: '列设置' }));
    fireEvent.click(await screen.findByRole('button', { name: '上移“作者”' }));
    fireEvent.click(screen.getByRole('checkbox', { name: '网址' }));
    await waitFor(() =>
      expect(
        table()
          .getAllByRole('columnheader')
          .map((header) => header.textContent),
      ).toEqual(['', '编号', '作者', '书名', '体裁', '页数', '网址', '出版时间', '操作']),
    );
  });

  it('opens with the page size picked on the last visit, unless the address names one', async () => {
    const first = renderTable();
    await firstRowsShown();
    expect(rowKeys()).toHaveLength(10);
    fireEvent.change(screen.getByRole('combobox', { name: '每页条数' }), {
      target: { value: '20' },
    });
    await waitFor(() => expect(rowKeys()).toHaveLength(20));
    expect(storedTables().books?.pageSize).toBe(20);
    first.unmount();

    const second = renderTable();
    await waitFor(() => expect(rowKeys()).toHaveLength(20));
    expect(search()).toEqual({});
    second.unmount();

    renderTable({ initialSearch: { pageSize: 50 } });
    await waitFor(() => expect(rowKeys()).toHaveLength(45));
  });

  it('changes the row density and keeps it', async () => {
    renderTable();
    await firstRowsShown();
    fireEvent.click(screen.getByRole('button', { name: '表格密度' }));
    fireEvent.click(await screen.findByRole('radio', { name: '紧凑' }));
    await waitFor(() =>
      expect(screen.getByRole('table', { name: '图书' }).getAttribute('data-density')).toBe(
        'compact',
      ),
    );
    expect(storedTables().books?.density).toBe('compact');
  });

  it('exports every row of the filter to CSV, page by page, as shown in the columns', async () => {
    const files: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      files.push(blob);
      return 'blob:csv';
    });
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { api } = renderTable({ books: sampleBooks(350), initialSearch: { genre: 'novel' } });
    const list = vi.spyOn(api, 'getList');
    await firstRowsShown();
    fireEvent.click(screen.getByRole('button', { name: '导出 CSV' }));
    await waitFor(() => expect(files).toHaveLength(1));
    expect(click).toHaveBeenCalledOnce();
    const text = await readText(files[0] as Blob);
    const lines = text.split('\r\n');
    expect(lines[0]).toBe('\uFEFF编号,书名,作者,体裁,页数,出版时间');
    // 117 novels among 350 books, fetched as 100 and 17: a header, 117 rows, a final break.
    expect(lines).toHaveLength(119);
    // The date as its cell shows it (numeric, in the reader's time zone), not as the API sends it.
    const firstRow = table()
      .getAllByRole('row')
      .find((row) => row.getAttribute('data-row-key') === '1');
    const shownDate = within(firstRow as HTMLElement).getByText(
      /^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}$/,
    );
    expect(lines[1]).toBe(`1,Book 001,鲁迅,小说,100,${shownDate.textContent}`);
    expect(list.mock.calls.filter(([params]) => params.pagination.perPage === 100)).toHaveLength(2);
  });

  it('opens a record deleted elsewhere as a copy only when asked, and afresh next time', async () => {
    const { api } = renderTable();
    await firstRowsShown();
    api.books.splice(0, 1);
    fireEvent.click(table().getByRole('button', { name: '编辑 Book 001' }));
    const form = within(await screen.findByRole('dialog', { name: '编辑图书' }));
    fireEvent.click(form.getByRole('button', { name: '保存' }));
    fireEvent.click(await form.findByRole('button', { name: '另存为新记录' }));
    expect(await screen.findByRole('dialog', { name: '复制图书' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The list was refreshed behind the form: the deleted book is gone from it.
    await waitFor(() => expect(rowKeys()).not.toContain('1'));
    fireEvent.click(table().getByRole('button', { name: '编辑 Book 002' }));
    expect(await screen.findByRole('dialog', { name: '编辑图书' })).toBeTruthy();
  });

  it('drops from the selection a row someone else deleted meanwhile', async () => {
    const { api } = renderTable();
    await firstRowsShown();
    fireEvent.click(table().getByRole('checkbox', { name: '选择“Book 001”' }));
    fireEvent.click(table().getByRole('checkbox', { name: '选择“Book 002”' }));
    api.books.splice(1, 1);
    fireEvent.click(screen.getByRole('button', { name: '批量删除' }));
    const confirm = await screen.findByRole('dialog', { name: '批量删除' });
    fireEvent.click(within(confirm).getByRole('button', { name: '删除' }));
    const summary = await screen.findByRole('dialog', { name: '批量删除结果' });
    expect(summary.textContent).toContain('已删除 1 条，1 条失败。');
    expect(screen.queryByRole('region', { name: /^已选择/ })).toBeNull();
  });
});

describe('CrudTable across a reload the shell makes', () => {
  afterEach(() => sessionStorage.clear());

  /** What the shell does before its reload, then the page gone and loaded again. */
  async function reloadPage(view: ReturnType<typeof renderTable>) {
    runBeforeReload();
    view.unmount();
    const reloaded = renderTable({ api: view.api });
    await firstRowsShown();
    return reloaded;
  }

  it('reopens a half-filled create form with what was typed, once', async () => {
    const view = renderTable();
    await firstRowsShown();
    fireEvent.click(screen.getByRole('button', { name: '新建' }));
    const form = within(await screen.findByRole('dialog', { name: '新建图书' }));
    fireEvent.change(form.getByRole('textbox', { name: '书名' }), { target: { value: '呐喊' } });

    await reloadPage(view);
    const reopened = within(await screen.findByRole('dialog', { name: '新建图书' }));
    expect(reopened.getByRole('textbox', { name: '书名' })).toHaveProperty('value', '呐喊');
    expect(sessionStorage.length).toBe(0);
    // Closing it asks first: it holds unsaved changes again.
    fireEvent.click(reopened.getByRole('button', { name: '取消' }));
    expect(await screen.findByRole('alertdialog')).toBeTruthy();
  });

  it('reopens an edit over the record as it is now, the typed fields over it', async () => {
    const view = renderTable();
    await firstRowsShown();
    fireEvent.click(table().getByRole('button', { name: '编辑 Book 001' }));
    const form = within(await screen.findByRole('dialog', { name: '编辑图书' }));
    fireEvent.change(form.getByRole('textbox', { name: '书名' }), { target: { value: '彷徨' } });
    const book = view.api.books[0];
    if (book) book.website = 'https://example.com/changed';

    await reloadPage(view);
    const reopened = within(await screen.findByRole('dialog', { name: '编辑图书' }));
    expect(reopened.getByRole('textbox', { name: '书名' })).toHaveProperty('value', '彷徨');
    expect(reopened.getByRole('textbox', { name: '网址' })).toHaveProperty(
      'value',
      'https://example.com/changed',
    );
  });

  it('keeps nothing of a form without changes, or when nothing reloads', async () => {
    const view = renderTable();
    await firstRowsShown();
    fireEvent.click(screen.getByRole('button', { name: '新建' }));
    await screen.findByRole('dialog', { name: '新建图书' });
    runBeforeReload();
    expect(sessionStorage.length).toBe(0);
    const form = within(screen.getByRole('dialog', { name: '新建图书' }));
    fireEvent.change(form.getByRole('textbox', { name: '书名' }), { target: { value: '呐喊' } });
    expect(sessionStorage.length).toBe(0);
    view.unmount();
  });
});

describe('CrudTable record view in the address (view)', () => {
  it('opens the view of a record on the page, and closing it removes the param', async () => {
    const { api } = renderTable();
    const getOne = vi.spyOn(api, 'getOne');
    fireEvent.click(await table().findByRole('button', { name: '查看 Book 002' }));
    const view = await screen.findByRole('dialog', { name: '查看图书' });
    expect(view.textContent).toContain('Book 002');
    expect(search().view).toBe(2);
    expect(getOne).not.toHaveBeenCalled();

    fireEvent.keyDown(view, { key: 'Escape' });
    await waitFor(() => expect(search().view).toBeUndefined());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('fetches a record that is not on the page with getOne', async () => {
    const { api } = renderTable({ initialSearch: { view: 40 } });
    const getOne = vi.spyOn(api, 'getOne');
    const view = await screen.findByRole('dialog', { name: '查看图书' });
    expect(view.textContent).toContain('Book 040');
    expect(getOne).toHaveBeenCalledWith(expect.objectContaining({ resource: 'books', id: 40 }));
  });

  it('says so when the record cannot be had, and drops the param', async () => {
    const notifier = { notify: vi.fn() };
    renderTable({ initialSearch: { view: 999 }, notifier });
    await waitFor(() => expect(search().view).toBeUndefined());
    expect(notifier.notify).toHaveBeenCalledWith(
      expect.objectContaining({
        kind: 'error',
        message: expect.stringContaining('无法打开这条记录'),
      }),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("shows the app's extra content for the record viewed", async () => {
    renderTable({
      initialSearch: { view: 3 },
      renderRecordExtra: (book) => <p data-testid="extra">{`History of ${book.title}`}</p>,
    });
    const view = await screen.findByRole('dialog', { name: '查看图书' });
    expect(within(view).getByTestId('extra').textContent).toBe('History of Book 003');
  });

  it('moves from the view to the edit form without the param', async () => {
    renderTable({ initialSearch: { view: 3 } });
    const view = await screen.findByRole('dialog', { name: '查看图书' });
    fireEvent.click(within(view).getByRole('button', { name: '编辑' }));
    expect(await screen.findByRole('dialog', { name: '编辑图书' })).toBeTruthy();
    await waitFor(() => expect(search().view).toBeUndefined());
  });
});
