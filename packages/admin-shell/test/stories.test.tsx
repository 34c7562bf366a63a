// @vitest-environment jsdom
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import preview from '../../../.storybook/preview.js';
import * as accessGuard from '../src/components/AccessGuard/AccessGuard.story.js';
import * as adminLayout from '../src/components/AdminLayout/AdminLayout.story.js';
import * as theme from '../src/components/AdminThemeProvider/AdminThemeProvider.story.js';
import * as crudFormModal from '../src/components/CrudFormModal/CrudFormModal.story.js';
import * as crudTable from '../src/components/CrudTable/CrudTable.story.js';
import * as errorBoundary from '../src/components/ErrorScreen/ErrorBoundary.story.js';
import * as errorScreen from '../src/components/ErrorScreen/ErrorScreen.story.js';
import * as exceptionResult from '../src/components/ExceptionResult/ExceptionResult.story.js';
import * as fullScreenLoader from '../src/components/FullScreenLoader/FullScreenLoader.story.js';
import * as localeSwitch from '../src/components/LocaleSwitch/LocaleSwitch.story.js';
import * as settingsDrawer from '../src/components/SettingsDrawer/SettingsDrawer.story.js';
import * as themeSwitch from '../src/components/ThemeSwitch/ThemeSwitch.story.js';
import * as versionNotice from '../src/components/VersionNotice/VersionNotice.story.js';
import { matchMediaMatching } from './match-media.js';
import { resetPageStateAfterEach } from './reset-page-state.js';

// The stories are the fixtures: rendered here with Storybook's own decorators and providers.
// Set before composeStories runs, which is when the describe blocks are collected.
setProjectAnnotations(preview);

resetPageStateAfterEach();

describe('AccessGuard stories', () => {
  const stories = composeStories(accessGuard);

  it('shows the protected text to an admin', () => {
    render(<stories.Allowed />);
    expect(screen.getByText('Only admins can see this text.')).toBeTruthy();
  });

  it('shows the 403 result, in Chinese by default, to a user', () => {
    render(<stories.Forbidden />);
    expect(screen.queryByText('Only admins can see this text.')).toBeNull();
    expect(screen.getByRole('region', { name: '403' }).textContent).toContain(
      '抱歉，您无权访问此页面',
    );
  });

  it('shows the fallback when one is given', () => {
    render(<stories.WithFallback />);
    expect(screen.getByText('Ask an admin to do this for you.')).toBeTruthy();
  });
});

describe('VersionNotice stories', () => {
  const stories = composeStories(versionNotice);

  it('shows the notice once the server reports another version', async () => {
    render(<stories.NewVersion />);
    expect(await screen.findByText('系统版本更新通知', {}, { timeout: 3000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: '立即刷新' })).toBeTruthy();
  });
});

describe('AdminThemeProvider stories', () => {
  const stories = composeStories(theme);

  it('switches to dark from the story control', async () => {
    render(<stories.Palette />);
    expect(screen.getByText('light')).toBeTruthy();
    act(() => screen.getByText('暗色').click());
    expect(await screen.findByText('dark')).toBeTruthy();
    expect(document.documentElement.classList.contains('dark')).toBe(true);
  });
});

