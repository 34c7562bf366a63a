import { QueryClientContext } from '@tanstack/react-query';
import {
  createContext,
  type ReactNode,
  useContext,
  useEffect,
  useState,
  useSyncExternalStore,
} from 'react';
import { usePageLoaded } from '../../hooks/use-page-loaded/use-page-loaded.js';
import { currentPath } from '../session/SessionProvider.js';
import type { QueryClientSource } from './query-client-source.js';

const SourceContext = createContext<QueryClientSource | null>(null);

/**
 * TanStack Query's client for the tree below, once the source has it (TanStack Query's own
 * provider needs it up front). The element stays the same, so nothing below is mounted again
 * when it arrives.
 */
export function QueryClientSourceProvider(props: {
  source: QueryClientSource;
  children: ReactNode;
}) {
  const { source } = props;
  // Urgent, not in a transition: a page the router draws once the client has come reads it at
  // once (its root waited for the load), and must not be drawn before this provider has it.
  // Everything below reads the client from this provider, so it follows the source only here.
  const client = useSyncExternalStore(source.subscribe, source.current);
  // What TanStack Query's own provider does: refetch on focus and on reconnecting, while mounted.
  useEffect(() => {
    if (!client) return;
    client.mount();
    return () => client.unmount();
  }, [client]);
  return (
    <SourceContext.Provider value={source}>
      <QueryClientContext.Provider value={client}>{props.children}</QueryClientContext.Provider>
    </SourceContext.Provider>
  );
}

/** Where the client comes from: for the gate, and for the router's root to wait on. */
export function useQueryClientSource(): QueryClientSource {
  const source = useContext(SourceContext);
  if (!source) throw new Error('useQueryClientSource needs <AdminApp> around it');
  return source;
}

/**
 * Whether the app's first page is drawn without the client: the sign-in page. Taken from the
 * address the app opened at, once.
 */
export function useDrawnWithoutClient(): boolean {
  const source = useQueryClientSource();
  const [drawnWithout] = useState(() => !source.neededAt(currentPath().pathname));
  return drawnWithout;
}

/**
 * Whether the app may be drawn: at once on a page drawn without the client (`drawnWithout`: the
 * sign-in page), whose client's code is fetched once it has loaded, so that the next page need
 * not wait for it; on any other page once the client is there (its code loads beside the
 * session), or its load failed (the router's root asks again, and shows the error).
 */
export function useQueryClientReady(drawnWithout: boolean): boolean {
  const source = useQueryClientSource();
  const client = useContext(QueryClientContext);
  const [failed, setFailed] = useState(false);
  const pageLoaded = usePageLoaded();
  useEffect(() => {
    if (drawnWithout && !pageLoaded) return;
    source.load().catch(() => setFailed(true));
  }, [source, drawnWithout, pageLoaded]);
  return client !== undefined || drawnWithout || failed;
}
