import { ConflictError, FieldErrors, failureMessage, NotFoundError } from '../data/data-errors.js';

/** Why a save failed, sorted the way the form shows it. */
export type SaveFailure<Row> =
  /** Someone saved the record since it was opened: `current` is how it is now. */
  | { kind: 'conflict'; current: Row; message: string }
  /** The record is gone (deleted meanwhile). */
  | { kind: 'missing'; message: string }
  /** Messages for fields of the form, and whatever did not belong to one. */
  | { kind: 'invalid'; fields: Record<string, string>; message: string | undefined }
  /** Anything else: the network, the server, a refusal. */
  | { kind: 'failed'; message: string };

/**
 * Sorts a failed save from the data provider's typed errors: a conflict carries the current
 * record, a missing record offers save-as-new, field errors go on the fields the form has (the
 * rest become the form's message), and anything else is a message for the whole form.
 */
export function classifySaveError<Row>(
  error: unknown,
  formFields: ReadonlySet<string>,
  fallback: string,
): SaveFailure<Row> {
  const message = failureMessage(error, fallback);
  if (error instanceof ConflictError) {
    return { kind: 'conflict', current: error.current as Row, message };
  }
  if (error instanceof NotFoundError) return { kind: 'missing', message };
  if (error instanceof FieldErrors) {
    const fields: Record<string, string> = {};
    const elsewhere: string[] = [];
    for (const [field, problem] of Object.entries(error.fields)) {
      if (formFields.has(field)) fields[field] = problem;
      else elsewhere.push(problem);
    }
    const rest = elsewhere.length > 0 ? elsewhere.join('; ') : undefined;
    return Object.keys(fields).length > 0
      ? { kind: 'invalid', fields, message: rest }
      : { kind: 'failed', message: rest ?? message };
  }
  return { kind: 'failed', message };
}
