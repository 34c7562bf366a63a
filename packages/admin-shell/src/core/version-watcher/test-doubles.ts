import { vi } from 'vitest';
import type { VersionTagStorage } from './baseline.js';
import type { TabLocks } from './hold-tab-lock.js';

/** Web Locks for tests: one holder per name, the others granted in the order they asked. */
export class FakeTabLocks implements TabLocks {
  private readonly held = new Set<string>();
  private readonly waiting: { name: string; grant: () => void }[] = [];

  request(name: string, options: { signal: AbortSignal }, callback: () => Promise<void>) {
    return new Promise<unknown>((resolve, reject) => {
      const waiter = {
        name,
        grant: () => {
          options.signal.removeEventListener('abort', onAbort);
          this.held.add(name);
          callback()
            .then(resolve, reject)
            .finally(() => {
              this.held.delete(name);
              this.grantNext(name);
            });
        },
      };
      const onAbort = () => {
        this.waiting.splice(this.waiting.indexOf(waiter), 1);
        reject(new DOMException('The request was aborted.', 'AbortError'));
      };
      options.signal.addEventListener('abort', onAbort, { once: true });
      this.waiting.push(waiter);
      // Browsers grant asynchronously, never inside request().
      queueMicrotask(() => this.grantNext(name));
    });
  }

  private grantNext(name: string) {
    if (this.held.has(name)) return;
    const next = this.waiting.findIndex((waiter) => waiter.name === name);
    if (next >= 0) this.waiting.splice(next, 1)[0]?.grant();
  }
}

/** A `document` whose visibility a test sets. */
export class FakeDocument extends EventTarget {
  visibilityState: DocumentVisibilityState = 'visible';

  show(visibility: DocumentVisibilityState) {
    this.visibilityState = visibility;
    this.dispatchEvent(new Event('visibilitychange'));
  }
}

/** `localStorage` in memory. */
export function memoryStorage(entries: Record<string, string> = {}) {
  const values = new Map(Object.entries(entries));
  const storage: VersionTagStorage = {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
  };
  return { storage, values };
}

/** A server whose answers to HEAD carry the headers a test sets. */
export function fakeServer(initial: Record<string, string> = { etag: '"v1"' }) {
  const server = {
    headers: initial,
    answer: async () => new Response(null, { headers: server.headers }),
  };
  return server;
}

/** A fetch that counts the requests each tab sends to `server`. */
export function fetchFrom(server: ReturnType<typeof fakeServer>) {
  return vi.fn<typeof globalThis.fetch>(server.answer);
}
