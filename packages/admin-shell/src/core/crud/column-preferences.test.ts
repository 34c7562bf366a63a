import { describe, expect, it } from 'vitest';
import {
  type ColumnPreferences,
  moveColumn,
  parseColumnPreferences,
  type ResolvedColumn,
  resolveColumns,
} from './column-preferences.js';

interface Column {
  key: string;
  defaultHidden?: boolean;
}

const columns: Column[] = [
  { key: 'id' },
  { key: 'username' },
  { key: 'email' },
  { key: 'phone', defaultHidden: true },
  { key: 'status' },
  { key: 'createdAt' },
];

/** The columns as the settings list them: key, and `-` before a hidden one. */
const shown = (resolved: ResolvedColumn<Column>[]) =>
  resolved.map(({ column, visible }) => (visible ? column.key : `-${column.key}`));

const prefs = (order: string[], hidden: string[] = []): ColumnPreferences => ({ order, hidden });

describe('parseColumnPreferences', () => {
  it('reads what the column settings stored', () => {
    expect(parseColumnPreferences({ order: ['id', 'email'], hidden: ['email'] })).toEqual({
      order: ['id', 'email'],
      hidden: ['email'],
    });
  });

  it('reads nothing from a value that is not preferences', () => {
    for (const raw of [undefined, null, 'id,email', 42, true]) {
      expect(parseColumnPreferences(raw)).toBeUndefined();
    }
  });

  it('keeps only the column keys of a damaged value', () => {
    expect(parseColumnPreferences({ order: ['id', 3, null, 'email'], hidden: 'email' })).toEqual({
      order: ['id', 'email'],
      hidden: [],
    });
    expect(parseColumnPreferences({})).toEqual({ order: [], hidden: [] });
  });
});

describe('resolveColumns', () => {
  it('shows the declared columns in order, without those hidden by default, until the person changes them', () => {
    expect(shown(resolveColumns(columns, undefined))).toEqual([
      'id',
      'username',
      'email',
      '-phone',
      'status',
      'createdAt',
    ]);
  });

  it("follows the person's order and choice of hidden columns", () => {
    const stored = prefs(
      ['createdAt', 'status', 'phone', 'email', 'username', 'id'],
      ['email', 'id'],
    );
    expect(shown(resolveColumns(columns, stored))).toEqual([
      'createdAt',
      'status',
      'phone',
      '-email',
      'username',
      '-id',
    ]);
  });

  it('keeps a column the person turned on visible, though hidden by default', () => {
    const stored = prefs(['id', 'username', 'email', 'phone', 'status', 'createdAt'], []);
    expect(
      resolveColumns(columns, stored).find(({ column }) => column.key === 'phone')?.visible,
    ).toBe(true);
  });

  it('puts a column added since the preferences were stored after its declared predecessor', () => {
    // Stored before `email` and `phone` existed, with the person's own order.
    const stored = prefs(['username', 'id', 'status', 'createdAt'], ['status']);
    expect(shown(resolveColumns(columns, stored))).toEqual([
      'username',
      'email',
      '-phone',
      'id',
      '-status',
      'createdAt',
    ]);
  });

  it('puts a new column first when none of its predecessors is placed', () => {
    const stored = prefs(['email', 'status']);
    expect(shown(resolveColumns(columns, stored))).toEqual([
      'id',
      'username',
      'email',
      '-phone',
      'status',
      'createdAt',
    ]);
    const reordered = prefs(['createdAt', 'username']);
    expect(
      shown(resolveColumns([{ key: 'id' }, { key: 'username' }, { key: 'createdAt' }], reordered)),
    ).toEqual(['id', 'createdAt', 'username']);
  });

  it('ignores stored columns the table no longer has', () => {
    const stored = prefs(['legacy', 'createdAt', 'id', 'removed'], ['legacy', 'removed']);
    const resolved = resolveColumns([{ key: 'id' }, { key: 'createdAt' }], stored);
    expect(shown(resolved)).toEqual(['createdAt', 'id']);
  });

  it('gives a new column its default visibility even if a stale hidden list names it', () => {
    // `username` is missing from the stored order, so it counts as new, hidden list or not.
    const stored = prefs(['id'], ['username']);
    const resolved = resolveColumns([{ key: 'id' }, { key: 'username' }], stored);
    expect(shown(resolved)).toEqual(['id', 'username']);
  });

  // Bug: storage is shared with other code and may hold a repeated key; the column then
  // shows twice (and React sees duplicate keys). Drop `.fails` once resolveColumns dedupes.
  it('lists each column once, whatever the stored order repeats', () => {
    const stored = prefs(['id', 'id', 'email']);
    const keys = resolveColumns(columns, stored).map(({ column }) => column.key);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('hands back the columns themselves', () => {
    const resolved = resolveColumns(columns, prefs(['email']));
    expect(resolved.find(({ column }) => column.key === 'phone')?.column).toBe(columns[3]);
  });
});

describe('moveColumn', () => {
  const order = ['id', 'username', 'email'];

  it('moves a column up or down one place', () => {
    expect(moveColumn(order, 'email', -1)).toEqual(['id', 'email', 'username']);
    expect(moveColumn(order, 'id', 1)).toEqual(['username', 'id', 'email']);
  });

  it('leaves the order alone at either end and for an unknown column', () => {
    expect(moveColumn(order, 'id', -1)).toEqual(order);
    expect(moveColumn(order, 'email', 1)).toEqual(order);
    expect(moveColumn(order, 'phone', 1)).toEqual(order);
  });

  it('does not change the order it was given', () => {
    const before = [...order];
    const moved = moveColumn(order, 'id', 1);
    expect(order).toEqual(before);
    expect(moveColumn(order, 'id', -1)).not.toBe(order);
    expect(moved).not.toBe(order);
  });
});
