import { EventEmitter } from 'node:events';
import type { ServerResponse } from 'node:http';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '../contract/schemas.js';
import type { HeardChange, LiveFeed, LiveFeedListener } from './live-feed.js';
import { openLiveStream } from './live-stream.js';

/** A response that records what is written and can pretend its client stopped reading. */
class FakeResponse extends EventEmitter {
  frames: string[] = [];
  ended = false;
  /** What the client has not read yet. */
  writableLength = 0;
  unread = false;
  write(frame: string) {
    this.frames.push(frame);
    if (this.unread) this.writableLength += Buffer.byteLength(frame);
    return true;
  }
  end() {
    this.ended = true;
  }
}

function fakeFeed() {
  const listeners = new Set<LiveFeedListener>();
  const feed = {
    subscribe(listener: LiveFeedListener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  } as unknown as LiveFeed;
  return {
    feed,
    listeners,
    hear(heard: HeardChange) {
      for (const listener of listeners) listener.onChange(heard);
    },
  };
}

const reader: CurrentUser = {
  id: 5,
  username: 'reader',
  name: 'Reader',
  email: null,
  avatar: null,
  access: 'user',
  roles: [],
  permissions: ['articles.read'],
};

const heard = (
  seq: string,
  id: number,
  resource: 'articles' | 'users' = 'articles',
): HeardChange => ({
  seq,
  heardAt: 0,
  change: { resource, action: 'updated', id, version: 2, actor: null },
});

describe('a live stream', () => {
  afterEach(() => vi.useRealTimers());

  function open(options: { recheck?: () => Promise<CurrentUser | null> } = {}) {
    const response = new FakeResponse();
    const { feed, listeners, hear } = fakeFeed();
    const onClose = vi.fn();
    const stream = openLiveStream({
      feed,
      response: response as unknown as ServerResponse,
      user: reader,
      recheck: options.recheck ?? (async () => reader),
      heartbeatMs: 20_000,
      recheckMs: 30_000,
      maxBufferedBytes: 1024,
      onClose,
    });
    return { stream, response, listeners, hear, onClose };
  }

  it('sends what was missed, then what was heard meanwhile, each once, then ready', () => {
    const { stream, response, hear } = open();
    hear(heard('3', 1));
    hear(heard('4', 2));
    stream.start([heard('2', 1), heard('3', 1)]);
    hear(heard('5', 3));
    expect(response.frames.join('')).toBe(
      [
        'id: 2\nevent: change\ndata: {"resource":"articles","action":"updated","id":1,"version":2,"actor":null}\n\n',
        'id: 3\nevent: change\ndata: {"resource":"articles","action":"updated","id":1,"version":2,"actor":null}\n\n',
        'id: 4\nevent: change\ndata: {"resource":"articles","action":"updated","id":2,"version":2,"actor":null}\n\n',
        'event: ready\ndata: {}\n\n',
        'id: 5\nevent: change\ndata: {"resource":"articles","action":"updated","id":3,"version":2,"actor":null}\n\n',
      ].join(''),
    );
  });

  it('says reset when what was missed is unknown', () => {
    const { stream, response } = open();
    stream.start(undefined);
    expect(response.frames).toEqual(['event: reset\ndata: {}\n\n', 'event: ready\ndata: {}\n\n']);
  });

  it('drops a client that stops reading instead of holding events for it', () => {
    const { stream, response, hear, listeners, onClose } = open();
    stream.start([]);
    response.unread = true;
    for (let seq = 1; seq <= 20; seq += 1) hear(heard(String(seq), seq));
    expect(response.ended).toBe(true);
    expect(onClose).toHaveBeenCalledOnce();
    expect(listeners.size).toBe(0);
    // Nothing is written after the end.
    const written = response.frames.length;
    hear(heard('99', 99));
    expect(response.frames.length).toBe(written);
  });

  it('keeps quiet streams open with a comment, and ends when the session has', async () => {
    vi.useFakeTimers();
    let signedIn = true;
    const { stream, response } = open({ recheck: async () => (signedIn ? reader : null) });
    stream.start([]);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(response.frames.at(-1)).toBe('event: ping\ndata: {}\n\n');
    signedIn = false;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(response.ended).toBe(true);
  });

  it('checks the session at once when the person’s account or a role changes', async () => {
    vi.useFakeTimers();
    const recheck = vi.fn(async () => ({ ...reader, permissions: [] }));
    const { stream, response, hear } = open({ recheck });
    stream.start([]);
    hear(heard('1', 77, 'users'));
    await vi.advanceTimersByTimeAsync(100);
    expect(recheck).not.toHaveBeenCalled();
    hear(heard('2', reader.id, 'users'));
    await vi.advanceTimersByTimeAsync(100);
    expect(recheck).toHaveBeenCalledOnce();
    expect(response.frames.at(-1)).toBe('event: identity\ndata: {}\n\n');
    // Having lost articles.read, the person hears no more of them.
    const written = response.frames.length;
    hear(heard('3', 1));
    expect(response.frames.length).toBe(written);
  });
});
