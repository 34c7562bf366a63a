import { describe, expect, it, vi } from 'vitest';
import { createPageLoadSignal, type PageLoadEnvironment } from './page-load-signal.js';

/** A page whose load event and idle moments the test fires. */
function fakePage({ loaded = false } = {}) {
  let isLoaded = loaded;
  const loadListeners = new Set<() => void>();
  const idle = new Set<() => void>();
  const environment: PageLoadEnvironment = {
    loaded: () => isLoaded,
    onLoad: vi.fn((listener: () => void) => {
      loadListeners.add(listener);
    }),
    whenIdle: vi.fn((callback: () => void) => {
      idle.add(callback);
    }),
  };
  return {
    environment,
    load() {
      isLoaded = true;
      for (const listener of [...loadListeners]) listener();
      loadListeners.clear();
    },
    idle() {
      for (const callback of [...idle]) callback();
      idle.clear();
    },
    pendingIdle: () => idle.size,
  };
}

describe('createPageLoadSignal', () => {
  it('comes after the load event and an idle moment, to every listener at once', () => {
    const page = fakePage();
    const signal = createPageLoadSignal(page.environment);
    const first = vi.fn();
    const second = vi.fn();
    signal.subscribe(first);
    signal.subscribe(second);
    page.idle();
    expect(first).not.toHaveBeenCalled();
    page.load();
    expect(signal.loaded()).toBe(false);
    page.idle();
    expect(signal.loaded()).toBe(true);
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);
    expect(page.environment.whenIdle).toHaveBeenCalledTimes(1);
  });

  it('on a page loaded already, waits for an idle moment only', () => {
    const page = fakePage({ loaded: true });
    const signal = createPageLoadSignal(page.environment);
    const listener = vi.fn();
    signal.subscribe(listener);
    expect(page.environment.onLoad).not.toHaveBeenCalled();
    page.idle();
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('waits for nothing until someone listens, then once for everyone', () => {
    const page = fakePage({ loaded: true });
    const signal = createPageLoadSignal(page.environment);
    expect(page.environment.whenIdle).not.toHaveBeenCalled();
    signal.subscribe(vi.fn());
    signal.subscribe(vi.fn());
    expect(page.pendingIdle()).toBe(1);
  });

  it('keeps waiting for the others when one listener leaves', () => {
    const page = fakePage({ loaded: true });
    const signal = createPageLoadSignal(page.environment);
    const leaving = vi.fn();
    const staying = vi.fn();
    const stop = signal.subscribe(leaving);
    signal.subscribe(staying);
    stop();
    page.idle();
    expect(leaving).not.toHaveBeenCalled();
    expect(staying).toHaveBeenCalledTimes(1);
  });

  describe('hold', () => {
    it('keeps the moment from coming until every hold is released', () => {
      const page = fakePage();
      const signal = createPageLoadSignal(page.environment);
      const listener = vi.fn();
      const first = signal.hold();
      const second = signal.hold();
      signal.subscribe(listener);
      page.load();
      expect(page.pendingIdle()).toBe(0);
      first();
      first();
      expect(page.pendingIdle()).toBe(0);
      second();
      page.idle();
      expect(listener).toHaveBeenCalledTimes(1);
    });

    it('taken while the idle moment is awaited, sends the wait round again once released', () => {
      const page = fakePage({ loaded: true });
      const signal = createPageLoadSignal(page.environment);
      const listener = vi.fn();
      signal.subscribe(listener);
      const release = signal.hold();
      page.idle();
      expect(listener).not.toHaveBeenCalled();
      release();
      expect(signal.loaded()).toBe(false);
      page.idle();
      expect(listener).toHaveBeenCalledTimes(1);
    });

    it('taken once the moment has come, holds nothing', () => {
      const page = fakePage({ loaded: true });
      const signal = createPageLoadSignal(page.environment);
      signal.subscribe(vi.fn());
      page.idle();
      signal.hold();
      const late = vi.fn();
      expect(signal.loaded()).toBe(true);
      signal.subscribe(late);
      expect(page.pendingIdle()).toBe(0);
    });
  });
});
