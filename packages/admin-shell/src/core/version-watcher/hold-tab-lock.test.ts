import { describe, expect, it, vi } from 'vitest';
import { holdTabLock } from './hold-tab-lock.js';
import { FakeTabLocks } from './test-doubles.js';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('holdTabLock', () => {
  it('counts the lock as taken at once without Web Locks', () => {
    const onAcquired = vi.fn();
    holdTabLock(undefined, 'lock', onAcquired);
    expect(onAcquired).toHaveBeenCalledOnce();
  });

  it('lets one holder at a time, the next taking over when it is given back', async () => {
    const locks = new FakeTabLocks();
    const first = vi.fn();
    const second = vi.fn();
    const releaseFirst = holdTabLock(locks, 'lock', first);
    holdTabLock(locks, 'lock', second);
    await settle();
    expect(first).toHaveBeenCalledOnce();
    expect(second).not.toHaveBeenCalled();
    releaseFirst();
    await settle();
    expect(second).toHaveBeenCalledOnce();
  });

  it('never calls back once it stopped waiting', async () => {
    const locks = new FakeTabLocks();
    const releaseFirst = holdTabLock(locks, 'lock', () => undefined);
    const gaveUp = vi.fn();
    const stopWaiting = holdTabLock(locks, 'lock', gaveUp);
    await settle();
    stopWaiting();
    releaseFirst();
    await settle();
    expect(gaveUp).not.toHaveBeenCalled();
  });

  it('holds alone when the browser refuses the lock (an opaque origin)', async () => {
    const refusing = {
      request: () => Promise.reject(new DOMException('Access denied.', 'SecurityError')),
    };
    const onAcquired = vi.fn();
    holdTabLock(refusing, 'lock', onAcquired);
    await settle();
    expect(onAcquired).toHaveBeenCalledOnce();
  });
});
