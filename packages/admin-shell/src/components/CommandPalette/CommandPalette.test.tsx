// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { resetPageStateAfterEach } from '../../../test/reset-page-state.js';
import { jsdomTheme, TestI18n } from '../../../test/test-providers.js';
import type { Locale } from '../../core/i18n/messages.js';
import { LayoutStage, type LayoutStageProps } from '../AdminLayout/AdminLayout.fixtures.js';
import { AdminThemeProvider } from '../AdminThemeProvider/AdminThemeProvider.js';
import { PaletteStage } from './CommandPalette.fixtures.js';

resetPageStateAfterEach();

function renderStage(
  options: { locale?: Locale; stage?: LayoutStageProps; palette?: boolean } = {},
) {
  const Stage = options.palette === false ? LayoutStage : PaletteStage;
  render(
    <TestI18n defaultLocale={options.locale}>
      <AdminThemeProvider theme={jsdomTheme}>
        <Stage {...options.stage} />
      </AdminThemeProvider>
    </TestI18n>,
  );
}

const pressShortcut = () => fireEvent.keyDown(document, { key: 'k', ctrlKey: true });

/** Opens the palette with Ctrl+K and gives its search box. */
async function openPalette() {
  await screen.findByRole('banner');
  act(() => void pressShortcut());
  return (await screen.findByRole('combobox')) as HTMLInputElement;
}

/** The option the search box points at. */
function activeOption(input: HTMLElement): HTMLElement {
  const id = input.getAttribute('aria-activedescendant');
  const option = id ? document.getElementById(id) : null;
  if (!option) throw new Error('No active option');
  return option;
}

const type = (input: HTMLElement, text: string) =>
  fireEvent.change(input, { target: { value: text } });
const press = (input: HTMLElement, key: string) => fireEvent.keyDown(input, { key });

describe('CommandPalette', () => {
  it('is offered only when the layout is given commandPalette', async () => {
    renderStage({ palette: false });
    const header = within(await screen.findByRole('banner'));
    expect(header.queryByRole('button', { name: '搜索页面、操作和记录' })).toBeNull();
    pressShortcut();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('opens from the header button, its search box focused, as a combobox over a listbox', async () => {
    renderStage();
    const button = await screen.findByRole('button', { name: '搜索页面、操作和记录' });
    expect(button.getAttribute('aria-keyshortcuts')).toBe('Control+K Meta+K');
    fireEvent.click(button);
    const input = await screen.findByRole('combobox');
    await waitFor(() => expect(document.activeElement).toBe(input));
    expect(screen.getByRole('dialog', { name: '搜索页面、操作和记录' }).contains(input)).toBe(true);
    const listbox = screen.getByRole('listbox');
    expect(input.getAttribute('aria-controls')).toBe(listbox.id);
    expect(within(listbox).getByRole('group', { name: '页面' })).toBeTruthy();
    expect(within(listbox).getByRole('group', { name: '操作' })).toBeTruthy();
    expect(activeOption(input).getAttribute('aria-selected')).toBe('true');
  });

  it('lists only the pages the person may open, with their place in the menu', async () => {
    renderStage({ stage: { access: 'user' } });
    const input = await openPalette();
    type(input, '管理');
    expect(screen.queryByRole('option', { name: /管理页/ })).toBeNull();
    type(input, '图标');
    expect(screen.getByRole('option', { name: /图标/ }).textContent).toContain('基础功能');
  });

  it('finds a page and opens it by keyboard', async () => {
    renderStage();
    const input = await openPalette();
    type(input, '样式');
    expect(activeOption(input).textContent).toContain('样式');
    press(input, 'Enter');
    expect(
      await screen.findByRole('heading', { name: 'Page /basic-features/style-feature' }),
    ).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('combobox')).toBeNull());
  });

  it('moves through the results with the arrow keys, wrapping round', async () => {
    renderStage();
    const input = await openPalette();
    type(input, '导航模式');
    const options = screen.getAllByRole('option');
    expect(options).toHaveLength(3);
    expect(activeOption(input)).toBe(options[0]);
    press(input, 'ArrowDown');
    expect(activeOption(input)).toBe(options[1]);
    press(input, 'ArrowUp');
    press(input, 'ArrowUp');
    expect(activeOption(input)).toBe(options[2]);
  });

  it('runs an action found in the other language', async () => {
    renderStage();
    const input = await openPalette();
    type(input, 'dark');
    expect(activeOption(input).textContent).toBe('主题模式：暗色');
    press(input, 'Enter');
    await waitFor(() => expect(document.documentElement.classList.contains('dark')).toBe(true));
  });

  it('finds records through the data provider and opens the one chosen', async () => {
    renderStage();
    const input = await openPalette();
    type(input, 'alice');
    const record = await screen.findByRole('option', { name: /alice@example\.com/ });
    expect(within(screen.getByRole('group', { name: '用户' })).getByRole('option')).toBe(record);
    fireEvent.click(record);
    expect(await screen.findByRole('heading', { name: 'Page /crud-table' })).toBeTruthy();
  });

  it('says when nothing matches, and speaks the count', async () => {
    renderStage({ locale: 'en-US' });
    const input = await openPalette();
    type(input, 'zzzz');
    expect(await screen.findByText('Nothing matches')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('0 results'));
  });

  it('closes on Escape and on Ctrl+K again, and opens empty', async () => {
    renderStage();
    let input = await openPalette();
    type(input, '样式');
    press(input, 'Escape');
    await waitFor(() => expect(screen.queryByRole('combobox')).toBeNull());
    input = await openPalette();
    expect(input.value).toBe('');
    act(() => void pressShortcut());
    await waitFor(() => expect(screen.queryByRole('combobox')).toBeNull());
  });
});
