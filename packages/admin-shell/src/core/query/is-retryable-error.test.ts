import { describe, expect, it } from 'vitest';
import { EnvelopeError, RequestError } from '../client/errors.js';
import { ConflictError, FieldErrors, NotFoundError } from '../data/data-errors.js';
import { isRetryableError } from './is-retryable-error.js';

const status = (code: number | undefined) => new RequestError('failed', code, undefined);

describe('isRetryableError', () => {
  it('gives up on envelope errors and on every 4xx', () => {
    expect(isRetryableError(new EnvelopeError({ code: 1, data: null, message: 'no' }))).toBe(false);
    expect(isRetryableError(status(400))).toBe(false);
    expect(isRetryableError(status(404))).toBe(false);
    expect(isRetryableError(status(499))).toBe(false);
  });

  it('gives up on a data provider’s refusals: a missing record, a conflict, fields at fault', () => {
    expect(isRetryableError(new NotFoundError())).toBe(false);
    expect(isRetryableError(new ConflictError({ id: 1 }))).toBe(false);
    expect(isRetryableError(new FieldErrors({ name: 'taken' }))).toBe(false);
  });

  it('tries again after network failures, 5xx and unknown errors', () => {
    expect(isRetryableError(status(undefined))).toBe(true);
    expect(isRetryableError(status(500))).toBe(true);
    expect(isRetryableError(status(503))).toBe(true);
    expect(isRetryableError(new TypeError('Failed to fetch'))).toBe(true);
    expect(isRetryableError('thrown string')).toBe(true);
  });
});
