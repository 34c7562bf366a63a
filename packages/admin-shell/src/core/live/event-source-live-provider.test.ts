import { describe, expect, it, vi } from 'vitest';
import type { LiveMessage } from '../contracts.js';
import { type EventSourceLike, eventSourceLiveProvider } from './event-source-live-provider.js';

/** An EventSource a test plays events into. */
class FakeEventSource implements EventSourceLike {
  static opened: FakeEventSource[] = [];
  readonly listeners = new Map<string, ((event: MessageEvent<string>) => void)[]>();
  onerror: ((event: Event) => void) | null = null;
  closed = false;
  constructor(
    readonly url: string,
    readonly init: EventSourceInit,
  ) {
    FakeEventSource.opened.push(this);
  }
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  play(type: string, data: string, lastEventId = '') {
    for (const listener of this.listeners.get(type) ?? []) {
      listener(new MessageEvent(type, { data, lastEventId }));
    }
  }
  close() {
    this.closed = true;
  }
}

async function connect(params: { lastEventId?: string; sinceMs?: number } = {}) {
  FakeEventSource.opened = [];
  const provider = eventSourceLiveProvider({
    url: '/api/events',
    createEventSource: (url, init) => new FakeEventSource(url, init),
  });
  const heard: LiveMessage[] = [];
  const controller = new AbortController();
  const connection = provider.connect({
    ...params,
    signal: controller.signal,
    onMessage: (message) => heard.push(message),
  });
  // The connection's code is loaded on first use.
  const source = await vi.waitFor(() => {
    const opened = FakeEventSource.opened[0];
    if (!opened) throw new Error('not opened yet');
    return opened;
  });
  return { source, heard, connection, controller };
}

describe('eventSourceLiveProvider', () => {
  it('asks to resume after the last change, or for the last moments', async () => {
    expect(new URL((await connect({ lastEventId: '42' })).source.url).search).toBe(
      '?lastEventId=42',
    );
    expect(new URL((await connect({ sinceMs: 3500 })).source.url).search).toBe('?sinceMs=3500');
    expect(new URL((await connect()).source.url).pathname).toBe('/api/events');
  });

  it('turns the stream’s events into messages, each change with its id', async () => {
    const { source, heard } = await connect();
    source.play(
      'change',
      JSON.stringify({
        resource: 'articles',
        action: 'updated',
        id: 7,
        version: 3,
        actor: { id: 1, name: 'Admin' },
      }),
      '99',
    );
    source.play(
      'presence',
      JSON.stringify({
        resource: 'articles',
        id: 7,
        people: [{ id: 2, name: 'Ann' }, { id: 'x' }],
      }),
    );
    for (const type of ['ready', 'reset', 'identity', 'ping']) source.play(type, '{}');
    expect(heard).toEqual([
      {
        type: 'change',
        change: {
          resource: 'articles',
          action: 'updated',
          id: 7,
          version: 3,
          actor: { id: 1, name: 'Admin' },
        },
        eventId: '99',
      },
      {
        type: 'presence',
        presence: { resource: 'articles', id: 7, people: [{ id: 2, name: 'Ann' }] },
      },
      { type: 'ready' },
      { type: 'reset' },
      { type: 'identity' },
      { type: 'ping' },
    ]);
  });

  it('ignores events it cannot read', async () => {
    const { source, heard } = await connect();
    source.play('change', 'not json');
    source.play('change', JSON.stringify({ resource: 'articles', action: 'renamed', id: 1 }));
    source.play('presence', JSON.stringify({ resource: 'articles', id: 1 }));
    expect(heard).toEqual([]);
  });

  it('closes and reports a failure, leaving the reconnecting to the shell', async () => {
    const { source, connection } = await connect();
    source.onerror?.(new Event('error'));
    expect(source.closed).toBe(true);
    await expect(connection).rejects.toThrow('/api/events');
  });

  it('closes when told to stop, and resolves', async () => {
    const { source, connection, controller } = await connect();
    controller.abort();
    await expect(connection).resolves.toBeUndefined();
    expect(source.closed).toBe(true);
  });
});
