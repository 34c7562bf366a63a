import { type TSchema, Type } from '@sinclair/typebox';

/**
 * Every `code` the API answers with. Transport failures reuse their HTTP status; outcomes a
 * form shows inline (HTTP 200) use the 1000 range.
 */
export const ResultCode = {
  ok: 0,
  badRequest: 400,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  requestTimeout: 408,
  conflict: 409,
  payloadTooLarge: 413,
  uriTooLong: 414,
  unsupportedMediaType: 415,
  tooManyRequests: 429,
  headersTooLarge: 431,
  internalError: 500,
  serviceUnavailable: 503,
  wrongCredentials: 1001,
  captchaRequired: 1002,
  captchaInvalid: 1003,
  accountDisabled: 1004,
} as const;

export type ResultCode = (typeof ResultCode)[keyof typeof ResultCode];

/** The body of every API response. */
export interface Envelope<T> {
  code: number;
  data: T;
  message: string;
}

export const EnvelopeSchema = <T extends TSchema>(data: T) =>
  Type.Object({ code: Type.Integer(), data, message: Type.String() });
