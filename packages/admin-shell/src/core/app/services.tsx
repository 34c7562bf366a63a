import { createContext, type ReactNode, useContext, useMemo } from 'react';
import type { DataProvider, Notifier, SavedViewsProvider } from '../contracts.js';

interface Services {
  dataProvider: DataProvider | undefined;
  savedViews: SavedViewsProvider | undefined;
  notifier: Notifier;
}

/** Nothing is shown: for an app that has not plugged a notifier in. */
const silentNotifier: Notifier = { notify: () => {} };

const ServicesContext = createContext<Services>({
  dataProvider: undefined,
  savedViews: undefined,
  notifier: silentNotifier,
});

/** Hands the app's data provider, saved views and notifier to the shell's tables and forms. */
export function ServicesProvider(props: {
  dataProvider?: DataProvider | undefined;
  savedViews?: SavedViewsProvider | undefined;
  notifier?: Notifier | undefined;
  children: ReactNode;
}) {
  const { dataProvider, savedViews, notifier = silentNotifier } = props;
  const value = useMemo(
    () => ({ dataProvider, savedViews, notifier }),
    [dataProvider, savedViews, notifier],
  );
  return <ServicesContext.Provider value={value}>{props.children}</ServicesContext.Provider>;
}

/** The app's data provider, if it gave one. */
export function useOptionalDataProvider(): DataProvider | undefined {
  return useContext(ServicesContext).dataProvider;
}

/** The app's data provider; throws where none was given to `AdminApp`. */
export function useDataProvider(): DataProvider {
  const dataProvider = useOptionalDataProvider();
  if (!dataProvider) {
    throw new Error('No data provider: pass one to <AdminApp dataProvider={…}>');
  }
  return dataProvider;
}

/** Where saved views are kept, if the app gave a place: the CRUD tables then offer them. */
export function useOptionalSavedViews(): SavedViewsProvider | undefined {
  return useContext(ServicesContext).savedViews;
}

/** How the shell tells the person that something went (or did not go) as asked. */
export function useNotifier(): Notifier {
  return useContext(ServicesContext).notifier;
}
