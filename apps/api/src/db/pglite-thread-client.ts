import { Worker } from 'node:worker_threads';
import { Mutex, type PGlite, protocol, types } from '@electric-sql/pglite';
import { type BackendMessage, readAnswer } from './pglite-answer.js';
import type { ExchangeOptions, ProtocolSession } from './pglite-statements.js';
import type {
  ThreadReady,
  ThreadReply,
  ThreadRequest,
  ThreadStart,
} from './pglite-thread-messages.js';

type Request = ThreadRequest extends infer R ? (R extends unknown ? Omit<R, 'id'> : never) : never;
const { DatabaseError, NoticeMessage, NotificationResponseMessage } = protocol.messages;
const { serialize } = protocol;

/** Built, the thread runs its JavaScript; from source, it compiles its TypeScript itself. */
const threadEntry = new URL(
  import.meta.url.endsWith('.ts') ? './pglite-thread-source.mjs' : './pglite-thread.js',
  import.meta.url,
);

/** PGlite's parsers and writers, with those of each array type the database holds. */
function typeHandlers(arrayTypes: [number, number][]) {
  const serializers: PGlite['serializers'] = { ...types.serializers };
  const parsers: PGlite['parsers'] = { ...types.parsers };
  for (const [oid, typarray] of arrayTypes) {
    serializers[typarray] = (value) => types.arraySerializer(value, serializers[oid], typarray);
    // The element's parser is looked up at each call, as PGlite does, so a parser set on the
    // instance later applies to its arrays too.
    const parseElement = (element: string) => {
      const parse = parsers[oid];
      return parse ? parse(element) : element;
    };
    parsers[typarray] = (value) => types.arrayParser(value, parseElement, typarray);
  }
  return { serializers, parsers };
}

/** Resolves with the thread's first word, or rejects if it fails or exits before it. */
function firstWord(worker: Worker): Promise<ThreadReady> {
  return new Promise((resolve, reject) => {
    const settle = () => {
      worker.off('message', onMessage).off('error', onError).off('exit', onExit);
    };
    const onMessage = (ready: ThreadReady) => {
      settle();
      resolve(ready);
    };
    const onError = (error: Error) => {
      settle();
      reject(error);
    };
    const onExit = (code: number) => onError(new Error(`the thread exited with code ${code}`));
    worker.on('message', onMessage).on('error', onError).on('exit', onExit);
  });
}

/**
 * PGlite on a worker thread of its own, spoken to over PostgreSQL's wire protocol as
 * node-postgres speaks to a server's socket: this thread writes each batch of messages and
 * parses the answer, the database's thread runs PostgreSQL.
 *
 * In one thread, the API could use at most one core: under the realistic mix, PostgreSQL's
 * WebAssembly took 45 % of that thread's time (and parsing its answers 12 %), the HTTP server,
 * sessions, Drizzle and JSON the rest, while the machine's second core sat mostly idle. Apart,
 * each request's database work runs while this thread parses, answers and serialises others.
 *
 * The thread runs exchanges in the order they are posted, so a query is asked without waiting
 * for the one before to be answered: the thread goes from one to the next while this thread
 * reads answers. Database errors, notices and notifications are handed on as PGlite does.
 */
export class PGliteThread implements ProtocolSession {
  readonly serializers: PGlite['serializers'];
  readonly parsers: PGlite['parsers'];
  readonly #worker: Worker;
  readonly #waiting = new Map<number, (reply: ThreadReply) => void>();
  #lastId = 0;
  readonly #sessionLock = new Mutex();
  readonly #listeners = new Map<string, Set<(payload: string) => void>>();
  #closing = false;
  /** Why the thread can no longer answer: it failed, exited or was closed. */
  #stopped: Error | undefined;

