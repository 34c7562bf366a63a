/** The body of every API answer: `code` 0 is success. */
export interface Envelope<T = unknown> {
  code: number;
  data: T;
  message: string;
}

/**
 * An answer that arrived (HTTP 2xx) with a non-zero `code`: an outcome the calling form shows
 * itself, such as a wrong password. Carries the envelope's fields.
 */
export class EnvelopeError<T = unknown> extends Error implements Envelope<T> {
  readonly code: number;
  readonly data: T;

  constructor(readonly envelope: Envelope<T>) {
    super(envelope.message);
    this.name = 'EnvelopeError';
    this.code = envelope.code;
    this.data = envelope.data;
  }
}

/**
 * A request that failed in transport: an HTTP error status, a network failure or a timeout.
 * `envelope` holds the server's answer when it sent one (field errors, a 409's current record).
 */
export class RequestError extends Error {
  /** Seconds the server asked to wait before trying again (its Retry-After), when it said. */
  readonly retryAfter: number | undefined;

  constructor(
    message: string,
    readonly status: number | undefined,
    readonly envelope: Envelope | undefined,
    options?: { cause?: unknown; retryAfter?: number },
  ) {
    super(message, options);
    this.name = 'RequestError';
    this.retryAfter = options?.retryAfter;
  }
}