describe('AdminLayout stories', () => {
  const stories = composeStories(adminLayout);
  /** The frame once the session has loaded: its root, header and side bar, where it has one. */
  async function frame() {
    await screen.findByRole('navigation', { name: /^(主菜单|Main menu)$/ });
    const root = document.querySelector<HTMLElement>('.admin-shell-root');
    if (!root) throw new Error('AdminLayout is not on screen');
    const header = within(root).getByRole('banner');
    const navbar = root.querySelector<HTMLElement>('.admin-shell-navbar');
    return { root, header, navbar };
  }

  it('Mix: a header across, the side menu below it, the page in the title', async () => {
    render(<stories.Mix />);
    const { root, header, navbar } = await frame();
    expect(root.getAttribute('data-layout')).toBe('mix');
    expect(within(header).getByRole('link', { name: 'React Admin Vite' })).toBeTruthy();
    expect(navbar && within(navbar).getByRole('navigation', { name: '主菜单' })).toBeTruthy();
    expect(document.title).toBe('图标 - React Admin Vite');
  });

  it('Side: the brand at the top of the side menu', async () => {
    render(<stories.Side />);
    const { root, header, navbar } = await frame();
    expect(root.getAttribute('data-layout')).toBe('side');
    expect(navbar && within(navbar).getByRole('link', { name: 'React Admin Vite' })).toBeTruthy();
    expect(within(header).queryByRole('link', { name: 'React Admin Vite' })).toBeNull();
  });

  it('Top: the menu in the header, no side menu', async () => {
    render(<stories.Top />);
    const { header, navbar } = await frame();
    expect(within(header).getByRole('navigation', { name: '主菜单' })).toBeTruthy();
    expect(navbar).toBeNull();
  });

  it('Collapsed: icons only, with the button to expand', async () => {
    render(<stories.Collapsed />);
    const { navbar } = await frame();
    expect(navbar?.hasAttribute('data-collapsed')).toBe(true);
    expect(screen.getByRole('button', { name: '展开菜单' })).toBeTruthy();
  });

  it('ScrollingSider: the side menu is not fixed, so it scrolls with the page', async () => {
    render(<stories.ScrollingSider />);
    const { root, navbar } = await frame();
    expect(root.getAttribute('data-layout')).toBe('side');
    expect(navbar?.getAttribute('data-fixed')).toBe('false');
  });

  it('DarkMenu: the side menu in the dark scheme beside light content', async () => {
    render(<stories.DarkMenu />);
    const { navbar } = await frame();
    expect(navbar?.getAttribute('data-mantine-color-scheme')).toBe('dark');
    expect(document.documentElement.classList.contains('dark')).toBe(false);
  });

  it('FixedWidth: content in a fixed column under a fixed header', async () => {
    render(<stories.FixedWidth />);
    const { header } = await frame();
    expect(document.querySelector('.admin-shell-content')?.getAttribute('data-width')).toBe(
      'Fixed',
    );
    expect(header.getAttribute('data-fixed')).toBe('true');
  });

  it('AsUser: no admin page in the menu, the 403 result at its address', async () => {
    render(<stories.AsUser />);
    await frame();
    expect(await screen.findByText('抱歉，您无权访问此页面')).toBeTruthy();
    const menu = screen.getByRole('navigation', { name: '主菜单' });
    expect(within(menu).queryByRole('link', { name: '管理页' })).toBeNull();
  });

  it('NotFound: the 404 result, named in the title', async () => {
    render(<stories.NotFound />);
    await frame();
    expect(await screen.findByText('抱歉，您访问的页面不存在')).toBeTruthy();
    expect(document.title).toBe('页面不存在 - React Admin Vite');
  });

  it('Phone: on a phone-sized window, the menu opens from the burger', async () => {
    window.matchMedia = matchMediaMatching('(max-width: 47.99em)');
    render(<stories.Phone />);
    fireEvent.click(await screen.findByRole('button', { name: '打开菜单' }));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByRole('navigation', { name: '主菜单' })).toBeTruthy();
  });

  it('Dark: the whole page in the dark theme', async () => {
    render(<stories.Dark />);
    await frame();
    await waitFor(() => expect(document.documentElement.classList.contains('dark')).toBe(true));
  });

  it('English: the menu and title in English', async () => {
    render(<stories.English />);
    await frame();
    expect(screen.getByRole('button', { name: 'Basic features' })).toBeTruthy();
    expect(document.title).toBe('Icons - React Admin Vite');
  });
});

describe('SettingsDrawer stories', () => {
  const stories = composeStories(settingsDrawer);
  const shown = () => JSON.parse(screen.getByTestId('settings').textContent ?? '{}');

  it('Defaults: opens on the mix layout, its header fixed, and applies a change', async () => {
    render(<stories.Defaults />);
    const drawer = within(await screen.findByRole('dialog', { name: '布局设置' }));
    const fixedHeader = drawer.getByRole('switch', { name: /^固定顶栏/ }) as HTMLInputElement;
    expect(fixedHeader.disabled).toBe(true);
    fireEvent.click(drawer.getByRole('radio', { name: '侧边菜单' }));
    expect(shown()).toMatchObject({ layout: 'side' });
    expect(fixedHeader.disabled).toBe(false);
  });

  it('SideLayout: the side layout with a dark menu, its header switch free', async () => {
    render(<stories.SideLayout />);
    const drawer = within(await screen.findByRole('dialog', { name: '布局设置' }));
    expect((drawer.getByRole('radio', { name: '侧边菜单' }) as HTMLInputElement).checked).toBe(
      true,
    );
    const fixedHeader = drawer.getByRole('switch', { name: /^固定顶栏/ }) as HTMLInputElement;
    expect(fixedHeader.disabled).toBe(false);
    expect(shown()).toMatchObject({ layout: 'side', navTheme: 'dark' });
  });
});

