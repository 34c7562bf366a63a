import type { TSchema } from '@sinclair/typebox';

/**
 * Marks a schema as a named component of the OpenAPI document: the API's document hoists each
 * marked schema into `components.schemas` and refers to it there. A keyword of its own rather
 * than `$id`, which the validator would refuse to see twice across routes.
 */
export const componentKey = 'x-component';

/** `schema`, named `name` in the OpenAPI document. */
export function component<T extends TSchema>(name: string, schema: T): T {
  return { ...schema, [componentKey]: name };
}

/** The component name a schema was given, if any. */
export function componentName(schema: TSchema): string | undefined {
  const name: unknown = (schema as Record<string, unknown>)[componentKey];
  return typeof name === 'string' ? name : undefined;
}
