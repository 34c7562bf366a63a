import { eq } from 'drizzle-orm';
import { captchas } from '../src/db/schema.js';
import type { ApiClient, TestServer } from './helper.js';

/** One Set-Cookie line, as a browser reads it. */
export interface SetCookie {
  name: string;
  value: string;
  /** Attribute names in lower case, mapped to their values ('' for flags like HttpOnly). */
  attributes: Map<string, string>;
}

/** Parses every Set-Cookie line of a response. */
export function setCookies(headers: Headers): SetCookie[] {
  return headers.getSetCookie().map((line) => {
    const [pair = '', ...rest] = line.split(';');
    const separator = pair.indexOf('=');
    const attributes = new Map<string, string>();
    for (const attribute of rest) {
      const equals = attribute.indexOf('=');
      const key = (equals === -1 ? attribute : attribute.slice(0, equals)).trim().toLowerCase();
      const value = equals === -1 ? '' : attribute.slice(equals + 1).trim();
      attributes.set(key, value);
    }
    return {
      name: pair.slice(0, separator).trim(),
      value: pair.slice(separator + 1).trim(),
      attributes,
    };
  });
}

/** The Set-Cookie line for `name`, or undefined when the response sets no such cookie. */
export function setCookie(headers: Headers, name: string): SetCookie | undefined {
  return setCookies(headers).find((cookie) => cookie.name === name);
}

/** A username no other test (or earlier run on the same database) uses. */
export function uniqueName(prefix: string): string {
  return `${prefix}_${Math.random().toString(36).slice(2, 10)}`;
}

/** Asks for a captcha and reads its answer from the database, as only the server can. */
export async function captchaWithAnswer(
  server: TestServer,
  client: ApiClient,
): Promise<{ captchaId: string; answer: string }> {
  const response = await client.get<{ captchaId: string; svg: string }>('/api/login/captcha');
  if (response.body.code !== 0) throw new Error(`captcha failed: ${response.body.message}`);
  const { captchaId } = response.body.data;
  const [row] = await server.database.db
    .select({ answer: captchas.answer })
    .from(captchas)
    .where(eq(captchas.id, captchaId));
  if (!row) throw new Error(`captcha ${captchaId} is not stored`);
  return { captchaId, answer: row.answer };
}

/** A field error as the envelope lists it. */
export interface FieldError {
  field: string;
  rule: string;
  message: string;
}

export type FieldErrors = { fields?: FieldError[] } | null;

/** The fields an error envelope names. */
export function fieldsOf(data: FieldErrors): string[] {
  return (data?.fields ?? []).map((problem) => problem.field);
}
