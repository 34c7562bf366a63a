import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { liveReadPermission } from '../../../contract/permissions.js';
import {
  ChangeEvent,
  EventsQuery,
  PresenceBody,
  PresenceEvent,
} from '../../../contract/schemas.js';
import type { Database } from '../../../db/database.js';
import { ApiError, forbidden } from '../../../errors.js';
import { currentUser } from '../../../plugins/app/session.js';
import { sessionCookieName } from '../../../plugins/app/xsrf-cookies.js';
import { apiHeaders } from '../../../plugins/external/security-headers.js';
import { announcePresence } from '../../../services/changes.js';
import { startLiveFeed } from '../../../services/live-feed.js';
import { type LiveStream, openLiveStream } from '../../../services/live-stream.js';
import { holds } from '../../../services/roles.js';
import { findSession } from '../../../services/sessions.js';
import { ok, responses } from '../responses.js';

/**
 * Streams one session may hold open: the console keeps one per browser (one tab holds it for
 * the others), so more are tabs of a browser without Web Locks, or leftovers; the oldest goes.
 */
export const streamsPerSession = 4;

const eventStreamDescription = [
  'Server-Sent Events, UTF-8. `event: change` (data: ChangeEvent; `id:` its number, for',
  '`Last-Event-ID`) for each user, article and role created, updated or deleted that the person',
  'may read; `event: presence` (data: PresenceEvent) when who has a record open changes;',
  '`event: identity` when what the person may do has changed (fetch /api/currentUser again);',
  '`event: reset` when changes may have been missed (read everything again); `event: ready` once',
  'what was missed has been sent; `event: ping` every 20 s, so a page can tell a silent stream',
  'from a lost one. The stream ends with the session.',
].join(' ');

/** The live stream of changes and presence, and pages saying which record they have open. */
export const eventRoutes: FastifyPluginAsyncTypebox<{ database: Database }> = async (
  app,
  { database },
) => {
  const { db } = database;
  const tags = ['live'];
  const feed = await startLiveFeed(database.listen);
  const streamsBySession = new Map<string, LiveStream[]>();

  // Open streams would hold the server's close until their clients left.
  app.addHook('preClose', async () => {
    for (const streams of [...streamsBySession.values()]) {
      for (const stream of [...streams]) stream.end();
    }
  });
  app.addHook('onClose', () => feed.close());

  app.get(
    '/events',
    {
      schema: {
        tags,
        operationId: 'followEvents',
        summary: 'The live stream: changes to what the person may read, and who has a record open',
        querystring: EventsQuery,
        headers: Type.Object({
          'last-event-id': Type.Optional(
            Type.String({
              pattern: '^\\d{1,19}$',
              description: 'Resume after this change (the last `id:` received)',
            }),
          ),
        }),
        response: {
          ...responses(Type.Null(), 400, 401),
          200: {
            description: eventStreamDescription,
            content: {
              // What each event's `data:` holds; the stream itself is text.
              'text/event-stream': { schema: Type.Union([ChangeEvent, PresenceEvent]) },
            },
          },
        },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const session = request.session;
      const token = request.cookies[sessionCookieName(request)];
      if (!session || !token) throw new ApiError(401, 'unauthorized');

      const open = streamsBySession.get(session.id) ?? [];
      const surplus = Math.max(0, open.length - streamsPerSession + 1);
      for (const oldest of open.slice(0, surplus)) oldest.end();

      reply.hijack();
      // Hijacked, the reply's own headers (security, request id) are written by hand.
      for (const [name, value] of Object.entries(reply.getHeaders())) {
        if (value !== undefined) reply.raw.setHeader(name, value);
      }
      reply.raw.writeHead(200, {
        ...apiHeaders,
        'content-type': 'text/event-stream; charset=utf-8',
        // Proxies that buffer (nginx) would hold events back.
        'x-accel-buffering': 'no',
      });
      reply.raw.flushHeaders();

      const stream = openLiveStream({
        feed,
        response: reply.raw,
        user,
        // From the database, not the session cache: the change that asks for the check may
        // have come before the notification that drops the cached session.
        recheck: async () =>
          (await findSession(db, token, { touch: false, afresh: true }))?.user ?? null,
        onClose() {
          const streams = streamsBySession.get(session.id) ?? [];
          const left = streams.filter((other) => other !== stream);
          if (left.length > 0) streamsBySession.set(session.id, left);
          else streamsBySession.delete(session.id);
        },
      });
      streamsBySession.set(session.id, [...(streamsBySession.get(session.id) ?? []), stream]);

      const { sinceMs } = request.query;
      const lastEventId = request.headers['last-event-id'] ?? request.query.lastEventId;
      if (typeof lastEventId === 'string') stream.start(await feed.changesAfter(lastEventId));
      else if (sinceMs !== undefined) stream.start(feed.changesWithin(sinceMs));
      else stream.start([]);
    },
  );

  app.post(
    '/presence',
    {
      schema: {
        tags,
        operationId: 'announcePresence',
        summary:
          'Says that this page has a record open (every 20 s while it does), or has left it; answers who has it open now',
        body: PresenceBody,
        response: responses(PresenceEvent, 400, 401, 403),
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { resource, id, clientId, leaving = false } = request.body;
      if (!holds(user, liveReadPermission[resource])) throw forbidden();
      const person = { id: user.id, name: user.name };
      await announcePresence(db, { resource, id, clientId, person, leaving });
      // The notification reaches this instance's feed a moment later: answer as it will stand.
      const others = feed.presenceOf(resource, id).filter((someone) => someone.id !== user.id);
      return ok({ resource, id, people: leaving ? others : [person, ...others] });
    },
  );
};
