import { describe, expect, it } from 'vitest';
import { retryAfterSeconds } from './retry-after.js';

describe('retryAfterSeconds', () => {
  it('reads a number of seconds', () => {
    expect(retryAfterSeconds('900')).toBe(900);
    expect(retryAfterSeconds(' 0 ')).toBe(0);
  });

  it('reads an HTTP date as the seconds until then, rounded up, never below 0', () => {
    const now = Date.parse('Wed, 21 Oct 2026 07:28:00 GMT');
    expect(retryAfterSeconds('Wed, 21 Oct 2026 07:30:00 GMT', now)).toBe(120);
    expect(retryAfterSeconds('Wed, 21 Oct 2026 07:28:00 GMT', now - 500)).toBe(1);
    expect(retryAfterSeconds('Wed, 21 Oct 2026 07:00:00 GMT', now)).toBe(0);
  });

  it('is undefined without a readable header', () => {
    expect(retryAfterSeconds(null)).toBeUndefined();
    expect(retryAfterSeconds('')).toBeUndefined();
    expect(retryAfterSeconds('soon')).toBeUndefined();
    expect(retryAfterSeconds('-5')).toBeUndefined();
  });
});
