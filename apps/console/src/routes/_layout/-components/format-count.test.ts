import { describe, expect, it } from 'vitest';
import { formatCount } from './format-count';

describe('formatCount', () => {
  it('groups a count in thousands, as Intl.NumberFormat does in both languages', () => {
    for (const locale of ['en-US', 'zh-CN'] as const) {
      const intl = new Intl.NumberFormat(locale);
      for (const value of [0, 7, 999, 1_000, 12_345, 100_000, 1_234_567, 20_000_000]) {
        expect(formatCount(locale, value)).toBe(intl.format(value));
      }
    }
  });
});
