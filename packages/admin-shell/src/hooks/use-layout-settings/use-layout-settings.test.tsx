// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { preferencesInMemory, saveOpenTabs } from '../../../test/preferences-in-memory.js';
import { defaultLayoutSettings } from '../../core/layout/layout-settings.js';
import { useLayoutSettings } from './use-layout-settings.js';

function renderSettings() {
  const { store, wrapper } = preferencesInMemory();
  let renders = 0;
  const defaults = { tabs: true };
  const hook = renderHook(
    () => {
      renders += 1;
      return useLayoutSettings(defaults);
    },
    { wrapper },
  );
  return { store, hook, renders: () => renders };
}

describe('useLayoutSettings', () => {
  it('lays the person’s changes over the app’s defaults, and forgets one set back to undefined', () => {
    const { store, hook } = renderSettings();
    expect(hook.result.current.settings).toEqual({ ...defaultLayoutSettings, tabs: true });
    act(() => hook.result.current.update({ fixedHeader: true }));
    expect(hook.result.current.settings.fixedHeader).toBe(true);
    expect(store.get().layout).toEqual({ fixedHeader: true });
    act(() => hook.result.current.update({ fixedHeader: undefined }));
    expect(hook.result.current.settings.fixedHeader).toBe(defaultLayoutSettings.fixedHeader);
    expect(store.get().layout).toBeUndefined();
  });

  it('leaves the layout as drawn when another choice changes, such as the open tabs', () => {
    const { store, hook, renders } = renderSettings();
    const settings = hook.result.current.settings;
    const drawn = renders();
    act(() => {
      saveOpenTabs(store);
      store.update((current) => ({ ...current, themeMode: 'dark' }));
    });
    expect(renders()).toBe(drawn);
    expect(hook.result.current.settings).toBe(settings);
  });
});
