import type {
  JsonSchema,
  JsonSchemaObject,
  OpenApiDocument,
} from '../../../../api/openapi-document';
import { refName, resolveRef } from './resolve-ref';

/** A schema's type as the reference writes it: type names, named schemas, arrays and unions. */
export type TypeLabel =
  | { kind: 'type'; name: string }
  | { kind: 'ref'; name: string; ref: string }
  | { kind: 'array'; items: TypeLabel }
  | { kind: 'union'; combinator: 'oneOf' | 'anyOf' | 'allOf'; options: readonly TypeLabel[] };

/** Limits on a length, a value or a number of items; an exclusive limit is not allowed itself. */
export interface Bounds {
  min?: number;
  max?: number;
  exclusiveMin?: boolean;
  exclusiveMax?: boolean;
}

/** A rule a value must follow beside its type, or the value used when it is left out. */
export type Constraint =
  | { kind: 'length'; bounds: Bounds }
  | { kind: 'range'; bounds: Bounds }
  | { kind: 'items'; bounds: Bounds }
  | { kind: 'uniqueItems' }
  | { kind: 'multipleOf'; value: number }
  | { kind: 'format'; value: string }
  | { kind: 'pattern'; value: string }
  | { kind: 'default'; value: unknown };

/** What the reference says about one schema: a row of a fields table, or a line on its own. */
export interface SchemaDescription {
  type: TypeLabel;
  /** Null is allowed too. */
  nullable: boolean;
  /** The only values allowed (`enum`, `const`, or a union of those), null left out. */
  values?: readonly unknown[];
  constraints: readonly Constraint[];
  description?: string;
  deprecated: boolean;
}

/** A schema with the ways of allowing null taken out, and whether null is allowed. */
export interface SimplifiedSchema {
  schema: JsonSchema;
  nullable: boolean;
}

const anyType: TypeLabel = { kind: 'type', name: 'any' };
const nullType: TypeLabel = { kind: 'type', name: 'null' };

function typeNames(schema: JsonSchemaObject): readonly string[] {
  if (schema.type === undefined) return [];
  return typeof schema.type === 'string' ? [schema.type] : schema.type;
}

function literalValues(schema: JsonSchema): readonly unknown[] | undefined {
  if (typeof schema === 'boolean') return undefined;
  if (schema.const !== undefined) return [schema.const];
  return schema.enum;
}

/** Only null: `{ type: 'null' }`, `{ const: null }` or `{ enum: [null] }`. */
function isNullOnly(schema: JsonSchema): boolean {
  if (typeof schema === 'boolean' || schema.$ref !== undefined) return false;
  const types = typeNames(schema);
  if (types.length > 0) return types.every((type) => type === 'null');
  const values = literalValues(schema);
  return values !== undefined && values.length > 0 && values.every((value) => value === null);
}

/** A list of allowed values and nothing else: what TypeBox writes for a union of literals. */
function isLiteral(schema: JsonSchema): schema is JsonSchemaObject {
  return (
    typeof schema !== 'boolean' &&
    schema.$ref === undefined &&
    schema.properties === undefined &&
    schema.items === undefined &&
    literalValues(schema) !== undefined
  );
}

/** The one type every option names or every value has, if they agree. */
function commonType(options: readonly JsonSchemaObject[]): string | undefined {
  const named = new Set(options.flatMap(typeNames));
  if (named.size === 1) return [...named][0];
  if (named.size > 1) return undefined;
  const values = new Set(options.flatMap((option) => literalValues(option) ?? []).map(valueType));
  return values.size === 1 ? [...values][0] : undefined;
}

function valueType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

/**
 * The schema as a person would write it: null taken out of `type` lists, `nullable`, `enum`
 * and `anyOf`/`oneOf` unions (into `nullable`), a union of literals made one `enum`, and a
 * union left with one option replaced by that option (the outer keywords kept, so its
 * description stays).
 */
export function simplifySchema(schema: JsonSchema): SimplifiedSchema {
  if (typeof schema === 'boolean') return { schema, nullable: false };
  const { nullable: nullableKeyword, anyOf, oneOf, ...rest } = schema;
  let nullable = nullableKeyword === true;
  let simplified: JsonSchemaObject = rest;

  const types = typeNames(rest);
  if (types.includes('null') && types.length > 1) {
    nullable = true;
    const others = types.filter((type) => type !== 'null');
    simplified = { ...simplified, type: others.length === 1 ? others[0] : others };
  }
  if (rest.enum?.includes(null) && rest.enum.length > 1) {
    nullable = true;
    simplified = { ...simplified, enum: rest.enum.filter((value) => value !== null) };
  }

  const combinator = anyOf ? 'anyOf' : oneOf ? 'oneOf' : undefined;
  const options = anyOf ?? oneOf;
  if (combinator === undefined || options === undefined) return { schema: simplified, nullable };

  const kept = options.filter((option) => !isNullOnly(option));
  if (kept.length < options.length) nullable = true;
  if (kept.length === 1 && kept[0] !== undefined) {
    const only = simplifySchema(kept[0]);
    const merged =
      typeof only.schema === 'boolean' ? only.schema : { ...only.schema, ...simplified };
    return { schema: merged, nullable: nullable || only.nullable };
  }
  if (kept.length > 1 && kept.every(isLiteral)) {
    const values = kept.flatMap((option) => literalValues(option) ?? []);
    const type = commonType(kept);
    return { schema: { ...simplified, ...(type ? { type } : {}), enum: values }, nullable };
  }
  return { schema: { ...simplified, [combinator]: kept }, nullable };
}

