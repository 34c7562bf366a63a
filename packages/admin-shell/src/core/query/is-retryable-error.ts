import { EnvelopeError, RequestError } from '../client/errors.js';
import { ConflictError, FieldErrors, NotFoundError } from '../data/data-errors.js';

/**
 * Whether asking again could give a different answer. An {@link EnvelopeError} is the server's
 * considered reply (a business outcome such as a wrong password), and a 4xx {@link RequestError}
 * says the request itself is wrong or not allowed, as do a data provider's typed refusals (a
 * missing record, a conflict, fields at fault): repeating any of them only repeats the failure,
 * and for a 401 races the redirect to the sign-in page. Network failures, timeouts, 5xx and
 * any other error are worth another try.
 */
export function isRetryableError(error: unknown): boolean {
  if (error instanceof EnvelopeError) return false;
  if (error instanceof NotFoundError || error instanceof ConflictError) return false;
  if (error instanceof FieldErrors) return false;
  if (error instanceof RequestError && error.status !== undefined) {
    return error.status < 400 || error.status > 499;
  }
  return true;
}
