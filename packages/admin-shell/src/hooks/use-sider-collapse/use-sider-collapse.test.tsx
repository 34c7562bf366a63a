// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { resetPageStateAfterEach } from '../../../test/reset-page-state.js';
import { PreferencesProvider } from '../../core/preferences/PreferencesProvider.js';
import { preferencesStorageKey } from '../../core/preferences/storage-key.js';
import { tabletQuery, useSiderCollapse } from './use-sider-collapse.js';

/** A window whose width can change during the test: only the tablet query is answered. */
function resizableWindow(tablet: boolean) {
  const listeners = new Set<(event: { matches: boolean }) => void>();
  window.matchMedia = (query: string) =>
    ({
      matches: query === tabletQuery && tablet,
      media: query,
      addEventListener: (_: string, listener: (event: { matches: boolean }) => void) => {
        if (query === tabletQuery) listeners.add(listener);
      },
      removeEventListener: (_: string, listener: (event: { matches: boolean }) => void) =>
        listeners.delete(listener),
    }) as unknown as MediaQueryList;
  return (nowTablet: boolean) => {
    tablet = nowTablet;
    act(() => {
      for (const listener of listeners) listener({ matches: nowTablet });
    });
  };
}

const wrapper = ({ children }: { children: ReactNode }) => (
  <PreferencesProvider>{children}</PreferencesProvider>
);
const stored = () => JSON.parse(localStorage.getItem(preferencesStorageKey) ?? '{}');

resetPageStateAfterEach();

describe('useSiderCollapse', () => {
  it('collapses on a tablet and expands above, until the person chooses', () => {
    resizableWindow(true);
    expect(renderHook(() => useSiderCollapse(), { wrapper }).result.current.collapsed).toBe(true);
    resizableWindow(false);
    expect(renderHook(() => useSiderCollapse(), { wrapper }).result.current.collapsed).toBe(false);
    expect(renderHook(() => useSiderCollapse(true), { wrapper }).result.current.collapsed).toBe(
      true,
    );
  });

  it("remembers the person's choice in the layout preferences, over every default", () => {
    resizableWindow(false);
    const first = renderHook(() => useSiderCollapse(), { wrapper });
    act(() => first.result.current.setCollapsed(true));
    expect(first.result.current.collapsed).toBe(true);
    expect(stored()).toEqual({ layout: { collapsed: true } });
    first.unmount();

    expect(renderHook(() => useSiderCollapse(), { wrapper }).result.current.collapsed).toBe(true);
    resizableWindow(true);
    const onTablet = renderHook(() => useSiderCollapse(false), { wrapper });
    expect(onTablet.result.current.collapsed).toBe(true);
    act(() => onTablet.result.current.setCollapsed(false));
    expect(onTablet.result.current.collapsed).toBe(false);
    expect(stored()).toEqual({ layout: { collapsed: false } });
  });

  it('forgets the choice when the window crosses into another range, before and after a reload', () => {
    const resize = resizableWindow(false);
    const { result, unmount } = renderHook(() => useSiderCollapse(), { wrapper });
    act(() => result.current.setCollapsed(true));

    resize(true);
    expect(result.current.collapsed).toBe(true);
    resize(false);
    expect(result.current.collapsed).toBe(false);
    expect(localStorage.getItem(preferencesStorageKey)).toBeNull();
    unmount();
    expect(renderHook(() => useSiderCollapse(), { wrapper }).result.current.collapsed).toBe(false);
  });
});
