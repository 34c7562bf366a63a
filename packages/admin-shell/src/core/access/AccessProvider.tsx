import { createContext, type ReactNode, useContext } from 'react';
import type { AccessFlags } from './flags.js';

const AccessContext = createContext<AccessFlags | null>(null);

export interface AccessProviderProps {
  /** The flags of the signed-in user, from the app's access rules. */
  flags: AccessFlags;
  children: ReactNode;
}

/** Makes the current user's access flags available to guards, menus and pages. */
export function AccessProvider({ flags, children }: AccessProviderProps) {
  return <AccessContext.Provider value={flags}>{children}</AccessContext.Provider>;
}

/** The current access flags. Throws outside an {@link AccessProvider}. */
export function useAccess(): AccessFlags {
  const flags = useContext(AccessContext);
  if (!flags) throw new Error('useAccess must be used inside <AccessProvider>');
  return flags;
}