function bareTypeLabel(schema: JsonSchema): TypeLabel {
  if (schema === true) return anyType;
  if (schema === false) return { kind: 'type', name: 'never' };
  if (schema.$ref !== undefined)
    return { kind: 'ref', name: refName(schema.$ref), ref: schema.$ref };
  for (const combinator of ['oneOf', 'anyOf', 'allOf'] as const) {
    const options = schema[combinator];
    if (options && options.length > 0) {
      return { kind: 'union', combinator, options: options.map(typeLabel) };
    }
  }
  const types = typeNames(schema);
  if (types.length > 1) {
    return {
      kind: 'union',
      combinator: 'anyOf',
      options: types.map((type) => bareTypeLabel({ ...schema, type })),
    };
  }
  const type = types[0] ?? inferredType(schema);
  if (type === 'array') {
    return { kind: 'array', items: schema.items === undefined ? anyType : typeLabel(schema.items) };
  }
  return { kind: 'type', name: type };
}

/** The type of a schema that names none: read from its other keywords, else anything. */
function inferredType(schema: JsonSchemaObject): string {
  if (schema.properties !== undefined) return 'object';
  if (schema.items !== undefined) return 'array';
  const values = literalValues(schema);
  return (values && commonType([schema])) || 'any';
}

/** A schema's type, null included where allowed (`string | null`). */
export function typeLabel(schema: JsonSchema): TypeLabel {
  const { schema: simplified, nullable } = simplifySchema(schema);
  const label = bareTypeLabel(simplified);
  return nullable ? { kind: 'union', combinator: 'anyOf', options: [label, nullType] } : label;
}

/** The type as text, as TypeScript would write it: `SysUser[]`, `string | null`. */
export function typeText(label: TypeLabel): string {
  switch (label.kind) {
    case 'type':
    case 'ref':
      return label.name;
    case 'array': {
      const items = typeText(label.items);
      return label.items.kind === 'union' ? `(${items})[]` : `${items}[]`;
    }
    case 'union':
      return label.options.map(typeText).join(label.combinator === 'allOf' ? ' & ' : ' | ');
  }
}

function bounds(min: number | undefined, max: number | undefined): Bounds | undefined {
  if (min === undefined && max === undefined) return undefined;
  return { ...(min === undefined ? {} : { min }), ...(max === undefined ? {} : { max }) };
}

/** A number's limits, in OpenAPI 3.1's form (exclusive limits are numbers) or 3.0's (flags). */
function valueBounds(schema: JsonSchemaObject): Bounds | undefined {
  const { minimum, maximum, exclusiveMinimum, exclusiveMaximum } = schema;
  const low =
    typeof exclusiveMinimum === 'number'
      ? { min: exclusiveMinimum, exclusiveMin: true }
      : minimum === undefined
        ? {}
        : { min: minimum, ...(exclusiveMinimum === true ? { exclusiveMin: true } : {}) };
  const high =
    typeof exclusiveMaximum === 'number'
      ? { max: exclusiveMaximum, exclusiveMax: true }
      : maximum === undefined
        ? {}
        : { max: maximum, ...(exclusiveMaximum === true ? { exclusiveMax: true } : {}) };
  const range: Bounds = { ...low, ...high };
  return Object.keys(range).length > 0 ? range : undefined;
}

/** The rules a schema sets beside its type, in the order a person checks them. */
export function schemaConstraints(schema: JsonSchema): Constraint[] {
  if (typeof schema === 'boolean') return [];
  const constraints: Constraint[] = [];
  const length = bounds(schema.minLength, schema.maxLength);
  if (length) constraints.push({ kind: 'length', bounds: length });
  const range = valueBounds(schema);
  if (range) constraints.push({ kind: 'range', bounds: range });
  const items = bounds(schema.minItems, schema.maxItems);
  if (items) constraints.push({ kind: 'items', bounds: items });
  if (schema.uniqueItems) constraints.push({ kind: 'uniqueItems' });
  if (schema.multipleOf !== undefined)
    constraints.push({ kind: 'multipleOf', value: schema.multipleOf });
  if (schema.format !== undefined) constraints.push({ kind: 'format', value: schema.format });
  if (schema.pattern !== undefined) constraints.push({ kind: 'pattern', value: schema.pattern });
  if (schema.default !== undefined) constraints.push({ kind: 'default', value: schema.default });
  return constraints;
}

/**
 * What the reference shows of a schema: its type (a named schema stays a name, to link to),
 * whether null is allowed, the values allowed, its rules and its description. A named schema
 * that only lists values (an enum such as `Access`) lends those values, and its description
 * when the schema has none of its own.
 */
export function describeSchema(schema: JsonSchema, document: OpenApiDocument): SchemaDescription {
  const { schema: simplified, nullable } = simplifySchema(schema);
  const own = typeof simplified === 'boolean' ? {} : simplified;
  let values = literalValues(simplified);
  let description = own.description;
  let targetNullable = false;
  if (own.$ref !== undefined) {
    const target = resolveRef<JsonSchema>(document, own.$ref);
    if (target) {
      const resolved = simplifySchema(target.value);
      targetNullable = resolved.nullable;
      if (typeof resolved.schema !== 'boolean') {
        values ??= literalValues(resolved.schema);
        description ??= resolved.schema.description;
      }
    }
  }
  return {
    type: bareTypeLabel(simplified),
    nullable: nullable || targetNullable,
    ...(values === undefined ? {} : { values }),
    constraints: schemaConstraints(simplified),
    ...(description === undefined ? {} : { description }),
    deprecated: own.deprecated === true,
  };
}
