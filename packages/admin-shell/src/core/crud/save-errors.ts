import { EnvelopeError, RequestError } from '../client/errors.js';

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

interface FieldProblem {
  field: string;
  message: string;
}

function isFieldProblem(value: unknown): value is FieldProblem {
  return (
    typeof value === 'object' &&
    value !== null &&
    'field' in value &&
    typeof value.field === 'string' &&
    'message' in value &&
    typeof value.message === 'string'
  );
}

function envelopeOf(error: unknown) {
  if (error instanceof EnvelopeError) return { status: undefined, envelope: error.envelope };
  if (error instanceof RequestError) return { status: error.status, envelope: error.envelope };
  return { status: undefined, envelope: undefined };
}

/**
 * Sorts a failed save (decisions §4): a 409 carrying the current record is a conflict, a 404 a
 * missing record, field problems (400, or a taken username's 409) go on the fields the form
 * has, and anything else is a message for the whole form.
 */
export function classifySaveError<Row>(
  error: unknown,
  formFields: ReadonlySet<string>,
  fallback: string,
): SaveFailure<Row> {
  const { status, envelope } = envelopeOf(error);
  const message = failureMessage(error, fallback);
  const data = envelope?.data;
  if (status === 409 && typeof data === 'object' && data !== null && 'current' in data) {
    return { kind: 'conflict', current: data.current as Row, message };
  }
  if (status === 404) return { kind: 'missing', message };
  const problems =
    typeof data === 'object' && data !== null && 'fields' in data && Array.isArray(data.fields)
      ? data.fields.filter(isFieldProblem)
      : [];
  if (problems.length > 0) {
    const fields: Record<string, string> = {};
    const elsewhere: string[] = [];
    for (const problem of problems) {
      if (formFields.has(problem.field)) fields[problem.field] ??= problem.message;
      else elsewhere.push(problem.message);
    }
    const rest = elsewhere.length > 0 ? elsewhere.join('; ') : undefined;
    return Object.keys(fields).length > 0
      ? { kind: 'invalid', fields, message: rest }
      : { kind: 'failed', message: rest ?? message };
  }
  return { kind: 'failed', message };
}

/** The person-readable reason a request failed. */
export function failureMessage(error: unknown, fallback: string): string {
  const { envelope } = envelopeOf(error);
  return envelope?.message || (error instanceof Error ? error.message : '') || fallback;
}
