/**
 * The part of the Web Locks API (`navigator.locks`) the watcher uses: a named lock that one tab of
 * the browser holds at a time, the others waiting in line.
 */
export interface TabLocks {
  request(
    name: string,
    options: { signal: AbortSignal },
    callback: () => Promise<void>,
  ): Promise<unknown>;
}

/**
 * Takes the lock `name` (waiting while another tab holds it) and calls `onAcquired` once this tab
 * has it. Returns a function that gives the lock back, or stops waiting for it; after that
 * `onAcquired` is never called. Without Web Locks, or when the browser refuses the request (an
 * opaque origin), the lock counts as taken at once, so every tab watches on its own.
 */
export function holdTabLock(
  locks: TabLocks | undefined,
  name: string,
  onAcquired: () => void,
): () => void {
  let released = false;
  if (!locks) {
    onAcquired();
    return () => undefined;
  }
  const waiting = new AbortController();
  let giveBack: (() => void) | undefined;
  locks
    .request(name, { signal: waiting.signal }, () => {
      if (released) return Promise.resolve();
      onAcquired();
      // The lock is held until this promise settles.
      return new Promise<void>((resolve) => {
        giveBack = resolve;
      });
    })
    .catch(() => {
      if (!released && !giveBack) onAcquired();
    });
  return () => {
    released = true;
    if (giveBack) giveBack();
    else waiting.abort();
  };
}
