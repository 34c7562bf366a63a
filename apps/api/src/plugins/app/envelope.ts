import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError, type FieldProblem } from '../../errors.js';
import { fieldLabel, type MessageKey, pickLocale, translate } from '../../messages.js';
import { fieldProblems } from './validation-errors.js';

/** Statuses a client may cause, and what each says; anything else is a 500. */
const clientStatuses: Record<number, MessageKey> = {
  400: 'badRequest',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'routeNotFound',
  405: 'badRequest',
  406: 'badRequest',
  409: 'conflictVersion',
  413: 'payloadTooLarge',
  415: 'unsupportedMediaType',
  429: 'tooManyRequests',
};

/** Sends an envelope for a failure, with its message in the caller's language. */
export function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  messageKey: MessageKey,
  options: ApiError['options'] = {},
) {
  const locale = pickLocale(request.headers['accept-language']);
  const fields = options.fields?.map((problem: FieldProblem) => ({
    field: problem.field,
    rule: problem.rule,
    message: translate(locale, problem.message, {
      field: fieldLabel(locale, problem.field),
      ...problem.params,
    }),
  }));
  const data = fields || options.data ? { ...options.data, ...(fields ? { fields } : {}) } : null;
  const message = fields?.[0]?.message ?? translate(locale, messageKey);
  return reply
    .code(status)
    .headers(options.headers ?? {})
    .send({ code: options.code ?? status, data, message });
}

function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof ApiError) {
    return sendError(request, reply, error.status, error.messageKey, error.options);
  }
  if (error.validation) {
    return sendError(request, reply, 400, 'badRequest', {
      fields: fieldProblems(error.validation),
    });
  }
  const status = error.statusCode ?? 500;
  if (status === 400 && error.code?.startsWith('FST_ERR_CTP')) {
    return sendError(request, reply, 400, 'invalidJson');
  }
  if (error instanceof SyntaxError && status === 400) {
    return sendError(request, reply, 400, 'invalidJson');
  }
  const known = clientStatuses[status];
  if (known) return sendError(request, reply, status, known);
  request.log.error({ err: error }, 'request failed');
  return sendError(request, reply, 500, 'internalError');
}

/**
 * Answers every failure with the `{ code, data, message }` envelope: the real HTTP status, a
 * numeric code (never Fastify's string codes), a message in the caller's language, and for
 * bad input the fields at fault. Server faults are logged and never described to the client.
 */
export const envelopeErrors = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler(handleError);
  },
  { name: 'envelope-errors' },
);
