// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { preferencesInMemory, saveOpenTabs } from '../../../test/preferences-in-memory.js';
import { useCrudPreferences } from './use-crud-preferences.js';

const columns = [{ key: 'name' }, { key: 'email' }, { key: 'phone', defaultHidden: true }];

function renderTable() {
  const { store, wrapper } = preferencesInMemory();
  let renders = 0;
  const hook = renderHook(
    () => {
      renders += 1;
      return useCrudPreferences('users', columns);
    },
    { wrapper },
  );
  return { store, hook, renders: () => renders };
}

const shown = (visible: readonly { key: string }[]) => visible.map((column) => column.key);

describe('useCrudPreferences', () => {
  it('keeps the person’s columns and density for the table, and resets the columns alone', () => {
    const { store, hook } = renderTable();
    expect(shown(hook.result.current.visible)).toEqual(['name', 'email']);
    act(() => hook.result.current.toggle('phone'));
    act(() => hook.result.current.setDensity('compact'));
    expect(shown(hook.result.current.visible)).toEqual(['name', 'email', 'phone']);
    expect(hook.result.current.density).toBe('compact');
    expect(store.get().tables?.users?.density).toBe('compact');
    act(() => hook.result.current.reset());
    expect(shown(hook.result.current.visible)).toEqual(['name', 'email']);
    expect(hook.result.current.density).toBe('compact');
  });

  it('leaves the table as drawn when another table’s or another kind of choice changes', () => {
    const { store, hook, renders } = renderTable();
    const visible = hook.result.current.visible;
    const drawn = renders();
    act(() => {
      saveOpenTabs(store);
      store.update((current) => ({
        ...current,
        tables: { ...current.tables, articles: { density: 'compact' } },
      }));
    });
    expect(renders()).toBe(drawn);
    expect(hook.result.current.visible).toBe(visible);
  });
});
