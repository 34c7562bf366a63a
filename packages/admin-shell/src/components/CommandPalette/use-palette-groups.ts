import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import { crudRecordQueryKey } from '../../core/crud/crud-query.js';
import { useI18n } from '../../core/i18n/i18n-context.js';
import { useSwitchLocale } from '../../core/i18n/use-switch-locale.js';
import type { LayoutMode } from '../../core/layout/layout-settings.js';
import type { MenuItem, MenuRoute } from '../../core/menu/types.js';
import { actionEntries } from '../../core/palette/action-entries.js';
import { pageEntries } from '../../core/palette/page-entries.js';
import type { PaletteGroup, PaletteRecordSource } from '../../core/palette/types.js';
import { usePageTabs } from '../../core/tabs/page-tabs.js';
import { useMenuContext } from '../AdminLayout/use-layout-menu.js';
import { useThemeMode } from '../AdminThemeProvider/AdminThemeProvider.js';
import { tabLabel } from '../PageTabs/use-tab-labels.js';

/** What the palette's own groups are built from. */
export interface PaletteGroupsInput {
  /** The menu as the person sees it. */
  menu: readonly MenuItem[];
  /** The menu's description, which names the open tabs. */
  routes: readonly MenuRoute[];
  layout: LayoutMode;
  onLayoutChange(layout: LayoutMode): void;
}

/**
 * The groups the palette filters by the typed text: the menu's pages, the open tabs (with the
 * tab bar on), then the actions. `signOut` asks first over unsaved changes.
 */
export function usePaletteGroups(
  { menu, routes, layout, onLayoutChange }: PaletteGroupsInput,
  signOut: () => void,
) {
  const { t, locale } = useI18n();
  const setLocale = useSwitchLocale();
  const { mode, setMode } = useThemeMode();
  const router = useRouter();
  const tabs = usePageTabs();
  const context = useMenuContext();
  return useMemo<PaletteGroup[]>(
    () => [
      {
        id: 'pages',
        heading: t('palette.pages'),
        entries: pageEntries(menu, (to) => void router.navigate({ to })),
      },
      {
        id: 'tabs',
        heading: t('palette.tabs'),
        entries: (tabs?.tabs ?? []).map((tab) => {
          const { label, path, icon } = tabLabel(routes, context, tab);
          return {
            id: `tabs:${tab.key}`,
            label,
            description: path,
            icon,
            current: tab.key === tabs?.shownKey,
            run: () => tabs?.activate(tab.key),
          };
        }),
      },
      {
        id: 'actions',
        heading: t('palette.actions'),
        entries: actionEntries({
          t,
          themeMode: mode,
          setThemeMode: setMode,
          locale,
          setLocale,
          layout,
          setLayout: onLayoutChange,
          logout: signOut,
        }),
      },
    ],
    [
      menu,
      routes,
      tabs,
      context,
      layout,
      onLayoutChange,
      t,
      locale,
      setLocale,
      mode,
      setMode,
      signOut,
      router,
    ],
  );
}

/**
 * Opens a found record's view: its CRUD route with `?view=<id>`. The record found is left in
 * the cache the view reads, so it opens without asking the back end again.
 */
export function useOpenRecord() {
  const queryClient = useQueryClient();
  const router = useRouter();
  return useCallback(
    (source: PaletteRecordSource, row: unknown) => {
      const id = source.rowKey(row);
      queryClient.setQueryData(crudRecordQueryKey(source.resource, id), row);
      void router.navigate({ to: source.path, search: { view: id } });
    },
    [queryClient, router],
  );
}
