import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import { crudRecordQueryKey } from '../../core/crud/crud-query.js';
import { useI18n } from '../../core/i18n/i18n-context.js';
import type { LayoutMode } from '../../core/layout/layout-settings.js';
import type { MenuItem } from '../../core/menu/types.js';
import { actionEntries } from '../../core/palette/action-entries.js';
import { pageEntries } from '../../core/palette/page-entries.js';
import type { PaletteGroup, PaletteRecordSource } from '../../core/palette/types.js';
import { useSession } from '../../core/session/SessionProvider.js';
import { useThemeMode } from '../AdminThemeProvider/AdminThemeProvider.js';

/** What the palette's own groups are built from. */
export interface PaletteGroupsInput {
  /** The menu as the person sees it. */
  menu: readonly MenuItem[];
  layout: LayoutMode;
  onLayoutChange(layout: LayoutMode): void;
}

/** The groups the palette filters by the typed text: the menu's pages, then the actions. */
export function usePaletteGroups({ menu, layout, onLayoutChange }: PaletteGroupsInput) {
  const { t, locale, setLocale } = useI18n();
  const { mode, setMode } = useThemeMode();
  const { logout } = useSession();
  const router = useRouter();
  return useMemo<PaletteGroup[]>(
    () => [
      {
        id: 'pages',
        heading: t('palette.pages'),
        entries: pageEntries(menu, (to) => void router.navigate({ to })),
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
          logout: () => void logout(),
        }),
      },
    ],
    [menu, layout, onLayoutChange, t, locale, setLocale, mode, setMode, logout, router],
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