describe('ThemeSwitch stories', () => {
  const stories = composeStories(themeSwitch);

  it('Default: switches the shell to dark', async () => {
    render(<stories.Default />);
    expect(screen.getByTestId('mode').textContent).toBe('light → light');
    fireEvent.click(screen.getByRole('button', { name: '切换主题' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: '暗色' }));
    expect(screen.getByTestId('mode').textContent).toBe('dark → dark');
  });
});

describe('LocaleSwitch stories', () => {
  const stories = composeStories(localeSwitch);

  it('Default: switches the shell to English', async () => {
    render(<stories.Default />);
    expect(screen.getByTestId('sample').textContent).toBe('zh-CN: 退出登录');
    fireEvent.click(screen.getByRole('button', { name: '语言' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'English' }));
    expect(screen.getByTestId('sample').textContent).toBe('en-US: log out');
  });
});

describe('ExceptionResult stories', () => {
  const stories = composeStories(exceptionResult);

  it.each([
    ['Forbidden', stories.Forbidden, '403', '抱歉，您无权访问此页面'],
    ['NotFound', stories.NotFound, '404', '抱歉，您访问的页面不存在'],
    ['ServerError', stories.ServerError, '500', '抱歉，服务器出错了'],
  ])('%s: the status, its sentence and the way home', (_, Story, status, sentence) => {
    render(<Story />);
    expect(screen.getByRole('region', { name: status }).textContent).toContain(sentence);
    expect(screen.getByRole('link', { name: '返回首页' }).getAttribute('href')).toBe('/');
  });

  it("WithExtra: the page's own action instead of the way home", () => {
    render(<stories.WithExtra />);
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: '返回首页' })).toBeNull();
  });
});

describe('FullScreenLoader stories', () => {
  const stories = composeStories(fullScreenLoader);

  it('Default: says resources are loading', () => {
    render(<stories.Default />);
    expect(screen.getByRole('status').textContent).toContain('资源加载中...');
  });

  it('CustomLabel: says what it waits for', () => {
    render(<stories.CustomLabel />);
    expect(screen.getByRole('status').textContent).toContain('Preparing your report…');
  });
});

