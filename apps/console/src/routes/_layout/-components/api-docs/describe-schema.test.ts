import { describe, expect, it } from 'vitest';
import type { OpenApiDocument } from '../../../../api/openapi-document';
import {
  describeSchema,
  schemaConstraints,
  simplifySchema,
  typeLabel,
  typeText,
} from './describe-schema';

const document: OpenApiDocument = {
  openapi: '3.1.0',
  info: { title: 'Test', version: '1' },
  components: {
    schemas: {
      // TypeBox writes a union of literals this way.
      Access: {
        description: 'What the user may do',
        anyOf: [
          { type: 'string', enum: ['admin'] },
          { type: 'string', enum: ['user'] },
        ],
      },
      SysUser: { type: 'object', properties: { id: { type: 'integer' } } },
      MaybeUser: { anyOf: [{ $ref: '#/components/schemas/SysUser' }, { type: 'null' }] },
    },
  },
};

const text = (schema: Parameters<typeof typeLabel>[0]) => typeText(typeLabel(schema));

describe('simplifySchema', () => {
  it('takes null out of a type list, an enum, OpenAPI 3.0 nullable and a union', () => {
    expect(simplifySchema({ type: ['string', 'null'], maxLength: 3 })).toEqual({
      schema: { type: 'string', maxLength: 3 },
      nullable: true,
    });
    expect(simplifySchema({ enum: ['a', null] })).toEqual({
      schema: { enum: ['a'] },
      nullable: true,
    });
    expect(simplifySchema({ type: 'integer', nullable: true })).toEqual({
      schema: { type: 'integer' },
      nullable: true,
    });
    expect(
      simplifySchema({
        description: 'An email',
        anyOf: [{ type: 'string', format: 'email' }, { type: 'null' }],
      }),
    ).toEqual({
      schema: { type: 'string', format: 'email', description: 'An email' },
      nullable: true,
    });
  });

  it('makes a union of literals one enum, with their common type', () => {
    expect(simplifySchema(document.components?.schemas?.Access ?? false)).toEqual({
      schema: { description: 'What the user may do', type: 'string', enum: ['admin', 'user'] },
      nullable: false,
    });
    expect(simplifySchema({ oneOf: [{ const: 1 }, { const: 2 }, { const: null }] })).toEqual({
      schema: { type: 'integer', enum: [1, 2] },
      nullable: true,
    });
  });

  it('keeps a union of different shapes, and a plain schema, as they are', () => {
    const union = { oneOf: [{ type: 'string' }, { $ref: '#/components/schemas/SysUser' }] };
    expect(simplifySchema(union)).toEqual({ schema: union, nullable: false });
    expect(simplifySchema({ type: 'string' })).toEqual({
      schema: { type: 'string' },
      nullable: false,
    });
    expect(simplifySchema(true)).toEqual({ schema: true, nullable: false });
  });
});

describe('typeLabel and typeText', () => {
  it('names types, named schemas, arrays and unions as TypeScript would', () => {
    expect(text({ type: 'integer' })).toBe('integer');
    expect(text({ $ref: '#/components/schemas/SysUser' })).toBe('SysUser');
    expect(text({ type: 'array', items: { $ref: '#/components/schemas/SysUser' } })).toBe(
      'SysUser[]',
    );
    expect(text({ type: ['string', 'null'] })).toBe('string | null');
    expect(text({ type: 'array', items: { type: ['integer', 'null'] } })).toBe(
      '(integer | null)[]',
    );
    expect(text({ oneOf: [{ type: 'string' }, { type: 'number' }] })).toBe('string | number');
    expect(text({ allOf: [{ $ref: '#/a/A' }, { $ref: '#/a/B' }] })).toBe('A & B');
    expect(text({ type: ['string', 'integer'] })).toBe('string | integer');
  });

  it('reads the type from other keywords when none is named', () => {
    expect(text({})).toBe('any');
    expect(text(true)).toBe('any');
    expect(text(false)).toBe('never');
    expect(text({ properties: { a: {} } })).toBe('object');
    expect(text({ items: { type: 'string' } })).toBe('string[]');
    expect(text({ enum: ['a', 'b'] })).toBe('string');
    expect(text({ const: 1.5 })).toBe('number');
  });

  it('links a named schema by its reference', () => {
    expect(typeLabel({ $ref: '#/components/schemas/SysUser' })).toEqual({
      kind: 'ref',
      name: 'SysUser',
      ref: '#/components/schemas/SysUser',
    });
  });
});

