import type { LiveMessage, LiveProvider, RecordChange, RecordPresence } from '../contracts.js';
import { isRecord } from '../is-record.js';
import type { EventSourceLiveProviderOptions } from './event-source-live-provider.js';

function parse(data: string): unknown {
  try {
    return JSON.parse(data);
  } catch {
    return undefined;
  }
}

const isId = (value: unknown): value is string | number =>
  typeof value === 'string' || typeof value === 'number';

function toChange(value: unknown): RecordChange | undefined {
  if (!isRecord(value) || typeof value.resource !== 'string' || !isId(value.id)) return undefined;
  const { action } = value;
  if (action !== 'created' && action !== 'updated' && action !== 'deleted') return undefined;
  const change: RecordChange = { resource: value.resource, id: value.id, action };
  if (isId(value.version) || value.version === null) change.version = value.version;
  if (isRecord(value.actor) && isId(value.actor.id) && typeof value.actor.name === 'string') {
    change.actor = { id: value.actor.id, name: value.actor.name };
  }
  return change;
}

function toPresence(value: unknown): RecordPresence | undefined {
  if (!isRecord(value) || typeof value.resource !== 'string' || !isId(value.id)) return undefined;
  if (!Array.isArray(value.people)) return undefined;
  const people = value.people.filter(
    (person): person is RecordPresence['people'][number] =>
      isRecord(person) && isId(person.id) && typeof person.name === 'string',
  );
  return { resource: value.resource, id: value.id, people };
}

/** One connection of {@link eventSourceLiveProvider}: loaded when the first one opens. */
export function connectEventSource(
  options: EventSourceLiveProviderOptions,
  { lastEventId, sinceMs, signal, onMessage }: Parameters<LiveProvider['connect']>[0],
): Promise<void> {
  const create =
    options.createEventSource ??
    ((url: string, init: EventSourceInit) => new EventSource(url, init));
  return new Promise<void>((resolve, reject) => {
    if (signal.aborted) return resolve();
    const url = new URL(options.url, globalThis.location?.href ?? 'http://localhost/');
    if (lastEventId !== undefined) url.searchParams.set('lastEventId', lastEventId);
    else if (sinceMs !== undefined) url.searchParams.set('sinceMs', String(sinceMs));
    const source = create(url.toString(), {
      withCredentials: options.withCredentials ?? false,
    });
    const on = (
      type: string,
      toMessage: (event: MessageEvent<string>) => LiveMessage | undefined,
    ) =>
      source.addEventListener(type, (event) => {
        const message = toMessage(event);
        if (message) onMessage(message);
      });
    on('change', (event) => {
      const change = toChange(parse(event.data));
      return change && { type: 'change', change, eventId: event.lastEventId || undefined };
    });
    on('presence', (event) => {
      const presence = toPresence(parse(event.data));
      return presence && { type: 'presence', presence };
    });
    for (const type of ['reset', 'identity', 'ready', 'ping'] as const) on(type, () => ({ type }));
    source.onerror = () => {
      source.close();
      reject(new Error(`the live stream ${options.url} failed or ended`));
    };
    signal.addEventListener(
      'abort',
      () => {
        source.close();
        resolve();
      },
      { once: true },
    );
  });
}
