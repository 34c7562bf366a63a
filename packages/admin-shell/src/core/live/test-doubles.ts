import type { LiveMessage, LivePerson } from '../contracts.js';
import type { LiveContextValue } from './live-context.js';

/**
 * A live connection for stories and tests: `emit` plays news to whatever listens, and the
 * people `present` are who has any record open (the person asking among them, as a back end
 * answers).
 */
export function fakeLive(options: { me?: string; present?: LivePerson[] } = {}) {
  const listeners = new Set<(message: LiveMessage) => void>();
  const announced: { resource: string; id: string; leaving: boolean }[] = [];
  let present = options.present ?? [];
  const value: LiveContextValue = {
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async announcePresence({ resource, id, leaving = false }) {
      announced.push({ resource, id: String(id), leaving });
      return present;
    },
    me: options.me,
    clientId: 'fake-page',
  };
  return {
    value,
    announced,
    emit(message: LiveMessage) {
      for (const listener of listeners) listener(message);
    },
    setPresent(people: LivePerson[]) {
      present = people;
    },
  };
}
