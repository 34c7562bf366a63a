import fastifySwagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Collects every route's schema into the OpenAPI document served at /api/openapi.json. */
export const openApi = fp(
  async (app: FastifyInstance) => {
    await app.register(fastifySwagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Admin console API',
          version: '1.0.0',
          description:
            'Every answer is an envelope `{ code, data, message }`; code 0 is success. ' +
            'Unsafe methods must echo the XSRF-TOKEN cookie in the X-XSRF-TOKEN header.',
        },
        components: {
          securitySchemes: {
            session: { type: 'apiKey', in: 'cookie', name: 'sid' },
            xsrf: { type: 'apiKey', in: 'header', name: 'X-XSRF-TOKEN' },
          },
        },
        security: [{ session: [], xsrf: [] }],
      },
    });
    // Public routes need neither cookie nor token; say so in the OpenAPI document.
    app.addHook('onRoute', (route) => {
      if (route.config?.access === 'public') route.schema = { ...route.schema, security: [] };
    });
  },
  { name: 'openapi' },
);
