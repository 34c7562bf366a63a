import type { SavedViewsProvider, SavedView as ShellSavedView } from '@org/admin-shell';
import type {
  SavedView,
  SavedViewCreateBody,
  SavedViewDefaultBody,
  SavedViewUpdateBody,
} from '@org/api/contract';
import { api } from './client';
import { dataProvider } from './data-provider';

/** The version the API gave a view: every view the shell hands back was read from it. */
function versionOf(view: ShellSavedView): number {
  if (view.version === undefined) throw new Error(`The view ${view.id} was not read from the API`);
  return view.version;
}

// Writes and one view go through the data provider, which turns a stale version into a
// ConflictError, a taken name into FieldErrors and a 404 into NotFoundError; all are silent, as
// the views control shows its failures itself.

/** The saved views of the CRUD tables, kept by the API for each person (`/api/views`). */
export const savedViews: SavedViewsProvider = {
  list: ({ tableKey, signal }) =>
    api.get<SavedView[]>('/api/views/list', { tableKey }, { signal, silent: true }),
  get: ({ id, signal }) => dataProvider.getOne<SavedView>({ resource: 'views', id, signal }),
  create: (body: SavedViewCreateBody) =>
    dataProvider.create<SavedView>({ resource: 'views', data: body }),
  update: ({ view, ...changes }) =>
    dataProvider.update<ShellSavedView>({
      resource: 'views',
      id: view.id,
      data: { ...changes, version: versionOf(view) } satisfies SavedViewUpdateBody,
      previousData: view,
    }),
  delete: ({ view }) => dataProvider.delete({ resource: 'views', id: view.id, previousData: view }),
  setDefault: async ({ tableKey, view }) => {
    const body: SavedViewDefaultBody = { tableKey, viewId: view === null ? null : Number(view.id) };
    await api.post('/api/views/default', body, { silent: true });
  },
};
