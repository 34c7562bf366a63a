import { describe, expect, it, vi } from 'vitest';
import { resolvePermissions } from './crud-permissions.js';
import { type User, user, usersCrud } from './test-doubles.js';

const alice = user({ id: 1, username: 'alice', access: 'user' });
const root = user({ id: 2, username: 'root', access: 'admin' });
const notAdmin = (row: User) => row.access !== 'admin';

describe('resolvePermissions', () => {
  it('allows every action the API offers when nothing restricts it', () => {
    const resolved = resolvePermissions(usersCrud());
    expect(resolved.create).toBe(true);
    expect(resolved.offers).toEqual({ update: true, remove: true });
    expect(resolved.update(alice)).toBe('allowed');
    expect(resolved.remove(root)).toBe('allowed');
  });

  it('hides an action the person may not take', () => {
    const resolved = resolvePermissions(usersCrud(), {
      create: false,
      update: false,
      remove: false,
    });
    expect(resolved.create).toBe(false);
    expect(resolved.offers).toEqual({ update: false, remove: false });
    expect(resolved.update(alice)).toBe('hidden');
    expect(resolved.remove(alice)).toBe('hidden');
  });

  it('hides only the action that is refused', () => {
    const resolved = resolvePermissions(usersCrud(), { remove: false });
    expect(resolved.create).toBe(true);
    expect(resolved.offers).toEqual({ update: true, remove: false });
    expect(resolved.update(alice)).toBe('allowed');
    expect(resolved.remove(alice)).toBe('hidden');
  });

  it('disables an action on the rows a rule refuses, and keeps it on the others', () => {
    const resolved = resolvePermissions(usersCrud(), { update: notAdmin, remove: notAdmin });
    expect(resolved.offers).toEqual({ update: true, remove: true });
    expect(resolved.update(alice)).toBe('allowed');
    expect(resolved.update(root)).toBe('disabled');
    expect(resolved.remove(alice)).toBe('allowed');
    expect(resolved.remove(root)).toBe('disabled');
  });

  it('allows an action explicitly granted', () => {
    const resolved = resolvePermissions(usersCrud(), { create: true, update: true, remove: true });
    expect(resolved.create).toBe(true);
    expect(resolved.update(root)).toBe('allowed');
  });

  it('hides an action the back end does not offer, whatever the person may do', () => {
    const rule = vi.fn(() => true);
    const listOnly = usersCrud({ create: false, update: false, delete: false });
    const resolved = resolvePermissions(listOnly, { create: true, update: rule, remove: true });
    expect(resolved.create).toBe(false);
    expect(resolved.offers).toEqual({ update: false, remove: false });
    expect(resolved.update(alice)).toBe('hidden');
    expect(resolved.remove(alice)).toBe('hidden');
    expect(rule).not.toHaveBeenCalled();
  });

  it('looks at each write on its own', () => {
    const resolved = resolvePermissions(usersCrud({ update: false }));
    expect(resolved.create).toBe(true);
    expect(resolved.offers).toEqual({ update: false, remove: true });
    expect(resolved.update(alice)).toBe('hidden');
    expect(resolved.remove(alice)).toBe('allowed');
  });
});
