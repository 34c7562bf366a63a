import { describe, expect, it } from 'vitest';
import { isStaleCodeError } from './stale-code.js';

describe('isStaleCodeError', () => {
  it.each([
    new TypeError(
      'Failed to fetch dynamically imported module: https://x.test/assets/users-1a2b.js',
    ),
    new TypeError('error loading dynamically imported module: https://x.test/assets/a.js'),
    new TypeError('Importing a module script failed.'),
    new Error('Unable to preload CSS for /assets/crud-9f8e.css'),
    'Loading chunk 42 failed.',
  ])('recognises %s', (error) => {
    expect(isStaleCodeError(error)).toBe(true);
  });

  it.each([new Error('Request failed with status code 502'), undefined, { message: 'x' }])(
    'leaves other failures alone: %s',
    (error) => {
      expect(isStaleCodeError(error)).toBe(false);
    },
  );
});
