// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { preferencesInMemory, saveOpenTabs } from '../../../test/preferences-in-memory.js';
import { usePreference } from './PreferencesProvider.js';

describe('usePreference', () => {
  it('answers the choice it picks, and follows a change of it', () => {
    const { store, wrapper } = preferencesInMemory();
    const { result } = renderHook(() => usePreference((preferences) => preferences.themeMode), {
      wrapper,
    });
    expect(result.current).toBeUndefined();
    act(() => store.update((current) => ({ ...current, themeMode: 'dark' })));
    expect(result.current).toBe('dark');
  });

  it('is not drawn again when another choice changes, such as the open tabs', () => {
    const { store, wrapper } = preferencesInMemory();
    store.update(() => ({ layout: { fixedHeader: false } }));
    let renders = 0;
    const { result } = renderHook(
      () => {
        renders += 1;
        return usePreference((preferences) => preferences.layout);
      },
      { wrapper },
    );
    const layout = result.current;
    act(() => saveOpenTabs(store));
    act(() => store.update((current) => ({ ...current, themeMode: 'dark' })));
    expect(renders).toBe(1);
    expect(result.current).toBe(layout);

    act(() => store.update((current) => ({ ...current, layout: { fixedHeader: true } })));
    expect(renders).toBe(2);
    expect(result.current).toEqual({ fixedHeader: true });
  });
});
