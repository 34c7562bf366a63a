import { ActionIcon, AppShell, Burger, Group } from '@mantine/core';
import { IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand } from '@tabler/icons-react';
import { useRouterState } from '@tanstack/react-router';
import {
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useState,
} from 'react';
import { useI18n } from '../../core/i18n/i18n-context.js';
import {
  defaultSiderWidth,
  headerHeight,
  isHeaderFixed,
  type LayoutMode,
  type LayoutSettings,
  siderWidths,
} from '../../core/layout/layout-settings.js';
import { documentTitle } from '../../core/menu/route-trail.js';
import type { MenuRoute } from '../../core/menu/types.js';
import { type SessionUser, useSession } from '../../core/session/SessionProvider.js';
import {
  defaultUserDisplay,
  defaultUserKey,
  type UserDisplay,
} from '../../core/session/user-display.js';
import { PageTabsProvider } from '../../core/tabs/page-tabs.js';
import { defaultMaxTabs } from '../../core/tabs/tab-model.js';
import { useLayoutSettings } from '../../hooks/use-layout-settings/use-layout-settings.js';
import { usePageLoaded } from '../../hooks/use-page-loaded/use-page-loaded.js';
import { useScrolledPast } from '../../hooks/use-scrolled-past/use-scrolled-past.js';
import { useSiderCollapse } from '../../hooks/use-sider-collapse/use-sider-collapse.js';
import { CommandPaletteButton } from '../CommandPalette/CommandPaletteButton.js';
import type { CommandPaletteOptions } from '../CommandPalette/command-palette-options.js';
import { useCommandPalette } from '../CommandPalette/use-command-palette.js';
import { useConfirmDiscard } from '../DiscardQuestion/use-confirm-discard.js';
import { ErrorBoundary } from '../ErrorScreen/ErrorBoundary.js';
import { FullScreenLoader } from '../FullScreenLoader/FullScreenLoader.js';
import { TabBar } from '../PageTabs/TabBar.js';
import { TabPanels } from '../PageTabs/TabPanels.js';
import { Brand } from './Brand.js';
import { HeaderActions } from './HeaderActions.js';
import { LayoutBreadcrumbs } from './LayoutBreadcrumbs.js';
import { DefaultLogo } from './Logo.js';
import { RouteProgress } from './RouteProgress.js';
import { SideMenu } from './SideMenu.js';
import { SkipLink } from './SkipLink.js';
import { TopMenu } from './TopMenu.js';
import { type LayoutMenu, useLayoutMenu } from './use-layout-menu.js';

/**
 * The drawers' code, and with it their stylesheet when the app gives one: most people never
 * open the settings, and only phones show the menu as a drawer.
 */
function lazyDrawers(loadStyles: (() => Promise<unknown>) | undefined) {
  const withStyles = <Module,>(load: Promise<Module>) =>
    Promise.all([load, loadStyles?.()]).then(([module]) => module);
  return {
    SettingsDrawer: lazy(() =>
      withStyles(import('../SettingsDrawer/SettingsDrawer.js')).then((module) => ({
        default: module.SettingsDrawer,
      })),
    ),
    NavigationDrawer: lazy(() =>
      withStyles(import('./NavigationDrawer.js')).then((module) => ({
        default: module.NavigationDrawer,
      })),
    ),
  };
}

/** The drawers of apps that import layout.css (or styles.css), which holds their styles. */
const drawersStyled = lazyDrawers(undefined);

export interface AdminLayoutProps {
  /** The menu's description: usually `menuFromRouter(router)`. */
  menu: readonly MenuRoute[];
  /** The page: usually TanStack Router's `<Outlet />`. */
  children: ReactNode;
  /** The product's name, beside the logo and after each page title. Default 'React Admin Vite'. */
  title?: string;
  /** The product's mark. Default: a letter A in the primary colour. */
  logo?: ReactNode;
  /** The layout before the person changes it in the settings drawer. Default: spec §2's. */
  defaultSettings?: Partial<Omit<LayoutSettings, 'collapsed'>>;
  /**
   * Show the side menu collapsed until the person expands it (their choice is remembered).
   * Default: collapsed on tablet widths (768–991 px).
   */
  defaultCollapsed?: boolean;
  /** The expanded sider's width in px. Default 256, or 215 in the mix layout. */
  siderWidth?: number;
  /** Offer the settings drawer from the header. Default true. */
  withSettings?: boolean;
  /** Documentation on another site, which the header links to in a new tab. Default: no link. */
  docsUrl?: string;
  /**
   * A page of the app with the documentation (`'/api-docs'`), which the header's link opens in
   * the same tab through the router. Wins over `docsUrl`. Default: none.
   */
  docsPath?: string;
  /** Extra controls at the start of the header's right side. */
  headerExtra?: ReactNode;
  /** What the header shows of the user. Default: the user's `name` (or `username`) and `avatar`. */
  getUserDisplay?: (user: SessionUser) => UserDisplay | undefined;
  /**
   * With the tab bar on (the `tabs` layout setting): the most tabs open at once; opening one
   * more closes the least recently used tab that is neither pinned nor holding unsaved
   * changes. Default 10.
   */
  maxTabs?: number;
  /**
   * Who the stored tabs belong to, so only the same person gets them back after signing in.
   * Default: the user's `id`, else `username`, else `name`.
   */
  getUserKey?: (user: SessionUser) => string | undefined;
  /**
   * Offer the command palette (Ctrl/⌘+K and a header button): the menu's pages, the actions,
   * and the records of `records`. Its code loads on first use. Default: no palette.
   */
  commandPalette?: CommandPaletteOptions;
  /**
   * Loads the drawers' stylesheet together with their code, for an app that imports the
   * shell's CSS by part and `frame.css` rather than `layout.css`:
   * `() => import('@org/admin-shell/styles/drawers.css')`. Give a function that stays the same
   * across renders. Default: nothing, as `layout.css` holds it.
   */
  loadDrawerStyles?: () => Promise<unknown>;
}

