import type { LiveProvider } from '../contracts.js';

/** The part of the browser's EventSource the provider uses. */
export interface EventSourceLike {
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void): void;
  onerror: ((event: Event) => void) | null;
  close(): void;
}

export interface EventSourceLiveProviderOptions {
  /** The stream's address (`/api/events`). */
  url: string;
  /** Says which record a page has open (see `LiveProvider.announcePresence`); optional. */
  announcePresence?: LiveProvider['announcePresence'];
  /** Sends cookies to a stream on another origin. Default false (same origin sends them). */
  withCredentials?: boolean;
  /** Makes the EventSource. Default the browser's. */
  createEventSource?(url: string, init: EventSourceInit): EventSourceLike;
}

/**
 * A live provider over Server-Sent Events, for a back end that sends `event: change` (data:
 * `{ resource, id, action, version?, actor? }`, with an `id:`), `presence` (`{ resource, id,
 * people }`), `reset`, `identity`, `ready` and `ping`, and takes `lastEventId` or `sinceMs` in
 * the query. It uses the browser's EventSource; the shell, not EventSource, reconnects, so a
 * connection that fails is closed and reported.
 *
 * @example
 * const live = eventSourceLiveProvider({ url: '/api/events' });
 * <AdminApp live={live} …>
 */
export function eventSourceLiveProvider(options: EventSourceLiveProviderOptions): LiveProvider {
  return {
    connect: (params) =>
      // The parsing and the EventSource come with the first connection, not with the page.
      import('./event-source-connection.js').then(({ connectEventSource }) =>
        connectEventSource(options, params),
      ),
    ...(options.announcePresence ? { announcePresence: options.announcePresence } : {}),
  };
}
