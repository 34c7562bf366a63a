// @vitest-environment jsdom
import { useMantineTheme } from '@mantine/core';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TestI18n } from '../../../test/test-providers.js';
import { defaultLayoutSettings, type LayoutSettings } from '../../core/layout/layout-settings.js';
import { preferencesStorageKey } from '../../core/preferences/storage-key.js';
import { AdminThemeProvider } from '../AdminThemeProvider/AdminThemeProvider.js';
import { SettingsDrawer } from './SettingsDrawer.js';

/** What the preferences store holds now. */
const stored = () => JSON.parse(localStorage.getItem(preferencesStorageKey) ?? '{}');

function PrimaryColorProbe() {
  return <output data-testid="primary-color">{useMantineTheme().primaryColor}</output>;
}

function renderDrawer(settings: Partial<LayoutSettings> = {}) {
  const props = { onChange: vi.fn(), onClose: vi.fn() };
  render(
    <TestI18n>
      <AdminThemeProvider>
        <PrimaryColorProbe />
        <SettingsDrawer opened settings={{ ...defaultLayoutSettings, ...settings }} {...props} />
      </AdminThemeProvider>
    </TestI18n>,
  );
  return props;
}

// Mantine's switch label holds its description too, so the name begins with the label.
const fixedHeaderName = /^固定顶栏/;
const fixSiderName = /^固定侧边菜单/;

const drawer = () => within(screen.getByRole('dialog', { name: '布局设置' }));
const primaryColor = () => screen.getByTestId('primary-color').textContent;

/**
 * The choices under a field's label. The groups carry no name of their own (see the test
 * 'names each group of choices after its field'), so they are found beside their label.
 */
function field(label: string) {
  const group = drawer().getByText(label).parentElement;
  if (!group) throw new Error(`No field ${label}`);
  return within(group);
}

/** The text that describes `element` to a screen reader. */
function descriptionOf(element: HTMLElement): string {
  const ids = element.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

afterEach(() => {
  localStorage.clear();
  document.documentElement.className = '';
});

describe('SettingsDrawer', () => {
  it('reports each layout choice as a change of its own field', () => {
    const { onChange } = renderDrawer({ layout: 'side' });
    fireEvent.click(field('导航模式').getByRole('radio', { name: '顶部菜单' }));
    expect(onChange).toHaveBeenLastCalledWith({ layout: 'top' });
    fireEvent.click(field('菜单风格').getByRole('radio', { name: '暗色' }));
    expect(onChange).toHaveBeenLastCalledWith({ navTheme: 'dark' });
    fireEvent.click(field('内容区域宽度').getByRole('radio', { name: '定宽' }));
    expect(onChange).toHaveBeenLastCalledWith({ contentWidth: 'Fixed' });
    fireEvent.click(drawer().getByRole('switch', { name: fixedHeaderName }));
    expect(onChange).toHaveBeenLastCalledWith({ fixedHeader: true });
    fireEvent.click(drawer().getByRole('switch', { name: fixSiderName }));
    expect(onChange).toHaveBeenLastCalledWith({ fixSiderbar: false });
    expect(onChange).toHaveBeenCalledTimes(5);
  });

  it('shows the settings it is given', () => {
    renderDrawer({ layout: 'side', navTheme: 'dark', contentWidth: 'Fixed', fixedHeader: true });
    const checked = (label: string, option: string) =>
      (field(label).getByRole('radio', { name: option }) as HTMLInputElement).checked;
    expect(checked('导航模式', '侧边菜单')).toBe(true);
    expect(checked('菜单风格', '暗色')).toBe(true);
    expect(checked('内容区域宽度', '定宽')).toBe(true);
    expect(
      (drawer().getByRole('switch', { name: fixedHeaderName }) as HTMLInputElement).checked,
    ).toBe(true);
  });

  it('names each group of choices after its field', () => {
    renderDrawer();
    for (const name of ['导航模式', '菜单风格', '内容区域宽度', '主题模式']) {
      expect(drawer().getByRole('radiogroup', { name })).toBeTruthy();
    }
  });

  it('keeps the header fixed in the mix layout, and says why', () => {
    renderDrawer({ layout: 'mix', fixedHeader: false });
    const fixedHeader = drawer().getByRole('switch', { name: fixedHeaderName }) as HTMLInputElement;
    expect(fixedHeader.disabled).toBe(true);
    expect(fixedHeader.checked).toBe(true);
    expect(descriptionOf(fixedHeader)).toContain('混合菜单下顶栏始终固定');
  });

  it('offers no fixed side menu in the top layout, and says why', () => {
    renderDrawer({ layout: 'top' });
    const fixSider = drawer().getByRole('switch', { name: fixSiderName }) as HTMLInputElement;
    expect(fixSider.disabled).toBe(true);
    expect(fixSider.checked).toBe(false);
    expect(descriptionOf(fixSider)).toContain('顶部菜单模式没有侧边菜单');
    const fixedHeader = drawer().getByRole('switch', { name: fixedHeaderName }) as HTMLInputElement;
    expect(fixedHeader.disabled).toBe(false);
  });

  it('switches the theme mode of the whole app', () => {
    renderDrawer();
    fireEvent.click(field('主题模式').getByRole('radio', { name: '暗色' }));
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    expect(stored().themeMode).toBe('dark');
  });

  it('switches the primary colour, marks the chosen swatch and remembers it', () => {
    renderDrawer();
    const colours = within(drawer().getByRole('group', { name: '主题色' }));
    expect(primaryColor()).toBe('brand');
    expect(colours.getByRole('button', { name: '拂晓蓝' }).getAttribute('aria-pressed')).toBe(
      'true',
    );

    fireEvent.click(colours.getByRole('button', { name: '极光绿' }));
    expect(primaryColor()).toBe('green');
    expect(colours.getByRole('button', { name: '极光绿' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(colours.getByRole('button', { name: '拂晓蓝' }).getAttribute('aria-pressed')).toBe(
      'false',
    );
    expect(stored().primaryColor).toBe('green');
  });

  it('resets the theme mode, the colour and the layout in one go, and keeps the language', () => {
    localStorage.setItem(
      preferencesStorageKey,
      JSON.stringify({ layout: { layout: 'top' }, locale: 'zh-CN' }),
    );
    renderDrawer();
    fireEvent.click(field('主题模式').getByRole('radio', { name: '暗色' }));
    fireEvent.click(drawer().getByRole('button', { name: '葡萄紫' }));
    expect(primaryColor()).toBe('grape');

    fireEvent.click(drawer().getByRole('button', { name: '恢复默认设置' }));
    expect(primaryColor()).toBe('brand');
    expect(document.documentElement.classList.contains('dark')).toBe(false);
    expect(stored()).toEqual({ locale: 'zh-CN' });
    expect(
      (field('主题模式').getByRole('radio', { name: '亮色' }) as HTMLInputElement).checked,
    ).toBe(true);
  });

  it('closes on Escape and from its close button', () => {
    const { onClose } = renderDrawer();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledOnce();
    fireEvent.click(drawer().getByRole('button', { name: '关闭设置' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
