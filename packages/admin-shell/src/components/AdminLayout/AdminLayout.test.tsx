// @vitest-environment jsdom
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { matchMediaMatching } from '../../../test/match-media.js';
import { resetPageStateAfterEach } from '../../../test/reset-page-state.js';
import { jsdomTheme, TestI18n } from '../../../test/test-providers.js';
import { roleAccess } from '../../core/access/test-doubles.js';
import type { AuthProvider } from '../../core/contracts.js';
import type { Locale } from '../../core/i18n/messages.js';
import type { MenuRoute } from '../../core/menu/types.js';
import { preferencesStorageKey } from '../../core/preferences/storage-key.js';
import { SessionProvider } from '../../core/session/SessionProvider.js';
import { AdminThemeProvider } from '../AdminThemeProvider/AdminThemeProvider.js';
import { LayoutStage, type LayoutStageProps } from './AdminLayout.fixtures.js';
import { AdminLayout } from './AdminLayout.js';

const phoneQuery = '(max-width: 47.99em)';
const tabletQuery = '(min-width: 48em) and (max-width: 61.99em)';
const iconPage = '/basic-features/icon-feature';

function Shell({ locale, children }: { locale?: Locale; children: ReactNode }) {
  return (
    <TestI18n defaultLocale={locale}>
      <AdminThemeProvider theme={jsdomTheme}>{children}</AdminThemeProvider>
    </TestI18n>
  );
}

/** The demo stage in the shell's providers, once the session has loaded and the page is in. */
async function renderStage(props: LayoutStageProps = {}, locale?: Locale) {
  const view = render(
    <Shell locale={locale}>
      <LayoutStage {...props} />
    </Shell>,
  );
  await screen.findByRole('banner');
  return view;
}

const mainMenu = () => screen.getByRole('navigation', { name: '主菜单' });
const pageHeading = (path: string) => screen.findByRole('heading', { name: `Page ${path}` });

function layoutRoot(): HTMLElement {
  const root = document.querySelector<HTMLElement>('.admin-shell-root');
  if (!root) throw new Error('AdminLayout is not on screen');
  return root;
}

/** The layout's header: drawers have a header of their own, outside the layout. */
const appHeader = () => within(layoutRoot()).getByRole('banner');

interface DemoUser {
  name: string;
  access: 'admin' | 'user';
}

const ownMenu: MenuRoute[] = [
  { path: '/', name: { 'zh-CN': '首页', 'en-US': 'Home' } },
  { path: '/crud-table', name: { 'zh-CN': '增删改查表格', 'en-US': 'CRUD table' } },
  { path: '/crud-table/new', name: { 'zh-CN': '新建记录', 'en-US': 'New record' } },
  { path: '/broken', name: { 'zh-CN': '报表', 'en-US': 'Report' } },
];

/**
 * A stage of our own, for what LayoutStage hides: the session's auth calls and its navigation,
 * and a page that throws. The session reads the browser's address, so the window starts at the
 * router's page; memory history, because the browser history patches `window.history` for good.
 */
