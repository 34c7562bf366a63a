import type { ServerResponse } from 'node:http';
import { type LiveResource, liveReadPermission } from '../contract/permissions.js';
import type { CurrentUser } from '../contract/schemas.js';
import type { HeardChange, LiveFeed } from './live-feed.js';
import { holds } from './roles.js';

export interface LiveStreamOptions {
  feed: LiveFeed;
  response: ServerResponse;
  user: CurrentUser;
  /**
   * Who is signed in on the stream's session now (null once it has ended), asked without
   * counting as the person's activity.
   */
  recheck(): Promise<CurrentUser | null>;
  /**
   * How often a ping keeps proxies from closing a quiet stream, and tells the page it is alive.
   * Default 20 s.
   */
  heartbeatMs?: number;
  /** How often the session is checked again besides when a change may concern it. Default 30 s. */
  recheckMs?: number;
  /** Bytes a slow client may leave unread before the stream is dropped. Default 64 KiB. */
  maxBufferedBytes?: number;
  onClose(): void;
}

/** One open `GET /api/events`: what its person may read of the feed, as Server-Sent Events. */
export interface LiveStream {
  /** Starts with what the person missed (`undefined`: unknown, so they are told to reload). */
  start(missed: HeardChange[] | undefined): void;
  /** Ends the stream (the session ended elsewhere, another stream of it took its place). */
  end(): void;
}

const permissionKey = (user: CurrentUser) => [...user.permissions].sort().join(',');

/** Each change's frame, written once however many streams send it. */
const frames = new WeakMap<HeardChange, string>();
function frameOf(heard: HeardChange): string {
  let frame = frames.get(heard);
  if (frame === undefined) {
    frame = `id: ${heard.seq}\nevent: change\ndata: ${JSON.stringify(heard.change)}\n\n`;
    frames.set(heard, frame);
  }
  return frame;
}

/**
 * A stream writes only what its person may read, checks their session again when a change may
 * concern it (their account, a role) and every `recheckMs`, and tells the page when what they may
 * do has changed (`event: identity`). A client that does not read is dropped rather than
 * buffered for: it reconnects with `Last-Event-ID` and misses nothing.
 */
export function openLiveStream(options: LiveStreamOptions): LiveStream {
  const { feed, response } = options;
  const maxBufferedBytes = options.maxBufferedBytes ?? 64 * 1024;
  let user = options.user;
  let ended = false;
  /** Changes heard while the missed ones were being looked up, sent after them. */
  let held: HeardChange[] | undefined = [];
  let recheckTimer: NodeJS.Timeout | undefined;

  const mayRead = (resource: LiveResource) => holds(user, liveReadPermission[resource]);

  function write(frame: string) {
    if (ended) return;
    response.write(frame);
    if (response.writableLength > maxBufferedBytes) end();
  }

  function sendChange(heard: HeardChange) {
    // Nothing at all of a change the person may not read, not even that one happened.
    if (!mayRead(heard.change.resource)) return;
    write(frameOf(heard));
  }

  function concernsPerson({ change }: HeardChange) {
    return change.resource === 'roles' || (change.resource === 'users' && change.id === user.id);
  }

  async function recheck() {
    const now = await options.recheck().catch(() => user);
    if (ended) return;
    if (!now) return end();
    const changed = permissionKey(now) !== permissionKey(user);
    user = now;
    if (changed) write('event: identity\ndata: {}\n\n');
  }

  function recheckSoon() {
    clearTimeout(recheckTimer);
    recheckTimer = setTimeout(() => void recheck(), 50);
  }

  const unsubscribe = feed.subscribe({
    onChange(heard) {
      if (held) held.push(heard);
      else sendChange(heard);
      if (concernsPerson(heard)) recheckSoon();
    },
    onPresence(presence) {
      if (!held && mayRead(presence.resource)) {
        write(`event: presence\ndata: ${JSON.stringify(presence)}\n\n`);
      }
    },
    onGap() {
      write('event: reset\ndata: {}\n\n');
    },
  });

  const heartbeat = setInterval(
    () => write('event: ping\ndata: {}\n\n'),
    options.heartbeatMs ?? 20_000,
  );
  const periodicRecheck = setInterval(() => void recheck(), options.recheckMs ?? 30_000);
  heartbeat.unref();
  periodicRecheck.unref();

  function end() {
    if (ended) return;
    ended = true;
    unsubscribe();
    clearInterval(heartbeat);
    clearInterval(periodicRecheck);
    clearTimeout(recheckTimer);
    response.end();
    options.onClose();
  }
  response.on('close', end);

  return {
    start(missed) {
      if (missed === undefined) write('event: reset\ndata: {}\n\n');
      const replay = [...(missed ?? []), ...(held ?? [])];
      held = undefined;
      // The ring may hold changes that were also heard while it was read: each is sent once.
      const seen = new Set<string>();
      for (const heard of replay) {
        if (seen.has(heard.seq)) continue;
        seen.add(heard.seq);
        sendChange(heard);
      }
      write('event: ready\ndata: {}\n\n');
    },
    end,
  };
}
