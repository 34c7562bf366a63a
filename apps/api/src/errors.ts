import type { MessageKey } from './messages.js';

/** A field-level problem before it is put into the caller's language. */
export interface FieldProblem {
  field: string;
  rule: string;
  message: MessageKey;
  params?: Record<string, string | number>;
}

/**
 * An outcome the error handler turns into an envelope: `status` is the HTTP status, `code` the
 * envelope's code (the status itself unless a business code is given).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly messageKey: MessageKey,
    readonly options: {
      code?: number;
      fields?: FieldProblem[];
      data?: Record<string, unknown>;
      headers?: Record<string, string>;
    } = {},
  ) {
    super(messageKey);
    this.name = 'ApiError';
  }
}

export const notFound = () => new ApiError(404, 'notFound');
export const forbidden = (key: MessageKey = 'forbidden') => new ApiError(403, key);
export const badField = (problem: FieldProblem) =>
  new ApiError(400, 'badRequest', { fields: [problem] });
