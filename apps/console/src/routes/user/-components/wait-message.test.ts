import { describe, expect, it } from 'vitest';
import { minutesToWait } from './wait-message';

describe('minutesToWait', () => {
  it('rounds a wait up to whole minutes, at least one', () => {
    expect(minutesToWait(900)).toBe(15);
    expect(minutesToWait(899)).toBe(15);
    expect(minutesToWait(61)).toBe(2);
    expect(minutesToWait(60)).toBe(1);
    expect(minutesToWait(5)).toBe(1);
    expect(minutesToWait(0)).toBe(1);
  });
});
