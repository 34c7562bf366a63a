import { useEffect, useEffectEvent } from 'react';
import { createModuleLoader } from '../../core/app/module-loader.js';
import { usePageLoaded } from '../../hooks/use-page-loaded/use-page-loaded.js';

export type CrudDialogs = typeof import('./crud-dialogs.js');

const dialogs = createModuleLoader<CrudDialogs>(() => import('./crud-dialogs.js'));

/**
 * The table's form and delete dialogs once their code is here, else undefined. No table opens
 * one before it is drawn, so their code (the form's inputs and rules, Mantine's Modal and the
 * scroll lock under it: 22 KiB gzip of the CRUD page's first load) is fetched once the page
 * has loaded, or at once for `wanted`, a dialog asked for sooner (a record named in the
 * address, a draft to reopen, a quick click). A failed load calls `onFailed`, so the person's
 * next try asks again.
 */
export function useCrudDialogs(
  wanted: object | null,
  onFailed: () => void,
): CrudDialogs | undefined {
  const pageLoaded = usePageLoaded();
  const failed = useEffectEvent(onFailed);
  useEffect(() => {
    if (!pageLoaded && wanted === null) return;
    dialogs.load().catch(() => {
      if (wanted !== null) failed();
    });
  }, [pageLoaded, wanted]);
  return dialogs.useModule();
}
