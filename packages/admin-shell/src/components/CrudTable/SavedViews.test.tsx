// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TestProviders } from '../../../test/test-providers.js';
import type { Notifier } from '../../core/contracts.js';
import type { CrudSearch } from '../../core/crud/crud-definition.js';
import {
  type BookQuery,
  BookTableStage,
  createBookApi,
  createSavedViewsStore,
  sampleBooks,
} from './CrudTable.fixtures.js';

/** Ada's novels view, and a view of essays Grace shared. */
function seededViews() {
  return createSavedViewsStore([
    {
      tableKey: 'books',
      name: 'Long novels',
      shared: false,
      owner: 'Ada',
      state: {
        filters: { genre: 'novel' },
        sortField: 'pages',
        sortOrder: 'descend',
        columns: {
          order: ['id', 'title', 'author', 'genre', 'pages', 'website', 'publishedAt'],
          hidden: ['author', 'website'],
        },
        density: 'compact',
      },
    },
    {
      tableKey: 'books',
      name: 'Essays',
      shared: true,
      owner: 'Grace',
      state: { filters: { genre: 'essay' } },
    },
  ]);
}

function renderTable(
  options: { initialSearch?: CrudSearch<BookQuery>; withoutViews?: boolean } = {},
) {
  const store = seededViews();
  const notifier: Notifier = { notify: vi.fn() };
  render(
    <TestProviders>
      <BookTableStage
        api={createBookApi(sampleBooks(45))}
        savedViews={options.withoutViews ? undefined : store.as('Ada')}
        notifier={notifier}
        initialSearch={options.initialSearch}
      />
    </TestProviders>,
  );
  return { store, notify: notifier.notify as ReturnType<typeof vi.fn> };
}

const table = () => within(screen.getByRole('table', { name: '图书' }));
const search = (): CrudSearch<BookQuery> =>
  JSON.parse(screen.getByTestId('search').textContent ?? '{}');
const headers = () =>
  table()
    .getAllByRole('columnheader')
    .map((header) => header.textContent);