describe('schemaConstraints', () => {
  it('gathers lengths, ranges, item counts, format, pattern and default', () => {
    expect(
      schemaConstraints({
        type: 'string',
        minLength: 3,
        maxLength: 32,
        format: 'email',
        pattern: '^[a-z]+$',
        default: 'x',
      }),
    ).toEqual([
      { kind: 'length', bounds: { min: 3, max: 32 } },
      { kind: 'format', value: 'email' },
      { kind: 'pattern', value: '^[a-z]+$' },
      { kind: 'default', value: 'x' },
    ]);
    expect(
      schemaConstraints({ type: 'array', minItems: 1, uniqueItems: true, multipleOf: 2 }),
    ).toEqual([
      { kind: 'items', bounds: { min: 1 } },
      { kind: 'uniqueItems' },
      { kind: 'multipleOf', value: 2 },
    ]);
  });

  it('reads exclusive limits in OpenAPI 3.1 form and in 3.0 form', () => {
    expect(schemaConstraints({ exclusiveMinimum: 0, maximum: 10 })).toEqual([
      { kind: 'range', bounds: { min: 0, exclusiveMin: true, max: 10 } },
    ]);
    const openApi30 = { minimum: 0, exclusiveMinimum: true, maximum: 10, exclusiveMaximum: true };
    expect(schemaConstraints(openApi30)).toEqual([
      { kind: 'range', bounds: { min: 0, exclusiveMin: true, max: 10, exclusiveMax: true } },
    ]);
  });

  it('finds nothing in a schema without rules', () => {
    expect(schemaConstraints({ type: 'string' })).toEqual([]);
    expect(schemaConstraints(true)).toEqual([]);
  });
});

describe('describeSchema', () => {
  it('describes a nullable string with its rules and description', () => {
    expect(
      describeSchema(
        {
          description: 'Where to write',
          anyOf: [{ type: 'string', format: 'email', maxLength: 254 }, { type: 'null' }],
        },
        document,
      ),
    ).toEqual({
      type: { kind: 'type', name: 'string' },
      nullable: true,
      constraints: [
        { kind: 'length', bounds: { max: 254 } },
        { kind: 'format', value: 'email' },
      ],
      description: 'Where to write',
      deprecated: false,
    });
  });

  it('keeps a named enum as a link, lending its values and description', () => {
    expect(describeSchema({ $ref: '#/components/schemas/Access' }, document)).toEqual({
      type: { kind: 'ref', name: 'Access', ref: '#/components/schemas/Access' },
      nullable: false,
      values: ['admin', 'user'],
      constraints: [],
      description: 'What the user may do',
      deprecated: false,
    });
  });

  it('prefers the description given in place, and sees null allowed by the named schema', () => {
    const described = describeSchema(
      { $ref: '#/components/schemas/MaybeUser', description: 'The author' },
      document,
    );
    expect(described).toMatchObject({ nullable: true, description: 'The author' });
    expect(described.values).toBeUndefined();
  });

  it('lists the values of an enum in place, and marks a deprecated schema', () => {
    expect(
      describeSchema({ type: 'string', enum: ['a', 'b'], deprecated: true }, document),
    ).toMatchObject({
      type: { kind: 'type', name: 'string' },
      values: ['a', 'b'],
      deprecated: true,
    });
  });

  it('shows a reference that leads nowhere by its name, without failing', () => {
    expect(describeSchema({ $ref: '#/components/schemas/Gone' }, document)).toMatchObject({
      type: { kind: 'ref', name: 'Gone' },
      nullable: false,
    });
  });
});
