import { describe, expect, it } from 'vitest';
import type { OpenApiDocument } from '../../../../api/openapi-document';
import { apiDocument } from './api-document.fixture';
import { typeText } from './describe-schema';
import { isClosedObject, resolveSchema, schemaFields } from './schema-fields';

const document: OpenApiDocument = {
  openapi: '3.1.0',
  info: { title: 'Test', version: '1' },
  components: {
    schemas: {
      Node: {
        type: 'object',
        required: ['id'],
        properties: {
          id: { type: 'integer' },
          // Refers to itself: listed as a link, never opened.
          children: { type: 'array', items: { $ref: '#/components/schemas/Node' } },
        },
      },
      Alias: { $ref: '#/components/schemas/Node' },
      MaybeNode: { anyOf: [{ $ref: '#/components/schemas/Alias' }, { type: 'null' }] },
    },
  },
};

const rows = (fields: ReturnType<typeof schemaFields>) =>
  fields.map((field) => [
    field.path,
    typeText(field.description.type),
    field.required,
    field.depth,
  ]);

describe('resolveSchema', () => {
  it('follows references at the top to the named schema they end at', () => {
    expect(resolveSchema({ $ref: '#/components/schemas/Alias' }, document)).toEqual({
      name: 'Node',
      schema: document.components?.schemas?.Node,
      nullable: false,
    });
    expect(resolveSchema({ $ref: '#/components/schemas/MaybeNode' }, document)).toMatchObject({
      name: 'Node',
      nullable: true,
    });
  });

  it('leaves a schema in place, and a reference that leads nowhere, as they are', () => {
    expect(resolveSchema({ type: 'string' }, document)).toEqual({
      schema: { type: 'string' },
      nullable: false,
    });
    expect(resolveSchema({ $ref: '#/components/schemas/Gone' }, document)).toEqual({
      schema: { $ref: '#/components/schemas/Gone' },
      nullable: false,
    });
  });
});

describe('schemaFields', () => {
  it("lists an object's properties with their types and whether they are required", () => {
    const node = resolveSchema({ $ref: '#/components/schemas/Node' }, document).schema;
    expect(rows(schemaFields(node, document))).toEqual([
      ['id', 'integer', true, 0],
      ['children', 'Node[]', false, 0],
    ]);
  });

  it('flattens objects and arrays of objects written in place into dotted paths', () => {
    const schema = {
      type: 'object',
      required: ['data'],
      properties: {
        data: {
          type: 'object',
          required: ['total'],
          properties: {
            total: { type: 'integer' },
            fields: {
              anyOf: [
                {
                  type: 'array',
                  items: { type: 'object', properties: { rule: { type: 'string' } } },
                },
                { type: 'null' },
              ],
            },
          },
        },
      },
    };
    expect(rows(schemaFields(schema, document))).toEqual([
      ['data', 'object', true, 0],
      ['data.total', 'integer', true, 1],
      ['data.fields', 'object[]', false, 1],
      ['data.fields[].rule', 'string', false, 2],
    ]);
  });

  it('lists nothing for a schema that is not an object written in place', () => {
    expect(schemaFields({ type: 'string' }, document)).toEqual([]);
    expect(schemaFields({ $ref: '#/components/schemas/Node' }, document)).toEqual([]);
    expect(schemaFields(true, document)).toEqual([]);
  });
});

describe('isClosedObject', () => {
  it('is true only for additionalProperties: false', () => {
    expect(isClosedObject({ type: 'object', additionalProperties: false })).toBe(true);
    expect(isClosedObject({ type: 'object' })).toBe(false);
    expect(isClosedObject({ type: 'object', additionalProperties: { type: 'string' } })).toBe(
      false,
    );
  });
});

describe("the API's own document", () => {
  it("describes the body of POST /api/sys_users/create: each field's type, rules and whether it is required", () => {
    const body = apiDocument.paths?.['/api/sys_users/create']?.post?.requestBody;
    const schema =
      body && 'content' in body ? body.content?.['application/json']?.schema : undefined;
    const resolved = resolveSchema(schema ?? false, apiDocument);
    expect(resolved.name).toBe('UserCreateBody');
    expect(isClosedObject(resolved.schema)).toBe(true);

    const fields = schemaFields(resolved.schema, apiDocument);
    const username = fields.find((field) => field.path === 'username');
    expect(username).toMatchObject({ required: true, description: { nullable: false } });
    expect(username?.description.constraints).toEqual([
      { kind: 'length', bounds: { min: 3, max: 32 } },
      { kind: 'pattern', value: '^[a-zA-Z0-9_.-]+$' },
    ]);
    const email = fields.find((field) => field.path === 'email');
    expect(email).toMatchObject({ required: false, description: { nullable: true } });
    expect(email?.description.constraints).toContainEqual({ kind: 'format', value: 'email' });
    const access = fields.find((field) => field.path === 'access');
    expect(access?.description).toMatchObject({
      type: { kind: 'ref', name: 'Access' },
      values: ['admin', 'user'],
    });
  });

  it("describes the envelope of GET /api/sys_users/list's answer, its data a link to the page's schema", () => {
    const ok = apiDocument.paths?.['/api/sys_users/list']?.get?.responses?.['200'];
    const schema = ok && 'content' in ok ? ok.content?.['application/json']?.schema : undefined;
    expect(rows(schemaFields(schema ?? false, apiDocument))).toEqual([
      ['code', 'integer', true, 0],
      ['data', 'SysUserPage', true, 0],
      ['message', 'string', true, 0],
    ]);
  });
});
