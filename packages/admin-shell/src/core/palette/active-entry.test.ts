import { describe, expect, it } from 'vitest';
import { keepActive, moveActive } from './active-entry.js';

describe('keepActive', () => {
  it('keeps the active entry while it is listed, else takes the first', () => {
    expect(keepActive(['a', 'b', 'c'], 'b')).toBe('b');
    expect(keepActive(['a', 'c'], 'b')).toBe('a');
    expect(keepActive([], 'b')).toBeUndefined();
  });
});

describe('moveActive', () => {
  const ids = ['a', 'b', 'c'];

  it('steps down and up, wrapping round at either end', () => {
    expect(moveActive(ids, 'a', 1)).toBe('b');
    expect(moveActive(ids, 'c', 1)).toBe('a');
    expect(moveActive(ids, 'a', -1)).toBe('c');
  });

  it('starts at the first going down and the last going up when none is active', () => {
    expect(moveActive(ids, undefined, 1)).toBe('a');
    expect(moveActive(ids, undefined, -1)).toBe('c');
    expect(moveActive([], undefined, 1)).toBeUndefined();
  });
});
