// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { onBeforeReload } from './on-before-reload.js';
import { runBeforeReload } from './run-before-reload.js';

describe('onBeforeReload', () => {
  it('runs each saver when the shell is about to reload, in order, until unregistered', () => {
    const calls: string[] = [];
    const stopTabs = onBeforeReload(() => calls.push('tabs'));
    const stopDraft = onBeforeReload(() => calls.push('draft'));
    runBeforeReload();
    expect(calls).toEqual(['tabs', 'draft']);
    stopTabs();
    stopDraft();
    runBeforeReload();
    expect(calls).toEqual(['tabs', 'draft']);
  });

  it('still runs the others when one throws', () => {
    const reported = vi.fn((event: ErrorEvent) => event.preventDefault());
    window.addEventListener('error', reported);
    const failing = onBeforeReload(() => {
      throw new Error('storage full');
    });
    const save = vi.fn();
    const stop = onBeforeReload(save);
    runBeforeReload();
    expect(save).toHaveBeenCalledOnce();
    expect(reported).toHaveBeenCalledOnce();
    failing();
    stop();
    window.removeEventListener('error', reported);
  });

  it('unregisters each registration of one function alone', () => {
    const save = vi.fn();
    const first = onBeforeReload(save);
    const second = onBeforeReload(save);
    first();
    runBeforeReload();
    expect(save).toHaveBeenCalledOnce();
    second();
  });
});