const genresShown = () => {
  const column = headers().indexOf('体裁');
  return table()
    .getAllByRole('row')
    .filter((row) => row.hasAttribute('data-row-key'))
    .map((row) => row.children[column]?.textContent);
};
const viewsButton = () => screen.getByRole('button', { name: /^视图/ });
/** The views popover, named by the button that opens it. */
const viewsPopover = () => screen.findByRole('dialog', { name: /^视图/ });
/** Opens the views popover (its code loads at the first press) and answers it. */
async function openViews() {
  fireEvent.click(viewsButton());
  return within(await viewsPopover());
}
const rowOfView = async (name: string) => {
  const popover = await viewsPopover();
  await within(popover).findAllByRole('listitem');
  const entry = within(popover)
    .getAllByRole('listitem')
    .find((item) => item.textContent?.startsWith(name));
  if (!entry) throw new Error(`no view ${name} in the list`);
  return within(entry);
};

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('CrudTable with saved views', () => {
  it('offers the person’s own views, then those shared with them, each marked', async () => {
    renderTable();
    const popover = await openViews();
    const mine = within(await popover.findByRole('region', { name: '我的视图' }));
    const shared = within(popover.getByRole('region', { name: '他人共享的视图' }));
    expect(mine.getByRole('button', { name: 'Long novels' })).toBeTruthy();
    expect(shared.getByRole('button', { name: 'Essays Grace 共享' })).toBeTruthy();
    // Only one's own views can be changed.
    expect(shared.queryByRole('button', { name: '编辑视图“Essays”' })).toBeNull();
    expect(shared.queryByRole('button', { name: '删除视图“Essays”' })).toBeNull();
    expect(mine.getByRole('button', { name: '编辑视图“Long novels”' })).toBeTruthy();
  });

  it('applies a view: its rows, sort, columns and density, the address naming it', async () => {
    renderTable();
    await waitFor(() => expect(genresShown()).toHaveLength(10));
    await openViews();
    fireEvent.click((await rowOfView('Long novels')).getByRole('button', { name: 'Long novels' }));

    await waitFor(() => expect(new Set(genresShown())).toEqual(new Set(['小说'])));
    expect(search()).toEqual({
      genre: 'novel',
      sortField: 'pages',
      sortOrder: 'descend',
      savedView: 1,
    });
    expect(headers()).not.toContain('作者');
    expect(screen.getByRole('table', { name: '图书' }).getAttribute('data-density')).toBe(
      'compact',
    );
    expect(viewsButton().getAttribute('aria-label')).toBe('视图：Long novels');
  });

  it('saves the table as it is as a new view, shared, and the address names it', async () => {
    const { store, notify } = renderTable({ initialSearch: { genre: 'poetry', keyword: 'Book' } });
    const popover = await openViews();
    fireEvent.click(popover.getByRole('button', { name: '保存当前视图' }));
    const dialog = within(await screen.findByRole('dialog', { name: '保存视图' }));
    fireEvent.change(dialog.getByRole('textbox', { name: '名称' }), {
      target: { value: '  Poems  ' },
    });
    fireEvent.click(dialog.getByRole('checkbox', { name: '共享给所有人' }));
    fireEvent.click(dialog.getByRole('button', { name: '保存' }));

    await waitFor(() => expect(store.views.map((view) => view.name)).toContain('Poems'));
    const saved = store.views.find((view) => view.name === 'Poems');
    expect(saved).toMatchObject({
      owner: 'Ada',
      shared: true,
      state: { filters: { genre: 'poetry' }, keyword: 'Book', pageSize: 10, density: 'default' },
    });
    await waitFor(() => expect(search().savedView).toBe(saved?.id));
    expect(notify).toHaveBeenCalledWith({ kind: 'success', message: '已保存视图“Poems”' });
  });

  it('puts a name the person already gave a view of the table under the field', async () => {
    const { store } = renderTable();
    const popover = await openViews();
    fireEvent.click(popover.getByRole('button', { name: '保存当前视图' }));
    const dialog = within(await screen.findByRole('dialog', { name: '保存视图' }));
    fireEvent.click(dialog.getByRole('button', { name: '保存' }));
    expect(await dialog.findByText('请输入名称')).toBeTruthy();
    fireEvent.change(dialog.getByRole('textbox', { name: '名称' }), {
      target: { value: 'LONG NOVELS' },
    });
    fireEvent.click(dialog.getByRole('button', { name: '保存' }));
    expect(await dialog.findByText('这张表已有同名的视图')).toBeTruthy();
    expect(store.views).toHaveLength(2);
  });

  it('renames and shares a view of one’s own, giving it the table as it is when asked', async () => {
    const { store } = renderTable({ initialSearch: { genre: 'essay' } });
    await openViews();
    fireEvent.click(
      (await rowOfView('Long novels')).getByRole('button', { name: '编辑视图“Long novels”' }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: '编辑视图' }));
    const name = dialog.getByRole('textbox', { name: '名称' });
    expect((name as HTMLInputElement).value).toBe('Long novels');
    fireEvent.change(name, { target: { value: 'Essays too' } });
    fireEvent.click(dialog.getByRole('checkbox', { name: '共享给所有人' }));
    fireEvent.click(dialog.getByRole('checkbox', { name: /^用表格当前的筛选/ }));
    fireEvent.click(dialog.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(store.views[0]?.name).toBe('Essays too'));
    expect(store.views[0]).toMatchObject({ shared: true, state: { filters: { genre: 'essay' } } });
  });

  it('makes a view the default for the table, and no longer', async () => {
    const { store, notify } = renderTable();
    await openViews();
    const star = (await rowOfView('Essays')).getByRole('button', {
      name: '打开表格时显示“Essays”',
    });
    expect(star.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(star);
    await waitFor(() => expect(store.defaults.get('Ada:books')).toBe(2));
    const pressed = await (await rowOfView('Essays')).findByRole('button', {
      name: '打开表格时不再显示“Essays”',
    });
    expect(pressed.getAttribute('aria-pressed')).toBe('true');
    expect(notify).toHaveBeenCalledWith({
      kind: 'success',
      message: '打开表格时将显示“Essays”',
    });
    fireEvent.click(pressed);
    await waitFor(() => expect(store.defaults.has('Ada:books')).toBe(false));
  });

  it('deletes a view of one’s own once confirmed; the address no longer names it', async () => {
    const { store } = renderTable({ initialSearch: { genre: 'novel', savedView: 1 } });
    await waitFor(() => expect(viewsButton().getAttribute('aria-label')).toBe('视图：Long novels'));
    await openViews();
    fireEvent.click(
      (await rowOfView('Long novels')).getByRole('button', { name: '删除视图“Long novels”' }),
    );
    const confirm = within(await screen.findByRole('dialog', { name: '删除视图' }));
    fireEvent.click(confirm.getByRole('button', { name: '删除' }));
    await waitFor(() => expect(store.views.map((view) => view.name)).toEqual(['Essays']));
    await waitFor(() => expect(search()).toEqual({ genre: 'novel' }));
    expect(viewsButton().getAttribute('aria-label')).toBe('视图');
  });

  it('copies a view’s link, which opens it by its id alone', async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const { notify } = renderTable();
    await openViews();
    fireEvent.click(
      (await rowOfView('Essays')).getByRole('button', { name: '复制“Essays”的链接' }),
    );
    await waitFor(() =>
      expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/?savedView=2`),
    );
    expect(notify).toHaveBeenCalledWith({ kind: 'success', message: '已复制视图链接' });
  });

  it('updates the chosen view of one’s own to the table as it is now', async () => {
    const { store } = renderTable({ initialSearch: { genre: 'poetry', savedView: 1 } });
    const popover = await openViews();
    fireEvent.click(await popover.findByRole('button', { name: '用当前状态更新“Long novels”' }));
    await waitFor(() => expect(store.views[0]?.state.filters).toEqual({ genre: 'poetry' }));
    expect(store.views[0]?.version).toBe(2);
  });

  it('reports a view the address names that the person cannot have, and drops it', async () => {
    const { notify } = renderTable({ initialSearch: { genre: 'poetry', savedView: 99 } });
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({
        kind: 'error',
        message: '这个视图不存在，或未共享给你',
      }),
    );
    await waitFor(() => expect(search()).toEqual({ genre: 'poetry' }));
  });

  it('leaves the view once the person sorts or filters otherwise, but not when paging', async () => {
    renderTable({ initialSearch: { genre: 'novel', savedView: 1 } });
    await waitFor(() => expect(genresShown().length).toBeGreaterThan(0));
    fireEvent.click(screen.getByRole('button', { name: '2' }));
    await waitFor(() => expect(search()).toEqual({ genre: 'novel', savedView: 1, current: 2 }));
    fireEvent.click(table().getByRole('button', { name: /^按页数排序/ }));
    await waitFor(() =>
      expect(search()).toEqual({ genre: 'novel', sortField: 'pages', sortOrder: 'ascend' }),
    );
  });

  it('shows no views control when the app keeps no saved views', async () => {
    renderTable({ withoutViews: true });
    await waitFor(() => expect(genresShown()).toHaveLength(10));
    expect(screen.queryByRole('button', { name: /^视图/ })).toBeNull();
  });
});
