import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { AuthErrorOutcome, AuthProvider } from '../contracts.js';
import { useSession } from './SessionProvider.js';

/** The shell's reading of a failed request: a 401 means the back end forgot the session. */
export function defaultAuthErrorOutcome(error: unknown): AuthErrorOutcome {
  const status = (error as { status?: unknown } | null | undefined)?.status;
  return status === 401 ? 'logout' : 'ignore';
}

/**
 * Hands every failed query and mutation to the auth provider's `onError` (else
 * {@link defaultAuthErrorOutcome}) and ends the session when it says so. Returns the stop.
 */
export function watchAuthErrors(
  queryClient: QueryClient,
  onError: (error: unknown) => AuthErrorOutcome,
  endSession: () => void,
): () => void {
  const consider = (error: unknown) => {
    if (onError(error) === 'logout') endSession();
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
  const { expire } = useSession();
  useEffect(
    () =>
      watchAuthErrors(
        queryClient,
        (error) => auth.onError?.(error) ?? defaultAuthErrorOutcome(error),
        expire,
      ),
    [queryClient, auth, expire],
  );
}
