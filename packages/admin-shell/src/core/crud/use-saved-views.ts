import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useNotifier } from '../app/services.js';
import type { SavedView } from '../contracts.js';
import { failureMessage } from '../data/data-errors.js';
import { useI18n } from '../i18n/i18n-context.js';
import { savedViewListQueryOptions, savedViewsQueryKey } from './saved-view-queries.js';
import type { SavedViewsTable } from './use-saved-views-table.js';

/** What the person may change of a view of theirs in its dialog. */
export interface SavedViewChanges {
  name: string;
  shared: boolean;
  /** Its state becomes the table's as it is now. */
  replaceState: boolean;
}

/**
 * A table's saved views and what a person does with them, for the views control: the list
 * (fetched once `enabled`), their own apart from those shared with them, and saving, changing,
 * deleting, making one the default and copying its link. Each tells the person how it went;
 * `save` and `edit` reject too, so their dialog can put a refused name under its field.
 */
export function useSavedViews(table: SavedViewsTable, enabled: boolean) {
  const queryClient = useQueryClient();
  const notifier = useNotifier();
  const { t } = useI18n();
  const list = useQuery({
    ...savedViewListQueryOptions(table.provider, table.tableKey),
    enabled,
  });
  const views = list.data;
  const { mine, shared } = useMemo(
    () => ({
      mine: views?.filter((view) => view.mine) ?? [],
      shared: views?.filter((view) => !view.mine) ?? [],
    }),
    [views],
  );

  const refresh = () => queryClient.invalidateQueries({ queryKey: savedViewsQueryKey });
  const succeeded = (message: string) => notifier.notify({ kind: 'success', message });
  const failed = (error: unknown) =>
    notifier.notify({
      kind: 'error',
      message: t('views.failed', { message: failureMessage(error, t('request.failed')) }),
    });
  const { provider, tableKey } = table;

  return {
    list,
    mine,
    shared,
    /** Saves the table as it is now as a new view, which the address then names. */
    async save(name: string, isShared: boolean): Promise<void> {
      const view = await provider.create({
        tableKey,
        name,
        shared: isShared,
        state: table.currentState(),
      });
      succeeded(t('views.saved', { name: view.name }));
      await refresh();
      table.apply(view);
    },
    /** Renames, shares or unshares a view of the person's, or gives it the table's state. */
    async edit(view: SavedView, changes: SavedViewChanges): Promise<void> {
      const updated = await provider.update({
        view,
        name: changes.name,
        shared: changes.shared,
        ...(changes.replaceState && { state: table.currentState() }),
      });
      succeeded(t('views.updated', { name: updated.name }));
      await refresh();
    },
    /** Gives the chosen view of the person's the table's state as it is now. */
    async updateChosen(view: SavedView): Promise<void> {
      try {
        await provider.update({ view, state: table.currentState() });
        succeeded(t('views.updated', { name: view.name }));
      } catch (error) {
        failed(error);
      }
      await refresh();
    },
    /** Deletes a view of the person's; rejects for the confirmation to say why it could not. */
    async remove(view: SavedView): Promise<void> {
      await provider.delete({ view });
      succeeded(t('views.deleted', { name: view.name }));
      if (String(table.chosenId) === String(view.id)) table.leave();
      await refresh();
    },
    /** Makes a view the person's default for the table, or, when it is already, none. */
    async toggleDefault(view: SavedView): Promise<void> {
      try {
        await provider.setDefault({ tableKey, view: view.isDefault ? null : view });
        succeeded(
          view.isDefault ? t('views.defaultCleared') : t('views.defaultSet', { name: view.name }),
        );
      } catch (error) {
        failed(error);
      }
      await refresh();
    },
    /** Puts the view's address on the clipboard, or shows it where the browser refuses. */
    async copyLink(view: SavedView): Promise<void> {
      const link = table.linkTo(view);
      try {
        await navigator.clipboard.writeText(link);
        succeeded(t('views.linkCopied'));
      } catch {
        notifier.notify({ kind: 'error', message: t('views.copyFailed', { link }) });
      }
    },
  };
}

export type SavedViewsActions = ReturnType<typeof useSavedViews>;
