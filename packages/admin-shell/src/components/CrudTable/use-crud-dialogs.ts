import { type ReactNode, useEffect, useEffectEvent } from 'react';
import { createModuleLoader } from '../../core/app/module-loader.js';
import { afterPageLoad } from '../../hooks/use-page-loaded/use-page-loaded.js';

export type CrudDialogs = typeof import('./crud-dialogs.js');

const dialogs = createModuleLoader<CrudDialogs>(() => import('./crud-dialogs.js'));

/**
 * Fetches the table's form and delete dialogs' code. No table opens one before it is drawn, so
 * their code (the form's inputs and rules, Mantine's Modal and the scroll lock under it: 22 KiB
 * gzip of the CRUD page's first load) is fetched once the page has loaded, or at once for
 * `wanted`, a dialog asked for sooner (a record named in the address, a draft to reopen, a
 * quick click). A failed load calls `onFailed`, so the person's next try asks again. The
 * dialogs show through `LoadedCrudDialogs`.
 */
export function useCrudDialogs(wanted: object | null, onFailed: () => void): void {
  const failed = useEffectEvent(onFailed);
  useEffect(() => {
    if (wanted === null) {
      // Without re-rendering the table: its code's arrival will.
      return afterPageLoad(() => void dialogs.load().catch(() => undefined));
    }
    dialogs.load().catch(() => failed());
  }, [wanted]);
}

/**
 * Draws `children` with the dialogs once their code is here: the code's arrival re-renders
 * this alone, not the table around it.
 */
export function LoadedCrudDialogs({
  children,
}: {
  children: (loaded: CrudDialogs) => ReactNode;
}): ReactNode {
  const loaded = dialogs.useModule();
  return loaded ? children(loaded) : null;
}
