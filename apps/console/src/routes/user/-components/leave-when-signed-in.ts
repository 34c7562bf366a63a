import { useSession } from '@org/admin-shell';
import { redirect, useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import type { RouterContext } from '../../../router-context';
import { mayHoldSession } from '../../../session-probe';
import type { AuthSearch } from './auth-search';
import { safeRedirect } from './safe-redirect';

/**
 * The sign-in and register pages' beforeLoad: someone signed in who is sent there from within
 * the console goes on at once, to the way back when it is safe, else home.
 */
export function redirectWhenSignedIn({
  context,
  search,
}: {
  context: RouterContext;
  search: AuthSearch;
}): void {
  if (context.user !== undefined) {
    throw redirect({ href: safeRedirect(search.redirect), replace: true });
  }
}

/**
 * Sends a person who is signed in from the sign-in or register page on to `target`, never
 * showing them the form. These pages skip the start-up probe of who is signed in, so when the
 * browser shows signs of a session this asks now. True while it is asking, and once someone is
 * signed in (the page is being left): draw nothing of the form then.
 */
export function useLeaveWhenSignedIn(target: string): boolean {
  const { user, refresh } = useSession();
  const navigate = useNavigate();
  const [asking, setAsking] = useState(() => user === undefined && mayHoldSession(document.cookie));

  useEffect(() => {
    if (!asking) return;
    let current = true;
    void refresh().finally(() => {
      if (current) setAsking(false);
    });
    return () => {
      current = false;
    };
  }, [asking, refresh]);

  // Also after signing in here: the router has the new session in its context only then.
  useEffect(() => {
    if (user) void navigate({ href: target, replace: true });
  }, [user, target, navigate]);

  return asking || user !== undefined;
}
