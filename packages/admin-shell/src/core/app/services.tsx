import { createContext, type ReactNode, useContext, useMemo } from 'react';
import type { DataProvider, Notifier } from '../contracts.js';

interface Services {
  dataProvider: DataProvider | undefined;
  notifier: Notifier;
}

/** Nothing is shown: for an app that has not plugged a notifier in. */
const silentNotifier: Notifier = { notify: () => {} };

const ServicesContext = createContext<Services>({
  dataProvider: undefined,
  notifier: silentNotifier,
});

/** Hands the app's data provider and notifier to the shell's tables and forms. */
export function ServicesProvider(props: {
  dataProvider?: DataProvider | undefined;
  notifier?: Notifier | undefined;
  children: ReactNode;
}) {
  const { dataProvider, notifier = silentNotifier } = props;
  const value = useMemo(() => ({ dataProvider, notifier }), [dataProvider, notifier]);
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

/** How the shell tells the person that something went (or did not go) as asked. */
export function useNotifier(): Notifier {
  return useContext(ServicesContext).notifier;
}
