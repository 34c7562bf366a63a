import { type TSchema, Type } from '@sinclair/typebox';
import { component } from '../../contract/component.js';
import { EnvelopeSchema } from '../../contract/envelope.js';
import { ErrorDetails } from '../../contract/schemas.js';

/** The success envelope. */
export function ok<T>(data: T) {
  return { code: 0, data, message: 'ok' };
}

/** Every status the API answers with besides 200, and what it means, for the OpenAPI document. */
export const failureStatuses = {
  400: 'Bad input: `data.fields` names each field at fault (malformed JSON, a bad address too)',
  401: 'Not signed in, or the session has ended',
  403: 'Not allowed to do this, or the X-XSRF-TOKEN header is missing or wrong',
  404: 'No such record',
  409: 'Stale `version` (`data.current` holds the record as it is now), or a taken username',
  413: 'The body is over 1 MiB',
  414: 'A path parameter is over 100 characters',
  415: 'The body is not `application/json`',
  429: 'Too many requests or failed sign-ins; `Retry-After` says when to try again',
  500: 'A fault of the server, logged and never described',
  503: 'The database does not answer; `Retry-After` says when to try again',
} as const;

export type FailureStatus = keyof typeof failureStatuses;

const Failure = component('Failure', EnvelopeSchema(Type.Union([ErrorDetails, Type.Null()])));

/** The `Retry-After` header of a 429 or 503, in seconds. */
const retryAfter = { 'retry-after': Type.Integer({ minimum: 1, description: 'Seconds to wait' }) };

/** The response schema of one failure status: the shared envelope, described for its status. */
export function failureResponse(status: FailureStatus) {
  return Object.assign({}, Failure, {
    'x-response-description': failureStatuses[status],
    ...(status === 429 || status === 503 ? { headers: retryAfter } : {}),
  });
}

/**
 * Response schemas for a route: its success envelope and the failures particular to it (404,
 * 409, 429, 503, or a 403 of a business rule). The failures every route of its kind can meet
 * (bad input, not signed in, a CSRF refusal, body limits) are added by the OpenAPI plugin.
 */
export function responses<T extends TSchema>(data: T, ...failures: FailureStatus[]) {
  return {
    200: Object.assign(EnvelopeSchema(data), {
      'x-response-description': 'Done: `code` is 0 and `data` holds the result',
    }),
    ...Object.fromEntries(failures.map((status) => [status, failureResponse(status)])),
  };
}
