/**
 * Where a data layer that lives outside React (an HTTP client, a data provider) asks the
 * session what a 401 means for the request it refused: send it again once the person has
 * signed in again over the page, or let it fail.
 */
export interface SessionGate {
  /**
   * Resolves `true` once the person has signed in again (send the request once more), `false`
   * when the session is over (the 401 stands, and the session leads to the sign-in page).
   * Requests refused while the person is signing in wait for the same answer. `sentAt`
   * (`Date.now()` when the refused request left) lets a request that was sent before the person
   * signed in again, and answered after, go again at once instead of asking a second time.
   */
  signInAgain(sentAt?: number): Promise<boolean>;
  /**
   * For the shell: who answers, while the session is mounted. Returns the detach. With nobody
   * attached, every request's 401 stands.
   */
  attach(answer: () => Promise<boolean>): () => void;
}

/**
 * A {@link SessionGate}: create one beside the app's HTTP client, give the client its
 * `signInAgain` and `AdminApp` the gate.
 *
 * @example
 * export const sessionGate = createSessionGate();
 * export const api = createEnvelopeClient({ signInAgain: sessionGate.signInAgain });
 * // <AdminApp sessionGate={sessionGate} sessionExpired={<SignInAgainDialog />} …>
 */
export function createSessionGate(): SessionGate {
  let answer: (() => Promise<boolean>) | undefined;
  let pending: Promise<boolean> | undefined;
  let signedInAgainAt = Number.NEGATIVE_INFINITY;
  return {
    signInAgain(sentAt) {
      if (sentAt !== undefined && sentAt < signedInAgainAt) return Promise.resolve(true);
      if (!answer) return Promise.resolve(false);
      pending ??= answer()
        .then((again) => {
          if (again) signedInAgainAt = Date.now();
          return again;
        })
        .finally(() => {
          pending = undefined;
        });
      return pending;
    },
    attach(next) {
      answer = next;
      return () => {
        if (answer === next) answer = undefined;
      };
    },
  };
}
