import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { AuthErrorOutcome, AuthProvider } from '../contracts.js';
import { useSession } from './SessionProvider.js';

/**
 * The shell's reading of a failed request: a 401 means the back end forgot the session; a 403
 * that the person's rights may have changed since their identity was fetched.
 */
export function defaultAuthErrorOutcome(error: unknown): AuthErrorOutcome {
  const status = (error as { status?: unknown } | null | undefined)?.status;
  if (status === 401) return 'logout';
  return status === 403 ? 'refresh' : 'ignore';
}

/**
 * Hands every failed query and mutation to the auth provider's `onError` (else
 * {@link defaultAuthErrorOutcome}) and ends the session, or fetches the identity again, when it
 * says so. Returns the stop.
 */
export function watchAuthErrors(
  queryClient: QueryClient,
  onError: (error: unknown) => AuthErrorOutcome,
  endSession: () => void,
  revalidate: () => void = () => undefined,
): () => void {
  const consider = (error: unknown) => {
    const outcome = onError(error);
    if (outcome === 'logout') endSession();
    if (outcome === 'refresh') revalidate();
  };
  const stopQueries = queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'error') consider(event.action.error);
  });
  const stopMutations = queryClient.getMutationCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'error') consider(event.action.error);
  });
  return () => {
    stopQueries();
    stopMutations();
  };
}

/** {@link watchAuthErrors} for as long as the component is mounted. */
export function useEndSessionOnAuthError(
  queryClient: QueryClient,
  auth: Pick<AuthProvider<unknown>, 'onError'>,
): void {
  const { expire, revalidate } = useSession();
  useEffect(
    () =>
      watchAuthErrors(
        queryClient,
        (error) => auth.onError?.(error) ?? defaultAuthErrorOutcome(error),
        expire,
        () => void revalidate(),
      ),
    [queryClient, auth, expire, revalidate],
  );
}
