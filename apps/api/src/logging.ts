import { DrizzleQueryError } from 'drizzle-orm/errors';

/**
 * What a log line says of an error: never the values a query carried. (A type rather than an
 * interface, so that it fits pino's serializer signature.)
 */
export type LoggedError = {
  type: string;
  message: string;
  /** SQLSTATE or Node's error code. */
  code?: string;
  /** The failed statement, with placeholders ($1, $2 …) where its values were. */
  query?: string;
  /** The table and constraint a database error names. */
  table?: string;
  constraint?: string;
  stack: string;
  cause?: LoggedError;
};

function stringProperty(error: object, name: string): string | undefined {
  const value: unknown = (error as Record<string, unknown>)[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** SQLSTATE class 22: the database could not take a value, and its message quotes the value. */
function isDataException(code: string | undefined): boolean {
  return !!code && /^22[0-9A-Z]{3}$/.test(code);
}

/** `invalid input syntax for type integer: "abc"` → `invalid input syntax for type integer`. */
function withoutQuotedValue(message: string): string {
  const quoted = message.indexOf(': "');
  return quoted === -1 ? message : message.slice(0, quoted);
}

/** The stack's frames without its first line, which repeats the message. */
function frames(error: Error): string {
  return (error.stack ?? '')
    .split('\n')
    .filter((line) => line.trimStart().startsWith('at '))
    .join('\n');
}

/**
 * An error as it may be logged. Database errors name the statement and the constraint but
 * never the statement's parameters (password hashes, session-token hashes, emails, article
 * text), nor the `detail` a database adds, which quotes the values of a clashing row. Drizzle
 * puts the parameters in its message and properties; the database error it wraps is kept as
 * the cause, described the same way.
 */
export function describeError(error: unknown): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: String(error), stack: '' };
  if (error instanceof DrizzleQueryError) {
    const cause = error.cause === undefined ? undefined : describeError(error.cause);
    return {
      type: 'DrizzleQueryError',
      message: `Failed query${cause ? `: ${cause.message}` : ''}`,
      query: error.query,
      ...(cause?.code ? { code: cause.code } : {}),
      stack: `DrizzleQueryError: Failed query\n${frames(error)}`,
      ...(cause ? { cause } : {}),
    };
  }
  const code = stringProperty(error, 'code');
  const table = stringProperty(error, 'table');
  const constraint = stringProperty(error, 'constraint');
  const message = isDataException(code) ? withoutQuotedValue(error.message) : error.message;
  const described: LoggedError = {
    type: error.name,
    message,
    ...(code ? { code } : {}),
    ...(table ? { table } : {}),
    ...(constraint ? { constraint } : {}),
    stack: `${error.name}: ${message}\n${frames(error)}`,
  };
  if (error.cause !== undefined) described.cause = describeError(error.cause);
  return described;
}

/** The message of an error for a person at a terminal (start-up failures), values left out. */
export function errorMessage(error: unknown): string {
  const described = describeError(error);
  return described.cause && described.type === 'DrizzleQueryError'
    ? `${described.message} (${described.query ?? 'query'})`
    : described.message;
}
