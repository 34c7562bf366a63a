import { createContext, useContext } from 'react';
import type { LiveMessage, LiveProvider } from '../contracts.js';

/** What the shell's forms and tables use of the live connection. */
export interface LiveContextValue {
  /** Calls `listener` with everything this tab hears. Returns the unsubscribe. */
  listen(listener: (message: LiveMessage) => void): () => void;
  /** The provider's, when it has one: forms say which record they have open. */
  announcePresence: LiveProvider['announcePresence'];
  /** The signed-in person's key (`String(user.id)`, say), to leave them out of "who else". */
  me: string | undefined;
  /** This page, in presence: two tabs of one person are two pages. */
  clientId: string;
}

export const LiveContext = createContext<LiveContextValue | null>(null);

/** The live connection, or null in an app without a live provider (nothing is live then). */
export function useLive(): LiveContextValue | null {
  return useContext(LiveContext);
}
