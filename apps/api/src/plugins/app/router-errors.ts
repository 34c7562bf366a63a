import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { fastifyCookie } from '@fastify/cookie';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { MessageKey } from '../../messages.js';
import { translate } from '../../messages.js';
import { apiHeaders, securityHeaders } from '../external/security-headers.js';
import { sendError } from './envelope.js';
import { refreshVisitorCookies } from './xsrf-cookies.js';

const routerStatuses: Record<string, [number, MessageKey]> = {
  FST_ERR_BAD_URL: [400, 'badUrl'],
  FST_ERR_MAX_PARAM_LENGTH: [414, 'uriTooLong'],
};

/**
 * Fastify's `frameworkErrors`: what the router refuses before any route or hook runs (a path
 * parameter over 100 characters, bad percent-encoding). Answered as every other refusal is:
 * the envelope, the security headers, a request id, and the visitor's XSRF cookie.
 */
export function routerErrorHandler(csrfSecret: string) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    // The cookie plugin's hook has not run for this request.
    request.cookies = fastifyCookie.parse(request.headers.cookie ?? '');
    reply.headers(securityHeaders).headers(apiHeaders).header('x-request-id', request.id);
    refreshVisitorCookies(request, reply, csrfSecret);
    const [status, messageKey] = routerStatuses[error.code] ?? [500, 'internalError'];
    if (status === 500) request.log.error({ err: error }, 'router failed');
    return sendError(request, reply, status, messageKey);
  };
}

/**
 * Fastify's `clientErrorHandler`: a request Node cannot parse (an unknown method, a broken
 * request line, headers too large). There is no request to read a language or cookies from,
 * so the envelope is in the default language, with the security headers and a request id.
 */
export function malformedRequestHandler(error: NodeJS.ErrnoException, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, messageKey]: [number, MessageKey] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, 'requestTimeout']
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'headersTooLarge']
        : [400, 'badRequest'];
  const body = JSON.stringify({
    code: status,
    data: null,
    message: translate('zh-CN', messageKey),
  });
  const headers = {
    ...securityHeaders,
    ...apiHeaders,
    'x-request-id': randomUUID(),
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(body)),
    connection: 'close',
  };
  if (socket.writable) {
    const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}`);
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${lines.join('\r\n')}\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
