import { useEffect, useState } from 'react';
import type { LivePerson, RecordId } from '../contracts.js';
import { useLive } from './live-context.js';

/** How often a page says again that it has a record open; the back end forgets after 45 s. */
export const presenceEveryMs = 20_000;

/**
 * Says that this page has the record open while `enabled`, and answers who else has: the edit
 * form's "also here". The person themselves (any of their pages) is left out. Nobody without a
 * live provider that announces presence.
 */
export function usePresence(
  resource: string,
  id: RecordId | undefined,
  enabled = true,
): LivePerson[] {
  const live = useLive();
  const [people, setPeople] = useState<LivePerson[]>([]);

  useEffect(() => {
    const announce = live?.announcePresence;
    if (!live || !announce || !enabled || id === undefined) return;
    let open = true;
    const say = (leaving: boolean) =>
      announce({ resource, id, clientId: live.clientId, ...(leaving ? { leaving } : {}) });
    const sayHere = () =>
      say(false).then(
        (answer) => {
          if (open) setPeople(answer);
        },
        // Presence is a courtesy: a failed announcement is tried again at the next beat.
        () => undefined,
      );
    void sayHere();
    const beat = setInterval(sayHere, presenceEveryMs);
    const unlisten = live.listen((message) => {
      if (message.type !== 'presence') return;
      const { presence } = message;
      if (presence.resource === resource && String(presence.id) === String(id)) {
        setPeople(presence.people);
      }
    });
    return () => {
      open = false;
      clearInterval(beat);
      unlisten();
      setPeople([]);
      say(true).catch(() => undefined);
    };
  }, [live, resource, id, enabled]);

  return people.filter((person) => String(person.id) !== live?.me);
}
