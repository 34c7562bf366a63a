import { createParser } from 'eventsource-parser';
import type { ApiClient } from './helper.js';

/** One event of `GET /api/events`, as a browser's EventSource would dispatch it. */
export interface StreamEvent {
  event: string;
  id: string | undefined;
  data: unknown;
}

export interface OpenStreamOptions {
  lastEventId?: string;
  query?: Record<string, string | number>;
}

/**
 * A live stream read as a browser does, with the client's cookies: every event it received, in
 * order, and the last id it saw.
 */
export class EventStream {
  readonly events: StreamEvent[] = [];
  lastEventId: string | undefined;
  status = 0;
  /** Settles when the server ends the stream (or it is closed here). */
  readonly ended: Promise<void>;
  private readonly controller = new AbortController();
  private readonly wakers = new Set<() => void>();
  private markEnded!: () => void;

  private constructor() {
    this.ended = new Promise((resolve) => {
      this.markEnded = resolve;
    });
  }

  /** Opens a stream and waits for its `ready` (or for a refusal, whose status it keeps). */
  static async open(client: ApiClient, options: OpenStreamOptions = {}): Promise<EventStream> {
    const stream = new EventStream();
    const url = new URL('/api/events', client.baseUrl);
    for (const [key, value] of Object.entries(options.query ?? {})) {
      url.searchParams.set(key, String(value));
    }
    const headers: Record<string, string> = {
      accept: 'text/event-stream',
      'x-forwarded-for': client.address,
      cookie: [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
    };
    if (options.lastEventId) headers['last-event-id'] = options.lastEventId;
    const response = await fetch(url, { headers, signal: stream.controller.signal });
    stream.status = response.status;
    if (!response.ok || !response.body) {
      await response.text();
      stream.markEnded();
      return stream;
    }
    void stream.read(response.body);
    await stream.next((event) => event.event === 'ready');
    return stream;
  }

  private async read(body: ReadableStream<Uint8Array>) {
    const parser = createParser({
      onEvent: (message) => {
        if (message.id !== undefined) this.lastEventId = message.id;
        this.events.push({
          event: message.event ?? 'message',
          id: message.id,
          data: message.data ? JSON.parse(message.data) : undefined,
        });
        for (const wake of this.wakers) wake();
      },
    });
    const decoder = new TextDecoder();
    try {
      for await (const chunk of body) parser.feed(decoder.decode(chunk, { stream: true }));
    } catch {
      // Aborted here, or the connection dropped: either way the stream is over.
    } finally {
      this.markEnded();
      for (const wake of this.wakers) wake();
    }
  }

  /** The events of one type received so far. */
  of(event: string): StreamEvent[] {
    return this.events.filter((received) => received.event === event);
  }

  /** The first event (from `from` on) that matches, waiting up to `timeoutMs` for it. */
  next(
    matches: (event: StreamEvent) => boolean,
    { from = 0, timeoutMs = 5_000 }: { from?: number; timeoutMs?: number } = {},
  ): Promise<StreamEvent> {
    return new Promise((resolve, reject) => {
      const check = () => {
        const found = this.events.slice(from).find(matches);
        if (!found) return false;
        done();
        resolve(found);
        return true;
      };
      const timer = setTimeout(() => {
        done();
        reject(
          new Error(`no matching event in ${timeoutMs} ms; got ${JSON.stringify(this.events)}`),
        );
      }, timeoutMs);
      const done = () => {
        clearTimeout(timer);
        this.wakers.delete(check);
      };
      this.wakers.add(check);
      check();
    });
  }

  /** Waits `ms` and answers the events that arrived meanwhile. */
  async during(ms: number): Promise<StreamEvent[]> {
    const from = this.events.length;
    await new Promise((resolve) => setTimeout(resolve, ms));
    return this.events.slice(from);
  }

  close() {
    this.controller.abort();
  }
}
