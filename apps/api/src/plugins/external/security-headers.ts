import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

/**
 * Helmet's headers, read once: with the CSP left to each kind of answer (see the API scope and
 * the console plugin) they depend on nothing in the request, so answers written outside the
 * hooks (the router's own errors, malformed requests) can carry exactly the same.
 */
function readHelmetHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const collector = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = value;
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  const middleware = helmet({ contentSecurityPolicy: false, crossOriginEmbedderPolicy: false });
  middleware({} as never, collector as never, () => {});
  return headers;
}

export const securityHeaders: Readonly<Record<string, string>> = readHelmetHeaders();

/** What every API answer says besides: run no content, keep no copy. */
export const apiHeaders: Readonly<Record<string, string>> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cache-control': 'no-store',
};

/** Sends the security headers with every answer. */
export const securityHeadersPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRequest', async (_request, reply) => {
      reply.headers(securityHeaders);
    });
  },
  { name: 'security-headers' },
);
