import { describe, expect, it } from 'vitest';
import { boundsText, splitInlineCode, valueText } from './doc-text';

describe('splitInlineCode', () => {
  it('cuts a description at its backtick pairs', () => {
    expect(splitInlineCode('An envelope `{ code, data }`: `code` 0 is success')).toEqual([
      { text: 'An envelope ', code: false },
      { text: '{ code, data }', code: true },
      { text: ': ', code: false },
      { text: 'code', code: true },
      { text: ' 0 is success', code: false },
    ]);
  });

  it('keeps text without pairs as it is, and drops empty code', () => {
    expect(splitInlineCode('no code')).toEqual([{ text: 'no code', code: false }]);
    expect(splitInlineCode('a ` alone')).toEqual([{ text: 'a ` alone', code: false }]);
    expect(splitInlineCode('``x')).toEqual([{ text: 'x', code: false }]);
    expect(splitInlineCode('')).toEqual([]);
  });
});

describe('boundsText', () => {
  it('writes a range when both ends are allowed, else each end with its sign', () => {
    expect(boundsText({ min: 3, max: 32 })).toBe('3–32');
    expect(boundsText({ min: 4, max: 4 })).toBe('4');
    expect(boundsText({ min: -2147483648, max: 2147483647 })).toBe('-2147483648 – 2147483647');
    expect(boundsText({ min: 1 })).toBe('≥ 1');
    expect(boundsText({ max: 254 })).toBe('≤ 254');
    expect(boundsText({ min: 0, exclusiveMin: true, max: 10 })).toBe('> 0, ≤ 10');
    expect(boundsText({ max: 1, exclusiveMax: true })).toBe('< 1');
  });
});

describe('valueText', () => {
  it('writes values as JSON, so strings and numbers differ', () => {
    expect(valueText('admin')).toBe('"admin"');
    expect(valueText(1)).toBe('1');
    expect(valueText(null)).toBe('null');
    expect(valueText(undefined)).toBe('undefined');
  });
});
