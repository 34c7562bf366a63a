import { Type } from '@sinclair/typebox';
import { EnvelopeSchema } from '../../contract/envelope.js';
import { ErrorDetails } from '../../contract/schemas.js';

/** The success envelope. */
export function ok<T>(data: T) {
  return { code: 0, data, message: 'ok' };
}

/** Documents the error envelope for OpenAPI; errors are sent by the error handler. */
export const errorResponse = EnvelopeSchema(Type.Union([ErrorDetails, Type.Null()]));

/** Response schemas for a route: its success body and the statuses it may fail with. */
export function responses<T extends Parameters<typeof EnvelopeSchema>[0]>(
  data: T,
  ...failures: number[]
) {
  return {
    200: EnvelopeSchema(data),
    ...Object.fromEntries(failures.map((status) => [status, errorResponse])),
  };
}
