import type { LiveResource } from '../contract/permissions.js';
import { changeActions, liveResources } from '../contract/permissions.js';
import type { ChangeEvent, LivePerson, PresenceEvent } from '../contract/schemas.js';
import type { Listen } from '../db/database.js';
import { type LiveMessage, liveChannel } from './changes.js';

/** A change as this instance heard it: its number, and when it arrived. */
export interface HeardChange {
  seq: string;
  change: ChangeEvent;
  heardAt: number;
}

/** What a live stream is told by the feed. */
export interface LiveFeedListener {
  onChange(heard: HeardChange): void;
  onPresence(presence: PresenceEvent): void;
  /** Changes may have been missed (the database connection was lost): everything may be stale. */
  onGap(): void;
}

export interface LiveFeedOptions {
  /** How many recent changes are kept for streams that reconnect. Default 2,048. */
  keep?: number;
  /** How long a change is kept for them. Default five minutes. */
  keepMs?: number;
  /** How long an open record is remembered after its page last said so. Default 45 s. */
  presenceTtlMs?: number;
  /** How long a stream resuming after a change not yet heard here waits for it. Default 500 ms. */
  catchUpMs?: number;
  now?: () => number;
}

/** The changes and presence every stream of this instance shares. */
export interface LiveFeed {
  subscribe(listener: LiveFeedListener): () => void;
  /**
   * The changes heard after `seq`, in the order every instance hears them (commit order), or
   * undefined when this instance cannot tell what followed it (too old, or before a gap).
   */
  changesAfter(seq: string): Promise<HeardChange[] | undefined>;
  /** The changes heard in the last `ms` milliseconds, or undefined if some may be missing. */
  changesWithin(ms: number): HeardChange[] | undefined;
  /** Who has the record open, each person once. */
  presenceOf(resource: LiveResource, id: number): LivePerson[];
  close(): Promise<void>;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** A message of the channel, or undefined for anything else someone sent on it. */
export function parseLiveMessage(payload: string): LiveMessage | undefined {
  let message: unknown;
  try {
    message = JSON.parse(payload);
  } catch {
    return undefined;
  }
  if (!isRecord(message)) return undefined;
  if (message.kind === 'change') {
    const { seq, change } = message;
    if (typeof seq !== 'string' || !/^\d+$/.test(seq) || !isRecord(change)) return undefined;
    if (!liveResources.includes(change.resource as LiveResource)) return undefined;
    if (!changeActions.includes(change.action as ChangeEvent['action'])) return undefined;
    if (typeof change.id !== 'number') return undefined;
    return message as LiveMessage;
  }
  if (message.kind === 'presence') {
    const { resource, id, clientId, person } = message;
    if (!liveResources.includes(resource as LiveResource) || typeof id !== 'number') {
      return undefined;
    }
    if (typeof clientId !== 'string' || !isRecord(person) || typeof person.id !== 'number') {
      return undefined;
    }
    return message as LiveMessage;
  }
  return undefined;
}

const recordKey = (resource: LiveResource, id: number) => `${resource}:${id}`;

/** The people in a record's presence, each once, in the order they came. */
function peopleOf(clients: Map<string, { person: LivePerson }> | undefined): LivePerson[] {
  const people = new Map<number, LivePerson>();
  for (const { person } of clients?.values() ?? []) {
    if (!people.has(person.id)) people.set(person.id, person);
  }
  return [...people.values()];
}

const samePeople = (a: LivePerson[], b: LivePerson[]) =>
  a.length === b.length && a.every((person, index) => person.id === b[index]?.id);

/**
 * Listens on the database's live channel once for the whole instance and shares what it hears
 * with every stream: recent changes in commit order (for streams that reconnect with
 * `Last-Event-ID`) and who has which record open.
 */
export async function startLiveFeed(listen: Listen, options: LiveFeedOptions = {}) {
  const keep = options.keep ?? 2048;
  const keepMs = options.keepMs ?? 5 * 60 * 1000;
  const presenceTtlMs = options.presenceTtlMs ?? 45_000;
  const catchUpMs = options.catchUpMs ?? 500;
  const now = options.now ?? Date.now;

  const listeners = new Set<LiveFeedListener>();
  let recent: HeardChange[] = [];
  /** Since when `recent` holds every change heard: the start, the last gap, or the last evicted. */
  let completeSince = now();
  const presence = new Map<string, Map<string, { person: LivePerson; expiresAt: number }>>();
  const waiters = new Set<() => void>();

  /** Drops what is past `keep` or older than `keepMs` (`recent` is in the order heard). */
  function forget() {
    const cutoff = now() - keepMs;
    let count = Math.max(0, recent.length - keep);
    while (count < recent.length && (recent[count]?.heardAt ?? cutoff) < cutoff) count += 1;
    const lastDropped = recent[count - 1];
    if (!lastDropped) return;
    completeSince = Math.max(completeSince, lastDropped.heardAt);
    recent = recent.slice(count);
  }

  function setPresence(
    resource: LiveResource,
    id: number,
    change: (clients: Map<string, { person: LivePerson; expiresAt: number }>) => void,
  ) {
    const key = recordKey(resource, id);
    const clients = presence.get(key) ?? new Map();
    const before = peopleOf(clients);
    change(clients);
    if (clients.size === 0) presence.delete(key);
    else presence.set(key, clients);
    const after = peopleOf(clients);
    if (samePeople(before, after)) return;
    for (const listener of listeners) listener.onPresence({ resource, id, people: after });
  }

  function hear(payload: string) {
    const message = parseLiveMessage(payload);
    if (!message) return;
    if (message.kind === 'change') {
      const heard = { seq: message.seq, change: message.change, heardAt: now() };
      recent.push(heard);
      forget();
      for (const listener of listeners) listener.onChange(heard);
      for (const wake of waiters) wake();
      return;
    }
    const { resource, id, clientId, person, leaving } = message;
    setPresence(resource, id, (clients) => {
      if (leaving) clients.delete(clientId);
      else clients.set(clientId, { person, expiresAt: now() + presenceTtlMs });
    });
  }

  function gap() {
    recent = [];
    completeSince = now();
    for (const listener of listeners) listener.onGap();
  }

  const expiry = setInterval(() => {
    const at = now();
    for (const [key, clients] of presence) {
      if (![...clients.values()].some((client) => client.expiresAt <= at)) continue;
      const [resource, id] = key.split(':') as [LiveResource, string];
      setPresence(resource, Number(id), (all) => {
        for (const [clientId, client] of all) if (client.expiresAt <= at) all.delete(clientId);
      });
    }
  }, 5_000);
  expiry.unref();

  const stop = await listen(liveChannel, { onPayload: hear, onGap: gap });

  const indexAfter = (seq: string) => {
    const index = recent.findIndex((heard) => heard.seq === seq);
    return index === -1 ? undefined : index + 1;
  };

  /** Whether `seq` may still be on its way: newer than anything heard (another instance's). */
  const notYetHeard = (seq: string) => {
    const last = recent.at(-1);
    return last === undefined || BigInt(seq) > BigInt(last.seq);
  };

  const feed: LiveFeed = {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async changesAfter(seq) {
      let index = indexAfter(seq);
      if (index === undefined && notYetHeard(seq)) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(done, catchUpMs);
          function done() {
            clearTimeout(timer);
            waiters.delete(check);
            resolve();
          }
          function check() {
            if (indexAfter(seq) !== undefined) done();
          }
          waiters.add(check);
        });
        index = indexAfter(seq);
      }
      return index === undefined ? undefined : recent.slice(index);
    },
    changesWithin(ms) {
      forget();
      const since = now() - ms;
      if (since < completeSince) return undefined;
      return recent.filter((heard) => heard.heardAt >= since);
    },
    presenceOf: (resource, id) => peopleOf(presence.get(recordKey(resource, id))),
    async close() {
      clearInterval(expiry);
      listeners.clear();
      // The database may have closed first (the server's own onClose), and its listener with it.
      await stop().catch(() => undefined);
    },
  };
  return feed;
}