function renderOwnStage({
  path,
  auth,
  navigate = vi.fn(),
}: {
  path: string;
  auth: AuthProvider<DemoUser>;
  navigate?: (url: string) => void;
}) {
  window.history.replaceState(null, '', path);
  const root = createRootRoute({
    component: () => (
      <AdminLayout menu={ownMenu}>
        <Outlet />
      </AdminLayout>
    ),
  });
  const page = (pagePath: string) =>
    createRoute({
      getParentRoute: () => root,
      path: pagePath,
      component: () => <h2>{`Page ${pagePath}`}</h2>,
    });
  const broken = createRoute({
    getParentRoute: () => root,
    path: '/broken',
    component: () => {
      throw new Error('The report broke');
    },
  });
  const router = createRouter({
    routeTree: root.addChildren([page('/'), page('/crud-table'), page('/crud-table/new'), broken]),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  render(
    <Shell>
      <SessionProvider auth={auth} computeAccess={roleAccess} navigate={navigate}>
        <RouterProvider router={router} />
      </SessionProvider>
    </Shell>,
  );
  return navigate;
}

/** React logs each error a boundary catches; here they are expected. */
function silenceCaughtErrors() {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
}

const admin: DemoUser = { name: 'Serati Ma', access: 'admin' };
const signedIn = (): AuthProvider<DemoUser> => ({
  login: vi.fn(async () => ({ ok: true as const })),
  logout: vi.fn(async () => undefined),
  getIdentity: vi.fn(async () => admin),
});

resetPageStateAfterEach();

afterEach(() => {
  window.history.replaceState(null, '', '/');
  vi.restoreAllMocks();
});

describe('AdminLayout menu and access', () => {
  it('lists the admin page for an admin, and not for a user', async () => {
    const first = await renderStage({ access: 'admin', path: '/' });
    expect(within(mainMenu()).getByRole('link', { name: '管理页' })).toBeTruthy();
    first.unmount();

    await renderStage({ access: 'user', path: '/' });
    expect(within(mainMenu()).queryByRole('link', { name: '管理页' })).toBeNull();
    expect(within(mainMenu()).getByRole('link', { name: '增删改查表格' })).toBeTruthy();
  });

  it('shows the 403 result to a user who opens the admin page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderStage({ access: 'user', path: '/admin-manager' });
    expect(await screen.findByText('抱歉，您无权访问此页面')).toBeTruthy();
    expect(screen.queryByText('Only admins can see this page.')).toBeNull();
    // Inside the frame: the menu is still there to go elsewhere.
    expect(within(mainMenu()).getByRole('link', { name: '增删改查表格' })).toBeTruthy();
  });

  it('opens the group holding the current page and leaves the others closed', async () => {
    await renderStage({ path: iconPage });
    const menu = within(mainMenu());
    expect(menu.getByRole('button', { name: '基础功能' }).getAttribute('aria-expanded')).toBe(
      'true',
    );
    expect(menu.getByRole('link', { name: '样式' })).toBeTruthy();
    const exceptions = menu.getByRole('button', { name: '异常页' });
    expect(exceptions.getAttribute('aria-expanded')).toBe('false');
    expect(menu.queryByRole('link', { name: '403' })).toBeNull();

    fireEvent.click(exceptions);
    expect(exceptions.getAttribute('aria-expanded')).toBe('true');
    expect(await menu.findByRole('link', { name: '403' })).toBeTruthy();
  });

  it("marks only the current page's entry as current, not an entry whose path leads to it", async () => {
    renderOwnStage({ path: '/crud-table/new', auth: signedIn() });
    const menu = await screen.findByRole('navigation', { name: '主菜单' });
    const current = [...menu.querySelectorAll('[aria-current="page"]')];
    expect(current.map((entry) => entry.textContent)).toEqual(['新建记录']);
  });

  it('opens external links in a new tab, and says so', async () => {
    await renderStage({ path: iconPage });
    const docs = within(mainMenu()).getByRole('link', { name: /Mantine 文档/ });
    expect(docs.getAttribute('href')).toBe('https://mantine.dev');
    expect(docs.getAttribute('target')).toBe('_blank');
    expect(docs.getAttribute('rel')?.split(' ')).toContain('noopener');
    expect(docs.textContent).toContain('（在新标签页打开）');
  });
});

describe('AdminLayout navigation', () => {
  it('moves to the page of a menu entry, and marks that entry as the current page', async () => {
    await renderStage({ path: iconPage });
    const menu = within(mainMenu());
    expect(menu.getByRole('link', { name: '图标' }).getAttribute('aria-current')).toBe('page');

    fireEvent.click(menu.getByRole('link', { name: '样式' }));
    expect(await pageHeading('/basic-features/style-feature')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: `Page ${iconPage}` })).toBeNull();
    expect(menu.getByRole('link', { name: '样式' }).getAttribute('aria-current')).toBe('page');
    expect(menu.getByRole('link', { name: '图标' }).getAttribute('aria-current')).toBeNull();
    expect(document.title).toBe('样式 - React Admin Vite');
  });

  it('goes home from the brand', async () => {
    await renderStage({ path: iconPage });
    fireEvent.click(screen.getByRole('link', { name: 'React Admin Vite' }));
    expect(await pageHeading('/')).toBeTruthy();
    expect(
      within(mainMenu()).getByRole('link', { name: '首页' }).getAttribute('aria-current'),
    ).toBe('page');
  });
});

