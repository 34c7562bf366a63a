// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { resetPageStateAfterEach } from '../../../test/reset-page-state.js';
import { jsdomTheme, TestI18n } from '../../../test/test-providers.js';
import { preferencesStorageKey } from '../../core/preferences/storage-key.js';
import { LayoutStage, type LayoutStageProps } from '../AdminLayout/AdminLayout.fixtures.js';
import { AdminThemeProvider } from '../AdminThemeProvider/AdminThemeProvider.js';

resetPageStateAfterEach();

function Shell({ children }: { children: ReactNode }) {
  return (
    <TestI18n>
      <AdminThemeProvider theme={jsdomTheme}>{children}</AdminThemeProvider>
    </TestI18n>
  );
}

async function renderTabs(props: LayoutStageProps = {}) {
  const view = render(
    <Shell>
      <LayoutStage path="/" defaultSettings={{ tabs: true }} {...props} />
    </Shell>,
  );
  await screen.findByRole('heading', { name: 'Page /' });
  return view;
}

const tabList = () => screen.getByRole('tablist', { name: '打开的页面' });
const tabNames = () =>
  within(tabList())
    .getAllByRole('tab')
    .map((tab) => tab.textContent);
const tab = (name: string) => within(tabList()).getByRole('tab', { name });
const shownNotes = () => screen.getByRole('textbox', { name: 'Notes' }) as HTMLInputElement;

async function openFromMenu(name: string, heading: string) {
  fireEvent.click(
    within(screen.getByRole('navigation', { name: '主菜单' })).getByRole('link', { name }),
  );
  await screen.findByRole('heading', { name: heading });
}

describe('page tabs', () => {
  it('keeps what was typed in a page while another tab is shown', async () => {
    await renderTabs();
    fireEvent.change(shownNotes(), { target: { value: 'half a thought' } });
    await openFromMenu('增删改查表格', 'Page /crud-table');
    expect(tabNames()).toEqual(['首页', '增删改查表格']);
    expect(tab('增删改查表格').getAttribute('aria-selected')).toBe('true');
    // The hidden page is still mounted, out of sight, its text kept.
    expect(shownNotes().value).toBe('');

    fireEvent.click(tab('首页'));
    await waitFor(() => expect(tab('首页').getAttribute('aria-selected')).toBe('true'));
    expect(shownNotes().value).toBe('half a thought');
    expect(
      screen.getAllByRole('tabpanel').map((panel) => panel.getAttribute('aria-labelledby')),
    ).toEqual([tab('首页').id]);
  });

  it('unmounts a closed tab: reopened, its page starts afresh', async () => {
    await renderTabs();
    await openFromMenu('增删改查表格', 'Page /crud-table');
    fireEvent.change(shownNotes(), { target: { value: 'draft' } });
    fireEvent.change(shownNotes(), { target: { value: '' } });
    fireEvent.click(tab('首页'));
    await waitFor(() => expect(tabNames()).toHaveLength(2));
    fireEvent.keyDown(tab('增删改查表格'), { key: 'Delete' });
    await waitFor(() => expect(tabNames()).toEqual(['首页']));
    expect(screen.queryByRole('heading', { name: 'Page /crud-table', hidden: true })).toBeNull();
  });

  it('closes the least recently used tab past the limit', async () => {
    await renderTabs({ maxTabs: 2 });
    await openFromMenu('增删改查表格', 'Page /crud-table');
    await openFromMenu('管理页', 'Only admins can see this page.');
    await waitFor(() => expect(tabNames()).toEqual(['增删改查表格', '管理页']));
  });

  it('asks before closing a tab with unsaved changes, and keeps it on Cancel', async () => {
    await renderTabs();
    fireEvent.change(shownNotes(), { target: { value: 'unsaved' } });
    await openFromMenu('增删改查表格', 'Page /crud-table');
    fireEvent.keyDown(tab('首页'), { key: 'Delete' });
    // The question's code loads on its first use.
    const question = await screen.findByRole(
      'dialog',
      { name: '放弃未保存的修改？' },
      { timeout: 5000 },
    );
    fireEvent.click(within(question).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(tabNames()).toEqual(['首页', '增删改查表格']);

    fireEvent.keyDown(tab('首页'), { key: 'Delete' });
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: '放弃修改' }),
    );
    await waitFor(() => expect(tabNames()).toEqual(['增删改查表格']));
  });

  it('moves focus with the arrow keys and pins from the keyboard order', async () => {
    await renderTabs();
    await openFromMenu('增删改查表格', 'Page /crud-table');
    tab('增删改查表格').focus();
    fireEvent.keyDown(tab('增删改查表格'), { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(tab('首页'));
    expect(tab('首页').tabIndex).toBe(0);
    expect(tab('增删改查表格').tabIndex).toBe(-1);
    fireEvent.keyDown(tab('首页'), { key: 'ArrowRight', ctrlKey: true, shiftKey: true });
    await waitFor(() => expect(tabNames()).toEqual(['增删改查表格', '首页']));
  });

  it('stores the tabs for the same person', async () => {
    await renderTabs();
    await openFromMenu('增删改查表格', 'Page /crud-table');
    await waitFor(() => {
      const stored = JSON.parse(localStorage.getItem(preferencesStorageKey) ?? '{}');
      expect(stored.tabs).toEqual({
        owner: 'Serati Ma',
        activeKey: '/crud-table',
        tabs: [
          { key: '/', href: '/', pinned: false },
          { key: '/crud-table', href: '/crud-table', pinned: false },
        ],
      });
    });
  });

  it('reopens stored tabs, leaving out pages the person may no longer open', async () => {
    localStorage.setItem(
      preferencesStorageKey,
      JSON.stringify({
        tabs: {
          owner: 'Qu Li',
          activeKey: '/',
          tabs: [
            { key: '/admin-manager', href: '/admin-manager', pinned: false },
            { key: '/crud-table', href: '/crud-table?page=2', pinned: true },
            { key: '/', href: '/', pinned: false },
          ],
        },
      }),
    );
    await renderTabs({ access: 'user' });
    expect(tabNames()).toEqual(['增删改查表格', '首页']);
  });
});
