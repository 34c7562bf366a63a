// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createPreferencesStore, memoryStorage } from './create-preferences-store.js';
import { PreferencesProvider, usePreference } from './PreferencesProvider.js';

function storeAround() {
  const store = createPreferencesStore({ storage: memoryStorage() });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <PreferencesProvider store={store}>{children}</PreferencesProvider>
  );
  return { store, wrapper };
}

const savedTabs = {
  owner: 'admin',
  activeKey: '/',
  tabs: [{ key: '/', href: '/', pinned: false }],
};

describe('usePreference', () => {
  it('answers the choice it picks, and follows a change of it', () => {
    const { store, wrapper } = storeAround();
    const { result } = renderHook(() => usePreference((preferences) => preferences.themeMode), {
      wrapper,
    });
    expect(result.current).toBeUndefined();
    act(() => store.update((current) => ({ ...current, themeMode: 'dark' })));
    expect(result.current).toBe('dark');
  });

  it('is not drawn again when another choice changes, such as the open tabs', () => {
    const { store, wrapper } = storeAround();
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
    act(() => store.update((current) => ({ ...current, tabs: savedTabs })));
    act(() => store.update((current) => ({ ...current, themeMode: 'dark' })));
    expect(renders).toBe(1);
    expect(result.current).toBe(layout);

    act(() => store.update((current) => ({ ...current, layout: { fixedHeader: true } })));
    expect(renders).toBe(2);
    expect(result.current).toEqual({ fixedHeader: true });
  });
});
