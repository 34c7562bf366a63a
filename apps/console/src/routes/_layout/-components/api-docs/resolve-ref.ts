import type { OpenApiDocument, OpenApiReference } from '../../../../api/openapi-document';

/** What a `$ref` points at, and the name the reference shows for it. */
export interface Resolved<T> {
  /** The last step of the pointer: a component's name (`SysUser`). */
  name: string;
  value: T;
}

export function isReference(value: unknown): value is OpenApiReference {
  return (
    typeof value === 'object' && value !== null && typeof Reflect.get(value, '$ref') === 'string'
  );
}

/**
 * A JSON pointer's step as written: a `$ref` is a URI fragment, so percent-escaped, and in the
 * pointer `~1` and `~0` stand for `/` and `~` (RFC 6901).
 */
function unescapeStep(step: string): string {
  let decoded = step;
  try {
    decoded = decodeURIComponent(step);
  } catch {
    // A lone % is no escape: keep the step as written.
  }
  return decoded.replaceAll('~1', '/').replaceAll('~0', '~');
}

/** The name a reference shows for what it points at: its pointer's last step (`SysUser`). */
export function refName(ref: string): string {
  const step = ref.split('/').at(-1);
  return step ? unescapeStep(step) : ref;
}

/**
 * What a reference inside the document (`#/components/schemas/SysUser`) points at, or
 * undefined when it points nowhere or outside the document (the page fetches no other file).
 * The caller says what it expects to find there; the document is the API's own, so it is
 * trusted to hold that.
 */
export function resolveRef<T>(document: OpenApiDocument, ref: string): Resolved<T> | undefined {
  if (!ref.startsWith('#/')) return undefined;
  const steps = ref.slice(2).split('/').map(unescapeStep);
  let value: unknown = document;
  for (const step of steps) {
    if (typeof value !== 'object' || value === null || !Object.hasOwn(value, step)) {
      return undefined;
    }
    value = Reflect.get(value, step);
  }
  return { name: refName(ref), value: value as T };
}

/**
 * A parameter, body, response or header given in place or by reference, in place: a reference
 * that leads nowhere gives undefined. References to references are followed, a few deep.
 */
export function dereference<T extends object>(
  document: OpenApiDocument,
  value: T | OpenApiReference | undefined,
): T | undefined {
  let current: unknown = value;
  for (let hops = 0; hops < 8 && isReference(current); hops += 1) {
    current = resolveRef<unknown>(document, current.$ref)?.value;
  }
  return isReference(current) ? undefined : (current as T | undefined);
}
