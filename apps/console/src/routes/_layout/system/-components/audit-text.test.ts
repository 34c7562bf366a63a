import type { MessageKey } from '@org/admin-shell';
import { describe, expect, it } from 'vitest';
import { changeLines, recordText } from './audit-text';

const t = (key: MessageKey) => `«${key}»`;

describe('changeLines', () => {
  it('names the fields and reads the values of an update, a secret only as changed', () => {
    expect(
      changeLines(
        {
          resource: 'users',
          changes: {
            name: { from: 'Alice', to: 'Alicia' },
            status: { from: 'active', to: 'disabled' },
            password: { redacted: true },
            roles: { from: ['admin'], to: ['admin', 'editors'] },
            email: { from: null, to: 'a@example.com' },
          },
        },
        t,
      ),
    ).toEqual([
      { field: '«user.name»', kind: 'updated', from: 'Alice', to: 'Alicia' },
      {
        field: '«user.status»',
        kind: 'updated',
        from: '«status.active»',
        to: '«status.disabled»',
      },
      { field: '«user.password»', kind: 'redacted' },
      { field: '«audit.field.roles»', kind: 'updated', from: 'admin', to: 'admin, editors' },
      { field: '«user.email»', kind: 'updated', from: '«audit.emptyValue»', to: 'a@example.com' },
    ]);
  });

  it('reads a yes-or-no field in words, as a shared view', () => {
    expect(
      changeLines({ resource: 'views', changes: { shared: { from: false, to: true } } }, t),
    ).toEqual([
      {
        field: '«audit.field.shared»',
        kind: 'updated',
        from: '«audit.value.false»',
        to: '«audit.value.true»',
      },
    ]);
  });

  it('shows what a create set (but the id, which the entry names) and what a delete removed', () => {
    expect(
      changeLines({ resource: 'articles', changes: { id: { to: 7 }, title: { to: 'Hello' } } }, t),
    ).toEqual([{ field: '«article.title»', kind: 'created', to: 'Hello' }]);
    expect(changeLines({ resource: 'roles', changes: { permissions: { from: [] } } }, t)).toEqual([
      { field: '«audit.field.permissions»', kind: 'deleted', from: '«audit.emptyValue»' },
    ]);
  });

  it('says why a sign-in failed in words', () => {
    expect(
      changeLines({ resource: 'sessions', changes: { reason: { to: 'wrongCredentials' } } }, t),
    ).toEqual([
      { field: '«audit.field.reason»', kind: 'created', to: '«login.error.wrongCredentials»' },
    ]);
  });

  it('shows a field or a value it has no words for as recorded', () => {
    expect(changeLines({ resource: 'sessions', changes: { device: { to: 'phone' } } }, t)).toEqual([
      { field: 'device', kind: 'created', to: 'phone' },
    ]);
  });
});

describe('recordText', () => {
  it('names the kind of record and its id', () => {
    expect(recordText({ resource: 'users', recordId: '2' }, t)).toBe('«audit.resource.users» #2');
  });

  it('names only the kind for an entry without a record (a sign-in)', () => {
    expect(recordText({ resource: 'sessions', recordId: null }, t)).toBe(
      '«audit.resource.sessions»',
    );
  });
});
