import { whenIdle } from './when-idle.js';

/** What the signal needs of the browser, injected so tests can drive it. */
export interface PageLoadEnvironment {
  /** Whether the load event has fired already. */
  loaded(): boolean;
  /** Calls `listener` once, at the load event. */
  onLoad(listener: () => void): void;
  /** Calls `callback` in an idle moment, or after `timeoutMs` at the latest. */
  whenIdle(callback: () => void, timeoutMs: number): unknown;
}

/**
 * "The page has loaded, its first screen is drawn, and the browser has had an idle moment
 * since", for the whole page.
 */
export interface PageLoadSignal {
  /** Whether that moment has come. */
  loaded(): boolean;
  /**
   * Calls `listener` once, when that moment comes (never if it has come already: read
   * `loaded()` first); returns what stops listening.
   */
  subscribe(listener: () => void): () => void;
  /**
   * Keeps the moment from coming until the returned release is called (once or more): for the
   * first screen, which the load event does not wait for (its code and data come after), and
   * whose painting the work that waits for the moment would otherwise delay. A hold taken once
   * the moment has come holds nothing.
   */
  hold(): () => void;
}

/** How long an idle moment may be waited for once the page has loaded. */
const idleTimeoutMs = 2000;

/**
 * One wait for the whole page, shared by everyone who asks, begun by the first: every listener
 * is told in the same moment, so what they unlock renders in one pass, where a wait of its own
 * for each took a render and a commit each, one idle moment apart.
 */
export function createPageLoadSignal(environment: PageLoadEnvironment): PageLoadSignal {
  let loaded = false;
  let waiting = false;
  let loadEventFired = false;
  let idleAsked = false;
  let holds = 0;
  const listeners = new Set<() => void>();

  const fire = () => {
    idleAsked = false;
    // A hold taken while the idle moment was awaited: its release asks for another.
    if (holds > 0 || loaded) return;
    loaded = true;
    for (const listener of listeners) listener();
    listeners.clear();
  };
  const askIdle = () => {
    if (!loadEventFired || holds > 0 || idleAsked || loaded) return;
    idleAsked = true;
    environment.whenIdle(fire, idleTimeoutMs);
  };
  const afterLoad = () => {
    loadEventFired = true;
    askIdle();
  };

  return {
    loaded: () => loaded,
    subscribe(listener) {
      listeners.add(listener);
      if (!waiting) {
        waiting = true;
        if (environment.loaded()) afterLoad();
        else environment.onLoad(afterLoad);
      }
      return () => listeners.delete(listener);
    },
    hold() {
      if (loaded) return () => undefined;
      holds += 1;
      let released = false;
      return () => {
        if (released) return;
        released = true;
        holds -= 1;
        askIdle();
      };
    },
  };
}

/** The browser's own load event and idle moments. */
export const browserPageLoad: PageLoadEnvironment = {
  loaded: () => document.readyState === 'complete',
  onLoad: (listener) => window.addEventListener('load', listener, { once: true }),
  whenIdle,
};
