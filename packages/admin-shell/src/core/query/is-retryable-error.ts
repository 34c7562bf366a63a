import { EnvelopeError, RequestError } from '../client/errors.js';

/**
 * Whether asking again could give a different answer. An {@link EnvelopeError} is the server's
 * considered reply (a business outcome such as a wrong password), and a 4xx {@link RequestError}
 * says the request itself is wrong or not allowed: repeating either only repeats the failure,
 * and for a 401 races the redirect to the sign-in page. Network failures, timeouts, 5xx and
 * any other error are worth another try.
 */
export function isRetryableError(error: unknown): boolean {
  if (error instanceof EnvelopeError) return false;
  if (error instanceof RequestError && error.status !== undefined) {
    return error.status < 400 || error.status > 499;
  }
  return true;
}
