import { describe, expect, it, vi } from 'vitest';
import type { CrudFieldBase } from './crud-definition.js';
import { fieldText, fieldValue } from './field-value.js';
import { type User, user, usersCrud } from './test-doubles.js';

type Field = CrudFieldBase<User> & { key: string };

const users = usersCrud();
const field = (key: string): Field => {
  const found = users.fields.find((candidate) => candidate.key === key);
  if (!found) throw new Error(`no field ${key}`);
  return found;
};
const chinese = {
  label: (text: CrudFieldBase<unknown>['label']) =>
    typeof text === 'string' ? text : text['zh-CN'],
  date: (iso: string) => `日期 ${iso.slice(0, 10)}`,
};

describe('fieldValue', () => {
  it("reads the row's property the field names", () => {
    expect(fieldValue(user({ username: 'bob' }), 'username')).toBe('bob');
    expect(fieldValue(user(), 'password')).toBeUndefined();
  });

  it('reads nothing from a value that is not a record', () => {
    expect(fieldValue(null, 'id')).toBeUndefined();
    expect(fieldValue('alice', 'length')).toBeUndefined();
    expect(fieldValue(undefined, 'id')).toBeUndefined();
  });
});

describe('fieldText', () => {
  it("shows an option's label rather than its value", () => {
    expect(fieldText(field('access'), user({ access: 'admin' }), chinese)).toBe('管理员');
    expect(fieldText(field('status'), user({ status: 'disabled' }), chinese)).toBe('停用');
  });

  it('matches an option whose value the row holds as a number', () => {
    const level: Field = {
      key: 'teamId',
      label: { 'zh-CN': '团队', 'en-US': 'Team' },
      options: [{ value: '3', label: { 'zh-CN': '三组', 'en-US': 'Team 3' } }],
    };
    expect(fieldText(level, user({ teamId: 3 }), chinese)).toBe('三组');
  });

  it('shows a value that is not among the options as it is', () => {
    const row = { ...user(), status: 'archived' } as unknown as User;
    expect(fieldText(field('status'), row, chinese)).toBe('archived');
  });

  it('formats a timestamp the way the reader wants', () => {
    expect(
      fieldText(field('createdAt'), user({ createdAt: '2026-01-05T08:30:00Z' }), chinese),
    ).toBe('日期 2026-01-05');
  });

  it('shows numbers and text as they are, zero included', () => {
    expect(fieldText(field('id'), user({ id: 42 }), chinese)).toBe('42');
    expect(fieldText(field('maxSessions'), user({ maxSessions: 0 }), chinese)).toBe('0');
    expect(fieldText(field('username'), user({ username: 'alice' }), chinese)).toBe('alice');
  });

  it('shows nothing for a missing value', () => {
    expect(fieldText(field('homepage'), user({ homepage: null }), chinese)).toBe('');
    expect(fieldText(field('password'), user(), chinese)).toBe('');
  });

  it("uses the field's own text first", () => {
    const date = vi.fn((iso: string) => iso);
    const own: Field = { ...field('createdAt'), text: (row) => `#${row.id} ${row.username}` };
    expect(fieldText(own, user({ id: 7, username: 'eve' }), { ...chinese, date })).toBe('#7 eve');
    expect(date).not.toHaveBeenCalled();
  });
});
