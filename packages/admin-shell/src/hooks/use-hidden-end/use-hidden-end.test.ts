import { describe, expect, it } from 'vitest';
import { hiddenEndOf } from './use-hidden-end.js';

describe('hiddenEndOf', () => {
  it('sees content beyond the right edge until the scroller reaches its end', () => {
    expect(hiddenEndOf({ scrollWidth: 1200, clientWidth: 800, scrollLeft: 0 })).toBe(true);
    expect(hiddenEndOf({ scrollWidth: 1200, clientWidth: 800, scrollLeft: 398 })).toBe(true);
    expect(hiddenEndOf({ scrollWidth: 1200, clientWidth: 800, scrollLeft: 399.5 })).toBe(false);
    expect(hiddenEndOf({ scrollWidth: 800, clientWidth: 800, scrollLeft: 0 })).toBe(false);
  });
});