describe('AdminLayout title and breadcrumbs', () => {
  it("names the page in the document title, after the menu's name for it", async () => {
    await renderStage({ path: iconPage });
    await waitFor(() => expect(document.title).toBe('图标 - React Admin Vite'));
  });

  it('names an unknown address as not found, without listing that name in the menu', async () => {
    await renderStage({ path: '/no-such-page' });
    expect(await screen.findByText('抱歉，您访问的页面不存在')).toBeTruthy();
    expect(document.title).toBe('页面不存在 - React Admin Vite');
    expect(within(mainMenu()).queryByText('页面不存在')).toBeNull();
  });

  it('speaks English in the menu, the breadcrumbs and the title', async () => {
    await renderStage({ path: iconPage }, 'en-US');
    const menu = within(screen.getByRole('navigation', { name: 'Main menu' }));
    expect(menu.getByRole('button', { name: 'Basic features' })).toBeTruthy();
    expect(menu.getByRole('link', { name: 'Icons' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' }).textContent).toContain(
      'Basic features',
    );
    expect(document.title).toBe('Icons - React Admin Vite');
  });

  it('shows the way to a nested page, the group as a link', async () => {
    await renderStage({ path: iconPage });
    const crumbs = within(screen.getByRole('navigation', { name: '面包屑导航' }));
    expect(crumbs.getByRole('link', { name: '基础功能' }).getAttribute('href')).toBe(
      '/basic-features',
    );
    expect(crumbs.getByText('图标')).toBeTruthy();
    expect(crumbs.queryByRole('link', { name: '图标' })).toBeNull();
  });

  it('marks only the last crumb as the current page', async () => {
    await renderStage({ path: iconPage });
    const crumbs = screen.getByRole('navigation', { name: '面包屑导航' });
    const current = [...crumbs.querySelectorAll('[aria-current="page"]')];
    expect(current.map((crumb) => crumb.textContent)).toEqual(['图标']);
  });

  it('shows no breadcrumbs on a page one step from the top', async () => {
    await renderStage({ path: '/' });
    expect(await pageHeading('/')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: '面包屑导航' })).toBeNull();
  });
});

