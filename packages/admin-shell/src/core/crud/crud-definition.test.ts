import { describe, expect, it } from 'vitest';
import { defineCrud, formModes, valueTypeOf, viewedFields } from './crud-definition.js';
import { type User, type UserListQuery, type UserValues, usersCrud } from './test-doubles.js';

describe('defineCrud', () => {
  it('hands back the definition unchanged, so tables and routes share one object', () => {
    const definition = usersCrud();
    const again = defineCrud<User, UserValues, UserListQuery>(definition);
    expect(again).toBe(definition);
    expect(again.resource).toBe('users');
  });
});

describe('valueTypeOf', () => {
  it('uses the declared value type', () => {
    expect(valueTypeOf({ valueType: 'email' })).toBe('email');
    // Declared wins over options: an integer field may still list its values.
    expect(
      valueTypeOf({
        valueType: 'integer',
        options: [{ value: '1', label: { 'zh-CN': '一', 'en-US': 'One' } }],
      }),
    ).toBe('integer');
  });

  it('shows a field with options as a select, and anything else as text', () => {
    expect(valueTypeOf({ options: [] })).toBe('select');
    expect(valueTypeOf({})).toBe('text');
  });
});

describe('form modes', () => {
  it('opens the form in four modes', () => {
    expect(formModes).toEqual(['CREATE', 'EDIT', 'VIEW', 'COPY']);
  });
});

describe('viewedFields', () => {
  it('shows every listed field, columns hidden by default included', () => {
    const keys = viewedFields(usersCrud().fields).map((field) => field.key);
    expect(keys).toContain('homepage');
    expect(keys).toContain('access');
    expect(keys).not.toContain('password');
  });

  it('leaves out a field hidden in the view, which stays a column', () => {
    const fields = usersCrud().fields.map((field) =>
      field.key === 'access' ? { ...field, hideInView: true } : field,
    );
    expect(viewedFields(fields).map((field) => field.key)).not.toContain('access');
    expect(fields.filter((field) => !field.hideInTable).map((field) => field.key)).toContain(
      'access',
    );
  });
});
