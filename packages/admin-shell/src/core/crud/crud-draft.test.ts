import { describe, expect, it } from 'vitest';
import { draftValues, parseCrudDraft } from './crud-draft.js';

describe('draftValues', () => {
  it('keeps the changed fields shown, and never a password', () => {
    const fields = [
      { key: 'username' },
      { key: 'password', valueType: 'password' as const },
      { key: 'access', options: [] },
    ];
    expect(
      draftValues(
        fields,
        { username: 'ada', password: 'secret', access: 'admin', id: 3 },
        (key) => key !== 'access',
      ),
    ).toEqual({ username: 'ada' });
  });
});

describe('parseCrudDraft', () => {
  it('reads back a create, or an edit or copy with its record id', () => {
    const values = { title: 'x' };
    expect(parseCrudDraft({ mode: 'CREATE', values })).toEqual({ mode: 'CREATE', values });
    expect(parseCrudDraft({ mode: 'EDIT', id: 7, values })).toEqual({
      mode: 'EDIT',
      id: 7,
      values,
    });
    expect(parseCrudDraft({ mode: 'COPY', id: 'a', values })).toEqual({
      mode: 'COPY',
      id: 'a',
      values,
    });
  });

  it.each([
    undefined,
    'draft',
    { mode: 'VIEW', id: 1, values: {} },
    { mode: 'EDIT', values: {} },
    { mode: 'CREATE', values: [] },
  ])('refuses %j', (stored) => {
    expect(parseCrudDraft(stored)).toBeUndefined();
  });
});
