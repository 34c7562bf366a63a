import { describe, expect, it } from 'vitest';
import type { OpenApiDocument } from '../../../../api/openapi-document';
import { dereference, refName, resolveRef } from './resolve-ref';

const document: OpenApiDocument = {
  openapi: '3.1.0',
  info: { title: 'Test', version: '1' },
  components: {
    schemas: {
      SysUser: { type: 'object' },
      'a/b~c': { type: 'string' },
      Alias: { $ref: '#/components/schemas/SysUser' },
    },
  },
};

describe('resolveRef', () => {
  it('finds a named schema and names it by the last step', () => {
    expect(resolveRef(document, '#/components/schemas/SysUser')).toEqual({
      name: 'SysUser',
      value: { type: 'object' },
    });
  });

  it('reads escaped steps (~1 for /, ~0 for ~, percent escapes)', () => {
    expect(resolveRef(document, '#/components/schemas/a~1b~0c')?.value).toEqual({
      type: 'string',
    });
    expect(resolveRef(document, '#/components/schemas/a%7E1b~0c')?.name).toBe('a/b~c');
    expect(refName('#/components/schemas/a~1b~0c')).toBe('a/b~c');
  });

  it('gives nothing for a missing step, an inherited property or another file', () => {
    expect(resolveRef(document, '#/components/schemas/Nobody')).toBeUndefined();
    expect(resolveRef(document, '#/components/schemas/constructor')).toBeUndefined();
    expect(resolveRef(document, 'other.json#/components/schemas/SysUser')).toBeUndefined();
  });
});

describe('dereference', () => {
  it('follows references to references, and leaves values in place alone', () => {
    expect(dereference(document, { $ref: '#/components/schemas/Alias' })).toEqual({
      type: 'object',
    });
    expect(dereference(document, { type: 'integer' })).toEqual({ type: 'integer' });
  });

  it('gives undefined for a reference that leads nowhere, or round in a circle', () => {
    const circular: OpenApiDocument = {
      ...document,
      components: { schemas: { A: { $ref: '#/components/schemas/A' } } },
    };
    expect(dereference(document, { $ref: '#/nowhere' })).toBeUndefined();
    expect(dereference(circular, { $ref: '#/components/schemas/A' })).toBeUndefined();
  });
});
