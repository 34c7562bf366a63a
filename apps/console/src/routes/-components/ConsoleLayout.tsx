// The layout's styles load with the layout, so the sign-in page never downloads them. They are imported here, not in the route file: the
// router's code splitting keeps a route file's bare imports in the main bundle.
import '@org/admin-shell/styles/frame.css';

import {
  AdminLayout,
  type CommandPaletteOptions,
  menuFromRouter,
  useAccess,
  useI18n,
  usePageLoaded,
} from '@org/admin-shell';
import { Outlet, useRouter } from '@tanstack/react-router';
import { useEffect, useMemo } from 'react';
import { loadSignInAgain } from './load-sign-in-again';
import { paletteRecordsFor } from './palette-records';

/**
 * The header's documentation link: the console's API reference page, drawn from the API's
 * OpenAPI document, unless the build names other documentation (opened in a new tab).
 */
const docsUrl = import.meta.env.VITE_DOCS_URL || undefined;
const docsPath = docsUrl === undefined ? '/api-docs' : undefined;

/** The console opens with the tab bar: each page keeps its state while the person works elsewhere. */
const layoutDefaults = { tabs: true };
/** The palette's styles come with its code. */
const loadPaletteStyles = () => import('@org/admin-shell/styles/palette.css');
/** So do the drawers': most people never open the settings, and only phones show the menu. */
const loadDrawerStyles = () => import('@org/admin-shell/styles/drawers.css');

/** Long after the page has settled, and long before a session could have ended. */
const preloadSignInAgainAfterMs = 10_000;

/**
 * The layout route's page: the shell's AdminLayout with the menu read from the routes'
 * staticData; the layout also shows the 403 result for routes whose access flag the person
 * lacks. The console adds no layout of its own. Ten seconds after the page has loaded, it
 * fetches the sign-in-again dialog's code ahead of need.
 */
export function ConsoleLayout() {
  const router = useRouter();
  const { t } = useI18n();
  const menu = useMemo(() => menuFromRouter(router), [router]);
  const access = useAccess();
  const readsUsers = access['users.read'];
  const readsArticles = access['articles.read'];
  // The palette finds users and articles too, those the person may read.
  const commandPalette = useMemo<CommandPaletteOptions>(
    () => ({
      records: paletteRecordsFor({ 'users.read': readsUsers, 'articles.read': readsArticles }),
      loadStyles: loadPaletteStyles,
    }),
    [readsUsers, readsArticles],
  );
  return (
    <>
      <AdminLayout
        menu={menu}
        title={t('app.title')}
        docsUrl={docsUrl}
        docsPath={docsPath}
        defaultSettings={layoutDefaults}
        commandPalette={commandPalette}
        loadDrawerStyles={loadDrawerStyles}
      >
        <Outlet />
      </AdminLayout>
      <PreloadSignInAgain />
    </>
  );
}

/**
 * Fetches the sign-in-again dialog's code a while after the page has loaded: a component of its
 * own, so that the page's loading does not re-render the layout.
 */
function PreloadSignInAgain() {
  const pageLoaded = usePageLoaded();
  useEffect(() => {
    if (!pageLoaded) return;
    // Not at once: the dialog's stylesheets restyle the whole page as they apply (60 ms on a
    // throttled phone), which the first moments of use should not pay for.
    const timer = setTimeout(() => void loadSignInAgain(), preloadSignInAgainAfterMs);
    return () => clearTimeout(timer);
  }, [pageLoaded]);
  return null;
}
