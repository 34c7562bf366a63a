import { describe, expect, it, vi } from 'vitest';
import { createTabReloadScope } from './reload-scope.js';

describe('a tab’s reload scope', () => {
  it('runs the savers registered, until unregistered', () => {
    const scope = createTabReloadScope();
    const save = vi.fn();
    const stop = scope.register(save);
    scope.save();
    stop();
    scope.save();
    expect(save).toHaveBeenCalledOnce();
  });

  it('keeps the savers of a hidden page, and drops them once it registers afresh', () => {
    const scope = createTabReloadScope();
    const draft = vi.fn();
    const stop = scope.register(draft);
    scope.hold();
    // The hidden page's effects are torn down: the saver must stay.
    stop();
    scope.save();
    expect(draft).toHaveBeenCalledTimes(1);
    scope.release();
    const again = vi.fn();
    scope.register(again);
    scope.save();
    expect(draft).toHaveBeenCalledTimes(1);
    expect(again).toHaveBeenCalledTimes(1);
  });
});
