import { eventSourceLiveProvider } from '@org/admin-shell';
import type { LiveResource, PresenceEvent } from '@org/api/contract';
import { sessionClient } from './client';

const liveResources: readonly string[] = ['users', 'articles', 'roles'] satisfies LiveResource[];
const isLiveResource = (resource: string): resource is LiveResource =>
  liveResources.includes(resource);

/**
 * Others' changes as they happen (`GET /api/events`) and who has a record open
 * (`POST /api/presence`). Presence is a courtesy: its calls never toast, nor move the browser
 * or wait for a sign-in on a 401 (the page's own requests see to that).
 */
export const liveProvider = eventSourceLiveProvider({
  url: '/api/events',
  async announcePresence({ resource, id, clientId, leaving }) {
    if (!isLiveResource(resource)) return [];
    const answer = await sessionClient.post<PresenceEvent>(
      '/api/presence',
      { resource, id: Number(id), clientId, ...(leaving ? { leaving } : {}) },
      { silent: true },
    );
    return answer.people;
  },
});