describe('ErrorScreen stories', () => {
  const stories = composeStories(errorScreen);

  it('WithRetry: the message and a retry button', () => {
    render(<stories.WithRetry />);
    expect(screen.getByRole('alert').textContent).toContain('Request failed with status code 502');
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(stories.WithRetry.args.reset).toHaveBeenCalledOnce();
  });

  it('WithoutRetry: the message alone', () => {
    render(<stories.WithoutRetry />);
    expect(screen.getByRole('alert').textContent).toContain('Request failed with status code 502');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('CodeFailedOnItsVersion: the failed file and a retry, no talk of an update', () => {
    render(<stories.CodeFailedOnItsVersion />);
    expect(screen.getByRole('alert').textContent).toContain('articles-9f8e.js');
    expect(screen.queryByText('系统已更新')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(stories.CodeFailedOnItsVersion.args.reset).toHaveBeenCalledOnce();
  });
});

describe('ErrorBoundary stories', () => {
  const stories = composeStories(errorBoundary);

  it('NothingThrown: the children as they are', () => {
    render(<stories.NothingThrown />);
    expect(screen.getByText('The sales chart, drawn without trouble.')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('ChildThrows: the error screen with the message and a retry', () => {
    // React reports the error the boundary catches; here it is the point of the story.
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<stories.ChildThrows />);
    consoleError.mockRestore();
    expect(screen.getByRole('alert').textContent).toContain('The sales chart could not be drawn.');
    expect(screen.getByRole('button', { name: '重试' })).toBeTruthy();
  });

  it("CustomFallback: the page's own fallback, naming the error", () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<stories.CustomFallback />);
    consoleError.mockRestore();
    expect(
      screen.getByText('The chart is unavailable (The sales chart could not be drawn.).'),
    ).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('CrudTable stories', () => {
  const stories = composeStories(crudTable);
  const rows = () => document.querySelectorAll('tbody tr[data-row-key]');

  it('Default: the first ten of 120 books, with every action', async () => {
    render(<stories.Default />);
    await waitFor(() => expect(rows()).toHaveLength(10));
    expect(screen.getByTestId('crud-total').textContent).toBe('共 120 条');
    expect(screen.getByRole('button', { name: '新建' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '删除 Book 001' })).toBeTruthy();
  });

  it('FromLink: poetry, longest first, page 2', async () => {
    render(<stories.FromLink />);
    await waitFor(() => expect(rows()).toHaveLength(10));
    expect(screen.getByTestId('crud-total').textContent).toBe('共 40 条');
    expect(screen.getByRole('button', { name: '2', current: 'page' })).toBeTruthy();
  });

  it('ReadOnly: viewing only', async () => {
    render(<stories.ReadOnly />);
    await waitFor(() => expect(rows()).toHaveLength(10));
    expect(screen.queryByRole('button', { name: '新建' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^编辑/ })).toBeNull();
  });

  it('RowRules: actions of refused rows are disabled', async () => {
    render(<stories.RowRules />);
    await waitFor(() => expect(rows()).toHaveLength(10));
    const edit = screen.getByRole('button', { name: '编辑 Book 002' });
    expect(edit.getAttribute('aria-disabled')).toBe('true');
  });

  it('Empty: says so', async () => {
    render(<stories.Empty />);
    expect(await screen.findByText('暂无数据')).toBeTruthy();
  });

  it('Loading: skeleton rows while the first page is on its way', () => {
    render(<stories.Loading />);
    expect(screen.getByRole('table').getAttribute('aria-busy')).toBe('true');
    expect(rows()).toHaveLength(0);
  });

  it('Slow: says it is taking long after three seconds', async () => {
    render(<stories.Slow />);
    expect(await screen.findByText('加载时间较长，请稍候…', {}, { timeout: 4000 })).toBeTruthy();
  });

  it('LoadFailed: the error with a retry', async () => {
    render(<stories.LoadFailed />);
    expect((await screen.findByRole('alert')).textContent).toContain('列表加载失败');
  });

  it('WithSavedViews: Ada’s views, her default marked, and one Grace shared', async () => {
    render(<stories.WithSavedViews />);
    fireEvent.click(screen.getByRole('button', { name: '视图' }));
    // Text, not roles: jsdom lays nothing out, and the story's floating popover counts as hidden.
    expect(await screen.findByText('长篇小说')).toBeTruthy();
    const entries = [...document.querySelectorAll('[data-saved-view]')];
    expect(entries.map((entry) => entry.textContent)).toEqual([
      '诗歌已共享',
      '长篇小说默认',
      'Essays, newest firstGrace 共享',
    ]);
  });
});

describe('CrudFormModal stories', () => {
  const stories = composeStories(crudFormModal);

  it.each([
    ['Create', '新建图书', ''],
    ['Edit', '编辑图书', 'Book 001'],
    ['Copy', '复制图书', 'Book 001 (2)'],
    ['Conflict', '编辑图书', 'Book 001'],
  ] as const)('%s: the form titled %s, title field %j', (story, title, value) => {
    const Story = stories[story];
    render(<Story />);
    const form = within(screen.getByRole('dialog', { name: title }));
    expect((form.getByRole('textbox', { name: '书名' }) as HTMLInputElement).value).toBe(value);
  });

  it('View: the record read-only', () => {
    render(<stories.View />);
    const view = within(screen.getByRole('dialog', { name: '查看图书' }));
    expect(view.queryByRole('textbox')).toBeNull();
    expect(view.getByText('Book 001')).toBeTruthy();
  });
});