/**
 * Draws `children` once the page has loaded, or at once when `unlessNow`: its own component, so
 * that the page's loading re-renders it alone, not the whole layout.
 */
function AfterPageLoad({ unlessNow, children }: { unlessNow: boolean; children: ReactNode }) {
  const pageLoaded = usePageLoaded();
  return pageLoaded || unlessNow ? children : null;
}

function useDocumentTitle(menu: LayoutMenu, title: string) {
  useEffect(() => {
    document.title = documentTitle(menu.trail, title);
  }, [menu.trail, title]);
}

/**
 * The console's frame on Mantine's AppShell: the menu built from `menu` for the current
 * person, a header with theme, language, documentation and user controls, breadcrumbs, the
 * page title, a settings drawer, a loader while the session loads and an error screen when a
 * page fails. Its first tab stop is a link that skips to the page's content. Side, top and mix layouts; collapsed on tablets, a drawer on phones. Needs
 * `AdminApp` and a TanStack Router around it; a route the person may not open is refused
 * before it loads (`guardRouteAccess`), and its 403 page shows inside this frame.
 */
export function AdminLayout({
  menu,
  children,
  title = 'React Admin Vite',
  logo = <DefaultLogo />,
  defaultSettings,
  defaultCollapsed,
  siderWidth,
  withSettings = true,
  docsUrl,
  docsPath,
  headerExtra,
  getUserDisplay = defaultUserDisplay,
  maxTabs = defaultMaxTabs,
  getUserKey = defaultUserKey,
  commandPalette,
  loadDrawerStyles,
}: AdminLayoutProps) {
  const { t } = useI18n();
  const { SettingsDrawer, NavigationDrawer } = useMemo(
    () => (loadDrawerStyles ? lazyDrawers(loadDrawerStyles) : drawersStyled),
    [loadDrawerStyles],
  );
  const { confirm, question } = useConfirmDiscard();
  const session = useSession();
  const layoutMenu = useLayoutMenu(menu);
  const { settings, update } = useLayoutSettings(defaultSettings);
  const { isPhone, collapsed, setCollapsed } = useSiderCollapse(defaultCollapsed);
  const scrolled = useScrolledPast(headerHeight);
  // The page the phone's navigation drawer was opened on: reaching another page closes it.
  const [drawerOpenedOn, setDrawerOpenedOn] = useState<string | null>(null);
  const [settingsOpened, setSettingsOpened] = useState(false);
  // Mounted from the first opening on, so closing can animate.
  const [settingsWanted, setSettingsWanted] = useState(false);
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  // The page on screen: the location changes before the next page renders, so a reset keyed
  // on it would re-render the failed page, which would throw again.
  const shownPathname = useRouterState({
    select: (state) => (state.resolvedLocation ?? state.location).pathname,
  });
  const drawerOpened = drawerOpenedOn === pathname;
  const mainId = useId();
  const palette = useCommandPalette(commandPalette);
  const changeLayout = useCallback((layout: LayoutMode) => update({ layout }), [update]);
  // Stable, so the tabs' value (and the shortcuts' listener) is not made anew on every render.
  const confirmCloseTabs = useCallback(() => confirm(t('unsaved.closeTabs')), [confirm, t]);
  useDocumentTitle(layoutMenu, title);

  if (session.loading) return <FullScreenLoader />;

  const { layout } = settings;
  const hasSider = layout !== 'top' && !isPhone;
  const width = collapsed ? siderWidths.collapsed : (siderWidth ?? defaultSiderWidth(layout));
  const headerFixed = isHeaderFixed(settings);
  const user = getUserDisplay(session.user);
  const brandInHeader = layout !== 'side' || isPhone;

  const shell = (
    <AppShell
      className="admin-shell-root"
      layout={layout === 'side' ? 'alt' : 'default'}
      header={{ height: headerHeight }}
      navbar={hasSider ? { width, breakpoint: 0 } : undefined}
      padding="md"
      data-layout={layout}
    >
      <SkipLink targetId={mainId} />
      <RouteProgress />
      <AppShell.Header
        className="admin-shell-header"
        data-fixed={headerFixed}
        data-scrolled={scrolled || undefined}
        data-nav-theme={layout === 'top' ? settings.navTheme : undefined}
        data-mantine-color-scheme={
          layout === 'top' && settings.navTheme === 'dark' ? 'dark' : undefined
        }
      >
        <Group h="100%" px="md" gap="sm" wrap="nowrap">
          {isPhone && (
            <Burger
              opened={drawerOpened}
              onClick={() => setDrawerOpenedOn(drawerOpened ? null : pathname)}
              size="sm"
              aria-label={t('layout.openNavigation')}
            />
          )}
          {brandInHeader && <Brand logo={logo} title={title} showTitle={!isPhone} />}
          <div className="admin-shell-header-middle">
            {layout === 'top' && !isPhone && <TopMenu menu={layoutMenu} />}
          </div>
          <HeaderActions
            extra={headerExtra}
            palette={
              palette.enabled && (
                <CommandPaletteButton onOpen={palette.open} onPreload={palette.preload} />
              )
            }
            docsUrl={docsUrl}
            docsPath={docsPath}
            onOpenSettings={
              withSettings
                ? () => {
                    setSettingsWanted(true);
                    setSettingsOpened(true);
                  }
                : undefined
            }
            user={user}
            compact={isPhone}
          />
        </Group>
      </AppShell.Header>

      {hasSider && (
        <AppShell.Navbar
          className="admin-shell-navbar"
          data-fixed={settings.fixSiderbar}
          data-collapsed={collapsed || undefined}
          data-nav-theme={settings.navTheme}
          data-mantine-color-scheme={settings.navTheme === 'dark' ? 'dark' : undefined}
        >
          {layout === 'side' && (
            <AppShell.Section className="admin-shell-navbar-brand">
              <Brand logo={logo} title={title} showTitle={!collapsed} />
            </AppShell.Section>
          )}
          <AppShell.Section grow className="admin-shell-navbar-menu" p={collapsed ? 8 : 'xs'}>
            <SideMenu menu={layoutMenu} collapsed={collapsed} />
          </AppShell.Section>
          <AppShell.Section className="admin-shell-navbar-footer">
            <ActionIcon
              variant="subtle"
              color="gray"
              size="lg"
              onClick={() => setCollapsed(!collapsed)}
              aria-label={collapsed ? t('layout.expand') : t('layout.collapse')}
              aria-expanded={!collapsed}
            >
              {collapsed ? (
                <IconLayoutSidebarLeftExpand size={20} stroke={1.6} />
              ) : (
                <IconLayoutSidebarLeftCollapse size={20} stroke={1.6} />
              )}
            </ActionIcon>
          </AppShell.Section>
        </AppShell.Navbar>
      )}

      <AppShell.Main id={mainId} tabIndex={-1} className="admin-shell-main">
        {settings.tabs && !isPhone && <TabBar menu={menu} fixed={headerFixed} />}
        <div className="admin-shell-content" data-width={settings.contentWidth}>
          <LayoutBreadcrumbs trail={layoutMenu.trail} />
          <ErrorBoundary resetKeys={[shownPathname]}>
            {settings.tabs ? <TabPanels>{children}</TabPanels> : children}
          </ErrorBoundary>
        </div>
      </AppShell.Main>

      {isPhone && (
        <AfterPageLoad unlessNow={drawerOpened}>
          <Suspense fallback={null}>
            <NavigationDrawer
              menu={layoutMenu}
              routes={menu}
              opened={drawerOpened}
              onClose={() => setDrawerOpenedOn(null)}
              title={<Brand logo={logo} title={title} showTitle />}
            />
          </Suspense>
        </AfterPageLoad>
      )}

      {palette.module && (
        <palette.module.CommandPalette
          opened={palette.opened}
          onClose={palette.close}
          records={commandPalette?.records}
          menu={layoutMenu.items}
          routes={menu}
          layout={layout}
          onLayoutChange={changeLayout}
        />
      )}

      {withSettings && settingsWanted && (
        <Suspense fallback={null}>
          <SettingsDrawer
            opened={settingsOpened}
            onClose={() => setSettingsOpened(false)}
            settings={settings}
            onChange={update}
          />
        </Suspense>
      )}
    </AppShell>
  );

  if (!settings.tabs) return shell;
  return (
    <PageTabsProvider
      owner={getUserKey(session.user) ?? ''}
      max={maxTabs}
      confirmDiscard={confirmCloseTabs}
    >
      {shell}
      {question}
    </PageTabsProvider>
  );
}
