// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterDomSettles } from './after-dom-settles.js';

// Frames come every 16 ms of the fake clock; MutationObserver's records come in a microtask.
beforeEach(() => {
  vi.useFakeTimers({
    toFake: [
      'setTimeout',
      'clearTimeout',
      'setInterval',
      'clearInterval',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'performance',
    ],
  });
});
afterEach(() => {
  vi.useRealTimers();
  Reflect.deleteProperty(document, 'visibilityState');
  document.body.replaceChildren();
});

function change() {
  document.body.append(document.createElement('p'));
}

describe('afterDomSettles', () => {
  it('comes once the DOM has been still for 100 ms and three frames', async () => {
    const settled = vi.fn();
    afterDomSettles(document.body, settled);
    await vi.advanceTimersByTimeAsync(90);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(40);
    expect(settled).toHaveBeenCalledTimes(1);
  });

  it('waits again from each change', async () => {
    const settled = vi.fn();
    afterDomSettles(document.body, settled);
    for (let step = 0; step < 5; step += 1) {
      await vi.advanceTimersByTimeAsync(60);
      change();
    }
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(90);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(40);
    expect(settled).toHaveBeenCalledTimes(1);
  });

  it('gives up waiting on a page that never stops changing', async () => {
    const settled = vi.fn();
    afterDomSettles(document.body, settled, { maxMs: 500 });
    const changing = setInterval(change, 20);
    await vi.advanceTimersByTimeAsync(480);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(40);
    expect(settled).toHaveBeenCalledTimes(1);
    clearInterval(changing);
  });

  it('in a hidden tab, which paints nothing, comes in a task of its own', async () => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
    const settled = vi.fn();
    afterDomSettles(document.body, settled);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toHaveBeenCalledTimes(1);
  });

  it('never comes once cancelled', async () => {
    const settled = vi.fn();
    afterDomSettles(document.body, settled)();
    await vi.advanceTimersByTimeAsync(3000);
    expect(settled).not.toHaveBeenCalled();
  });
});
