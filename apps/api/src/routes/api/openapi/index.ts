import type { FastifyPluginAsync } from 'fastify';

/** The OpenAPI document of every API route. */
export const openApiRoutes: FastifyPluginAsync = async (app) => {
  app.get('/openapi.json', { config: { access: 'public' }, schema: { hide: true } }, async () =>
    app.swagger(),
  );
};
