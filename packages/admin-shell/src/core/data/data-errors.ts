/**
 * The refusals a data provider reports in a form the shell shows in place: a form offers the
 * latest version on a conflict, save-as-new when the record is gone, and puts field errors
 * under their fields.
 */

/** Someone saved the record since it was read; `current` is how it is now. */
export class ConflictError<Row = unknown> extends Error {
  constructor(
    readonly current: Row,
    message = 'The record was changed by someone else',
  ) {
    super(message);
    this.name = 'ConflictError';
  }
}

/** The record is not there (deleted meanwhile, or never was). */
export class NotFoundError extends Error {
  constructor(message = 'The record does not exist') {
    super(message);
    this.name = 'NotFoundError';
  }
}

/** The back end refused values: a message for each field at fault. */
export class FieldErrors extends Error {
  constructor(
    readonly fields: Readonly<Record<string, string>>,
    message = Object.values(fields)[0] ?? 'Some fields are not valid',
  ) {
    super(message);
    this.name = 'FieldErrors';
  }
}

/** The person-readable reason a call failed, else `fallback`. */
export function failureMessage(error: unknown, fallback: string): string {
  return (error instanceof Error && error.message) || fallback;
}