  private constructor(worker: Worker, arrayTypes: [number, number][]) {
    this.#worker = worker;
    ({ serializers: this.serializers, parsers: this.parsers } = typeHandlers(arrayTypes));
    worker.on('message', (reply: ThreadReply) => {
      const answer = this.#waiting.get(reply.id);
      this.#waiting.delete(reply.id);
      answer?.(reply);
    });
    worker.on('error', (error) => this.#stop(error));
    worker.on('exit', (code) => this.#stop(new Error(`The database thread exited (${code})`)));
  }

  /** Starts the thread, which opens the folder and migrates; resolves once it is ready. */
  static async start(start: ThreadStart): Promise<PGliteThread> {
    const worker = new Worker(threadEntry, { workerData: start });
    let ready: ThreadReady;
    try {
      ready = await firstWord(worker);
    } catch (error) {
      await worker.terminate();
      throw error;
    }
    if (!ready.ready) {
      await worker.terminate();
      throw new Error(ready.error);
    }
    return new PGliteThread(worker, ready.arrayTypes);
  }

  #stop(reason: Error) {
    this.#stopped ??= reason;
    const waiting = [...this.#waiting.values()];
    this.#waiting.clear();
    for (const answer of waiting) answer({ id: 0, error: this.#stopped.message });
  }

  #ask(request: Request): Promise<ThreadReply> {
    if (this.#stopped) return Promise.reject(this.#stopped);
    const id = ++this.#lastId;
    return new Promise((resolve) => {
      this.#waiting.set(id, resolve);
      this.#worker.postMessage({ ...request, id });
    });
  }

  async checkReady(): Promise<void> {
    if (this.#closing) throw new Error('PGlite is closing');
    if (this.#stopped) throw this.#stopped;
  }

  alone<T>(work: () => Promise<T>): Promise<T> {
    return this.#sessionLock.runExclusive(work);
  }

  /**
   * Posts `batch` to the thread before returning, so exchanges run in the order asked: the
   * thread takes them one after another, never waiting for this one to read an answer.
   */
  exchange(batch: Uint8Array, options: ExchangeOptions): Promise<BackendMessage[]> {
    // Copied to a buffer of its own: `batch` may be a view into Node's shared buffer pool,
    // which would be posted whole. Batches are small, and posting a copy cost less than
    // moving it (50 against 55-69 µs a round trip, measured with 200 bytes).
    const message = new Uint8Array(batch);
    return this.#ask({ kind: 'exec', message, syncToFs: options.syncToFs }).then((reply) =>
      this.#read(reply, options),
    );
  }

  /** The messages of an answer, as PGlite reads them: the first database error thrown. */
  #read(reply: ThreadReply, options: ExchangeOptions): BackendMessage[] {
    if (reply.error !== undefined || !reply.data) {
      throw new Error(`The embedded database failed: ${reply.error ?? 'no answer'}`);
    }
    const messages: BackendMessage[] = [];
    let failure: BackendMessage | undefined;
    readAnswer(reply.data, (received) => {
      if (failure) return;
      if (received instanceof DatabaseError) failure = received;
      else if (received instanceof NoticeMessage) options.onNotice?.(received);
      else if (received instanceof NotificationResponseMessage) this.#notify(received);
      messages.push(received);
    });
    if (failure) throw failure;
    return messages;
  }

  #notify({ channel, payload }: { channel: string; payload: string }) {
    for (const listener of this.#listeners.get(channel) ?? []) {
      // As PGlite: after the exchange that brought it has been answered.
      queueMicrotask(() => listener(payload));
    }
  }

  /** Runs a command outside any transaction (LISTEN, UNLISTEN). */
  async #command(text: string): Promise<void> {
    await this.checkReady();
    await this.alone(() =>
      this.exchange(Buffer.concat([serialize.query(text), serialize.sync()]), { syncToFs: false }),
    );
  }

  /**
   * Calls `listener` with each payload notified on `channel` (PostgreSQL's LISTEN), once the
   * notifying transaction has committed; resolves with the function that stops.
   */
  async listen(channel: string, listener: (payload: string) => void): Promise<() => Promise<void>> {
    const quoted = `"${channel.replaceAll('"', '""')}"`;
    let listeners = this.#listeners.get(channel);
    if (!listeners) {
      listeners = new Set();
      this.#listeners.set(channel, listeners);
      try {
        await this.#command(`LISTEN ${quoted}`);
      } catch (error) {
        this.#listeners.delete(channel);
        throw error;
      }
    }
    listeners.add(listener);
    const held = listeners;
    return async () => {
      held.delete(listener);
      if (held.size > 0 || this.#listeners.get(channel) !== held) return;
      this.#listeners.delete(channel);
      await this.#command(`UNLISTEN ${quoted}`);
    };
  }

  /** Waits for the transaction under way, shuts PostgreSQL down and ends the thread. */
  async close(): Promise<void> {
    await this.checkReady();
    await this.alone(async () => {
      this.#closing = true;
    });
    try {
      const reply = await this.#ask({ kind: 'close' });
      if (reply.error !== undefined) throw new Error(reply.error);
    } finally {
      this.#stop(new Error('PGlite is closed'));
      this.#closing = false;
      await this.#worker.terminate();
    }
  }
}
