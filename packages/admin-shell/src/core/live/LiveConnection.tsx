import { QueryClientContext } from '@tanstack/react-query';
import { type ReactNode, useContext, useEffect, useMemo, useState } from 'react';
import { usePageLoaded } from '../../hooks/use-page-loaded/use-page-loaded.js';
import type { LiveMessage, LiveProvider, RecordChange } from '../contracts.js';
import { useSession } from '../session/SessionProvider.js';
import { defaultUserKey } from '../session/user-display.js';
import type { LiveFeed } from './create-live-feed.js';
import { LiveContext, type LiveContextValue } from './live-context.js';
import { refreshLiveQueries } from './live-queries.js';

/** Changes heard this close together refresh their queries once. */
const batchMs = 100;

const nobodyListens = () => () => undefined;

function randomClientId(): string {
  const bytes = new Uint8Array(12);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Follows the live provider while someone is signed in: one connection per browser, opened once
 * the page has loaded (its code is fetched then, so the first screen carries none of it). Each
 * change refreshes exactly the queries that show it (see `liveQueryMeta`); a `reset` refreshes
 * every live query; `identity` fetches who is signed in again, so the menu follows a change to
 * their roles. Forms read the news through {@link LiveContext}.
 */
export function LiveConnection(props: { provider: LiveProvider; children: ReactNode }) {
  const { provider } = props;
  const { user, revalidate } = useSession();
  // There once the first page that fetches data has loaded; nobody hears news before that.
  const queryClient = useContext(QueryClientContext);
  const loaded = usePageLoaded();
  const me = user === undefined ? undefined : defaultUserKey(user);
  const [feed, setFeed] = useState<LiveFeed | null>(null);
  const [clientId] = useState(randomClientId);

  useEffect(() => {
    if (!loaded || me === undefined) return;
    let started: LiveFeed | undefined;
    let cancelled = false;
    void Promise.all([import('./create-live-feed.js'), import('./environment.js')]).then(
      ([{ createLiveFeed }, { browserLiveEnvironment }]) => {
        if (cancelled) return;
        // Started once its listener is attached (below): news heard before would be lost.
        started = createLiveFeed({ provider, environment: browserLiveEnvironment() });
        setFeed(started);
      },
    );
    return () => {
      cancelled = true;
      started?.stop();
      setFeed(null);
    };
  }, [loaded, me, provider]);

  useEffect(() => {
    if (!feed || !queryClient) return;
    let pending: RecordChange[] = [];
    let timer: ReturnType<typeof setTimeout> | undefined;
    const flush = () => {
      timer = undefined;
      const changes = pending;
      pending = [];
      void refreshLiveQueries(queryClient, changes);
    };
    const onMessage = (message: LiveMessage) => {
      if (message.type === 'change') {
        pending.push(message.change);
        timer ??= setTimeout(flush, batchMs);
      } else if (message.type === 'reset') {
        void refreshLiveQueries(queryClient, 'everything');
      } else if (message.type === 'identity') {
        void revalidate();
      }
    };
    const unlisten = feed.listen(onMessage);
    feed.start();
    return () => {
      unlisten();
      clearTimeout(timer);
    };
  }, [feed, queryClient, revalidate]);

  const value = useMemo<LiveContextValue>(
    () => ({
      listen: feed ? feed.listen : nobodyListens,
      announcePresence: provider.announcePresence,
      me,
      clientId,
    }),
    [feed, provider, me, clientId],
  );
  return <LiveContext.Provider value={value}>{props.children}</LiveContext.Provider>;
}
