import type {
  JsonSchema,
  JsonSchemaObject,
  OpenApiDocument,
} from '../../../../api/openapi-document';
import { describeSchema, type SchemaDescription, simplifySchema } from './describe-schema';
import { resolveRef } from './resolve-ref';

/** A schema with the references at its top followed: what a request body's table shows. */
export interface ResolvedSchema {
  /** The name of the schema the references led to, if any. */
  name?: string;
  schema: JsonSchema;
  nullable: boolean;
}

/** One row of an object's fields table. */
export interface SchemaField {
  /** Where the field sits from the top: `username`, `users.total`, `fields[].rule`. */
  path: string;
  /** How many objects deep: 0 for the top object's own properties. */
  depth: number;
  required: boolean;
  description: SchemaDescription;
}

// Deep enough for any API's inline objects; a guard, not a limit anyone should meet.
const maxDepth = 8;

/**
 * Follows the references at the top of a schema (`$ref`, or `$ref` or null): to the named
 * schema they lead to, or as far as they lead. Named schemas inside it stay references.
 */
export function resolveSchema(schema: JsonSchema, document: OpenApiDocument): ResolvedSchema {
  let { schema: current, nullable } = simplifySchema(schema);
  let name: string | undefined;
  for (let hops = 0; hops < maxDepth; hops += 1) {
    if (typeof current === 'boolean' || current.$ref === undefined) break;
    const target = resolveRef<JsonSchema>(document, current.$ref);
    if (!target) break;
    name = target.name;
    const next = simplifySchema(target.value);
    current = next.schema;
    nullable ||= next.nullable;
  }
  return { ...(name === undefined ? {} : { name }), schema: current, nullable };
}

/** The properties of an object written in place (a named one stays a link), else undefined. */
function inlineObject(schema: JsonSchema): JsonSchemaObject | undefined {
  const { schema: simplified } = simplifySchema(schema);
  if (typeof simplified === 'boolean' || simplified.$ref !== undefined) return undefined;
  return simplified.properties === undefined ? undefined : simplified;
}

/** The items of an array written in place, when they are an object written in place. */
function inlineItemsObject(schema: JsonSchema): JsonSchemaObject | undefined {
  const { schema: simplified } = simplifySchema(schema);
  if (typeof simplified === 'boolean' || simplified.items === undefined) return undefined;
  return inlineObject(simplified.items);
}

/**
 * An object's properties as the rows of one table, in the document's order: an object or an
 * array of objects written in place follows its property, its own properties as
 * `parent.child` and `parent[].child`. Named schemas are not opened (they are listed once, on
 * their own), which also keeps a schema that refers to itself from going on for ever.
 */
export function schemaFields(
  schema: JsonSchema,
  document: OpenApiDocument,
  prefix = '',
  depth = 0,
): SchemaField[] {
  const object = inlineObject(schema);
  if (!object?.properties || depth >= maxDepth) return [];
  const required = new Set(object.required ?? []);
  return Object.entries(object.properties).flatMap(([name, property]) => {
    const path = `${prefix}${name}`;
    const field: SchemaField = {
      path,
      depth,
      required: required.has(name),
      description: describeSchema(property, document),
    };
    const items = inlineItemsObject(property);
    const nested = items
      ? schemaFields(items, document, `${path}[].`, depth + 1)
      : schemaFields(property, document, `${path}.`, depth + 1);
    return [field, ...nested];
  });
}

/** Whether the object refuses properties it does not list (`additionalProperties: false`). */
export function isClosedObject(schema: JsonSchema): boolean {
  return typeof schema !== 'boolean' && schema.additionalProperties === false;
}
