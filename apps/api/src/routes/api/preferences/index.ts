import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { limits } from '../../../contract/limits.js';
import { UserPreferences, UserPreferencesBody } from '../../../contract/views.js';
import type { Db } from '../../../db/database.js';
import { badField } from '../../../errors.js';
import { currentUser } from '../../../plugins/app/session.js';
import { getPreferences, savePreferences } from '../../../services/preferences.js';
import { ok, responses } from '../responses.js';

/**
 * The caller's own preferences of the shell, so they follow the person to another browser. Any
 * signed-in person reads and writes their own, and nobody else's.
 */
export const preferenceRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  const tags = ['preferences'];

  app.get(
    '/preferences',
    {
      schema: {
        tags,
        operationId: 'getPreferences',
        summary: 'The caller’s preferences (version 0 while none are stored)',
        response: responses(UserPreferences, 401),
      },
    },
    async (request) => ok(await getPreferences(db, currentUser(request).id)),
  );

  app.put(
    '/preferences',
    {
      schema: {
        tags,
        operationId: 'savePreferences',
        summary: `Replace the caller’s preferences (at most ${limits.preferencesBytes / 1024} KiB as JSON) over the version read`,
        body: UserPreferencesBody,
        response: responses(UserPreferences, 401, 409),
      },
    },
    async (request) => {
      const { value } = request.body;
      if (Buffer.byteLength(JSON.stringify(value)) > limits.preferencesBytes) {
        throw badField({
          field: 'value',
          rule: 'maxBytes',
          message: 'preferencesTooLarge',
          params: { limit: limits.preferencesBytes },
        });
      }
      return ok(await savePreferences(db, currentUser(request).id, request.body));
    },
  );
};
