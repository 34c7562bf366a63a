/**
 * Runs `callback` in the browser's next idle moment, or after `timeoutMs` at the latest (after a
 * short delay in Safari, which has no idle callbacks); returns what cancels it.
 */
export function whenIdle(callback: () => void, timeoutMs: number): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const idle = window.requestIdleCallback(callback, { timeout: timeoutMs });
    return () => {
      if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idle);
    };
  }
  const timer = window.setTimeout(callback, 200);
  return () => window.clearTimeout(timer);
}