describe('AdminLayout session', () => {
  it('shows the full-screen loader until the user is fetched', async () => {
    let resolve: (user: DemoUser) => void = () => undefined;
    renderOwnStage({
      path: '/',
      auth: {
        login: vi.fn(async () => ({ ok: true as const })),
        getIdentity: () => new Promise<DemoUser>((done) => (resolve = done)),
        logout: vi.fn(async () => undefined),
      },
    });
    expect((await screen.findByRole('status')).textContent).toContain('资源加载中...');
    expect(screen.queryByRole('navigation', { name: '主菜单' })).toBeNull();

    await act(async () => resolve(admin));
    expect(await screen.findByRole('navigation', { name: '主菜单' })).toBeTruthy();
    expect(screen.queryByText('资源加载中...')).toBeNull();
  });

  it('logs out from the user menu, then goes to sign-in with the way back', async () => {
    const auth = signedIn();
    const navigate = renderOwnStage({ path: '/crud-table', auth });
    fireEvent.click(await screen.findByRole('button', { name: /^Serati Ma, 用户菜单/ }));
    fireEvent.click(await screen.findByRole('menuitem', { name: '退出登录' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/login?redirect=%2Fcrud-table'));
    expect(auth.logout).toHaveBeenCalledOnce();
  });

  it('shows a failing page as the error screen inside the layout, menu and all', async () => {
    silenceCaughtErrors();
    renderOwnStage({ path: '/broken', auth: signedIn() });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: '出错了' })).toBeTruthy();
    expect(alert.textContent).toContain('The report broke');
    expect(within(screen.getByRole('main')).getByRole('alert')).toBe(alert);
    expect(within(mainMenu()).getByRole('link', { name: '报表' })).toBeTruthy();
  });

  it('leaves the error screen for the next page chosen from the menu', async () => {
    silenceCaughtErrors();
    renderOwnStage({ path: '/broken', auth: signedIn() });
    await screen.findByRole('alert');
    fireEvent.click(within(mainMenu()).getByRole('link', { name: '增删改查表格' }));
    expect(await pageHeading('/crud-table')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('AdminLayout layouts', () => {
  it('puts the menu in the header in the top layout, with no side menu', async () => {
    await renderStage({ path: iconPage, defaultSettings: { layout: 'top' } });
    expect(layoutRoot().getAttribute('data-layout')).toBe('top');
    const menus = screen.getAllByRole('navigation', { name: '主菜单' });
    expect(menus).toHaveLength(1);
    expect(within(appHeader()).getByRole('navigation', { name: '主菜单' })).toBe(menus[0]);
    expect(screen.queryByRole('button', { name: '收起菜单' })).toBeNull();
    expect(within(mainMenu()).getByRole('button', { name: '基础功能' })).toBeTruthy();
  });

  it('starts collapsed when told, showing icons only, and expands to show the names', async () => {
    await renderStage({ path: '/', defaultCollapsed: true });
    const menu = within(mainMenu());
    // Collapsed entries are named for screen readers only; no name is written out.
    expect(menu.getByRole('link', { name: '首页' })).toBeTruthy();
    expect(menu.queryByText('首页')).toBeNull();

    const expand = screen.getByRole('button', { name: '展开菜单' });
    expect(expand.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(expand);
    expect(within(mainMenu()).getByText('首页')).toBeTruthy();
    expect(screen.getByRole('button', { name: '收起菜单' }).getAttribute('aria-expanded')).toBe(
      'true',
    );
  });

  it("opens a collapsed group's pages in a flyout", async () => {
    await renderStage({ path: '/', defaultCollapsed: true });
    fireEvent.click(within(mainMenu()).getByRole('button', { name: '基础功能' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: '样式' }));
    expect(await pageHeading('/basic-features/style-feature')).toBeTruthy();
  });

  it('keeps the side menu collapsed after a reload, and expanded again once expanded', async () => {
    const first = await renderStage({ path: '/' });
    fireEvent.click(screen.getByRole('button', { name: '收起菜单' }));
    expect(within(mainMenu()).queryByText('首页')).toBeNull();
    expect(JSON.parse(localStorage.getItem(preferencesStorageKey) ?? '{}')).toEqual({
      layout: { collapsed: true },
    });
    first.unmount();

    const second = await renderStage({ path: '/' });
    expect(within(mainMenu()).queryByText('首页')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '展开菜单' }));
    second.unmount();

    // Even over the app's default: the person's choice wins.
    await renderStage({ path: '/', defaultCollapsed: true });
    expect(within(mainMenu()).getByText('首页')).toBeTruthy();
    expect(screen.getByRole('button', { name: '收起菜单' })).toBeTruthy();
  });

  it('starts collapsed on a tablet', async () => {
    window.matchMedia = matchMediaMatching(tabletQuery);
    await renderStage({ path: '/' });
    expect(screen.getByRole('button', { name: '展开菜单' })).toBeTruthy();
    expect(within(mainMenu()).queryByText('首页')).toBeNull();
  });

  it('moves the menu into a drawer behind the burger on a phone', async () => {
    window.matchMedia = matchMediaMatching(phoneQuery);
    await renderStage({ path: iconPage });
    expect(screen.queryByRole('navigation', { name: '主菜单' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: '打开菜单' }));
    const drawer = await screen.findByRole('dialog');
    const menu = within(within(drawer).getByRole('navigation', { name: '主菜单' }));
    fireEvent.click(menu.getByRole('link', { name: '样式' }));
    expect(await pageHeading('/basic-features/style-feature')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('AdminLayout settings drawer', () => {
  it('switches to the top layout, keeps it after a reload, and resets to the default', async () => {
    const props: LayoutStageProps = { access: 'admin', path: iconPage };
    const first = await renderStage(props);
    expect(layoutRoot().getAttribute('data-layout')).toBe('mix');

    fireEvent.click(screen.getByRole('button', { name: '布局设置' }));
    const drawer = within(await screen.findByRole('dialog', { name: '布局设置' }));
    fireEvent.click(drawer.getByRole('radio', { name: '顶部菜单' }));
    expect(layoutRoot().getAttribute('data-layout')).toBe('top');
    expect(within(appHeader()).getByRole('navigation', { name: '主菜单' })).toBe(mainMenu());
    const stored = localStorage.getItem(preferencesStorageKey);
    expect(JSON.parse(stored ?? '{}')).toEqual({ layout: { layout: 'top' } });
    first.unmount();

    await renderStage(props);
    expect(layoutRoot().getAttribute('data-layout')).toBe('top');
    fireEvent.click(screen.getByRole('button', { name: '布局设置' }));
    const reopened = within(await screen.findByRole('dialog', { name: '布局设置' }));
    fireEvent.click(reopened.getByRole('button', { name: '恢复默认设置' }));
    expect(layoutRoot().getAttribute('data-layout')).toBe('mix');
    expect(localStorage.getItem(preferencesStorageKey)).toBeNull();
  });

  it('opens once the stylesheet given to loadDrawerStyles has come, fetched with its code', async () => {
    let styled = () => {};
    const loadDrawerStyles = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          styled = resolve;
        }),
    );
    // The drawer's code is here at once: only its styles keep it back.
    await import('../SettingsDrawer/SettingsDrawer.js');
    await renderStage({ access: 'admin', path: iconPage, loadDrawerStyles });
    fireEvent.click(screen.getByRole('button', { name: '布局设置' }));
    await waitFor(() => expect(loadDrawerStyles).toHaveBeenCalledTimes(1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(screen.queryByRole('dialog', { name: '布局设置' })).toBeNull();
    await act(async () => styled());
    expect(await screen.findByRole('dialog', { name: '布局设置' })).toBeTruthy();
  });
});

/** What Tab reaches, in the order it reaches it. */
function tabStops(): HTMLElement[] {
  const focusable = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]';
  return [...document.querySelectorAll<HTMLElement>(focusable)].filter(
    (element) => element.tabIndex >= 0,
  );
}

describe('AdminLayout keyboard and scrolling', () => {
  it('offers a link to the main content as the first tab stop, which moves focus there', async () => {
    await renderStage({ path: iconPage });
    const skip = screen.getByRole('link', { name: '跳到主要内容' });
    expect(tabStops()[0]).toBe(skip);

    skip.focus();
    fireEvent.click(skip);
    const main = screen.getByRole('main');
    expect(document.activeElement).toBe(main);
    // Out of the tab order itself, so Tab goes on from there to the page's first control.
    expect(main.tabIndex).toBe(-1);
    expect(window.location.hash).toBe('');
  });

  it('names the skip link in English', async () => {
    await renderStage({ path: iconPage }, 'en-US');
    expect(tabStops()[0]?.textContent).toBe('Skip to main content');
  });

  it('moves focus between visible menu entries with the arrow keys', async () => {
    // jsdom lays nothing out, so getClientRects() is always empty and the menu would find no
    // visible entry; a browser gives rects to every element that is displayed.
    vi.spyOn(Element.prototype, 'getClientRects').mockImplementation(function (this: Element) {
      const rendered = !this.closest('[style*="display: none"]');
      return (rendered ? [new DOMRect(0, 0, 100, 20)] : []) as unknown as DOMRectList;
    });
    await renderStage({ path: iconPage });
    const menu = within(mainMenu());
    const focusAndPress = (element: HTMLElement, key: string) => {
      element.focus();
      fireEvent.keyDown(element, { key });
    };

    focusAndPress(menu.getByRole('link', { name: '首页' }), 'ArrowDown');
    expect(document.activeElement).toBe(menu.getByRole('link', { name: '增删改查表格' }));

    // Out of an open group to the next entry, and back.
    focusAndPress(menu.getByRole('link', { name: /Mantine 文档/ }), 'ArrowDown');
    const exceptions = menu.getByRole('button', { name: '异常页' });
    expect(document.activeElement).toBe(exceptions);
    focusAndPress(exceptions, 'ArrowUp');
    expect(document.activeElement).toBe(menu.getByRole('link', { name: /Mantine 文档/ }));

    focusAndPress(menu.getByRole('link', { name: '图标' }), 'ArrowLeft');
    expect(document.activeElement).toBe(menu.getByRole('button', { name: '基础功能' }));

    // Right opens a closed group and left closes it again; its pages, still in the document,
    // are then skipped: the last entry is the group itself.
    focusAndPress(exceptions, 'ArrowRight');
    expect(exceptions.getAttribute('aria-expanded')).toBe('true');
    focusAndPress(exceptions, 'ArrowLeft');
    expect(exceptions.getAttribute('aria-expanded')).toBe('false');
    expect(mainMenu().querySelector('[href="/exception/500"]')).not.toBeNull();
    focusAndPress(menu.getByRole('link', { name: '首页' }), 'End');
    expect(document.activeElement).toBe(exceptions);
  });

  it('marks the header once the page has scrolled past its height', async () => {
    await renderStage({ path: iconPage });
    const header = appHeader();
    const scrollTo = (y: number) => {
      Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
      fireEvent.scroll(window);
    };
    expect(header.hasAttribute('data-scrolled')).toBe(false);
    try {
      scrollTo(56);
      expect(header.hasAttribute('data-scrolled')).toBe(false);
      scrollTo(57);
      expect(header.hasAttribute('data-scrolled')).toBe(true);
      scrollTo(0);
      expect(header.hasAttribute('data-scrolled')).toBe(false);
    } finally {
      Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
    }
  });
});
