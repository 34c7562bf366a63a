// @vitest-environment jsdom
import { Button, Drawer, Modal, useMantineTheme } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { act, render, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { anotherTabWrites } from '../../../test/another-tab.js';
import { fakeMatchMedia } from '../../../test/match-media.js';
import { preferencesInMemory, saveOpenTabs } from '../../../test/preferences-in-memory.js';
import { PreferencesProvider } from '../../core/preferences/PreferencesProvider.js';
import { preferencesStorageKey } from '../../core/preferences/storage-key.js';
import { themeScript } from '../../core/theme/theme-script.js';
import { AdminThemeProvider, useThemeMode } from './AdminThemeProvider.js';

const storeMode = (mode: string) =>
  localStorage.setItem(preferencesStorageKey, JSON.stringify({ themeMode: mode }));

function ModeProbe() {
  const { mode, resolved, setMode } = useThemeMode();
  const theme = useMantineTheme();
  return (
    <div>
      <p data-testid="mode">{`${mode}/${resolved}`}</p>
      <p data-testid="primary">{theme.colors[theme.primaryColor]?.[6]}</p>
      <p data-testid="radius">{String(theme.defaultRadius)}</p>
      <p data-testid="md">{theme.breakpoints.md}</p>
      <Button onClick={() => setMode('dark')}>dark</Button>
      <Button onClick={() => setMode('light')}>light</Button>
      <Button onClick={() => setMode('auto')}>auto</Button>
    </div>
  );
}

function prefersDark(dark: boolean) {
  window.matchMedia = fakeMatchMedia(dark);
}

afterEach(() => {
  localStorage.clear();
  document.documentElement.className = '';
  document.documentElement.removeAttribute('data-mantine-color-scheme');
  prefersDark(false);
});

describe('AdminThemeProvider', () => {
  it('is drawn again for a change of colour, not for a change of the open tabs', () => {
    const { store, wrapper } = preferencesInMemory();
    let commits = 0;
    render(
      <Profiler id="theme" onRender={() => (commits += 1)}>
        <AdminThemeProvider withNotifications={false}>
          <ModeProbe />
        </AdminThemeProvider>
      </Profiler>,
      { wrapper },
    );
    const first = commits;
    act(() => saveOpenTabs(store));
    expect(commits).toBe(first);
    act(() => store.update((current) => ({ ...current, primaryColor: 'teal' })));
    expect(commits).toBeGreaterThan(first);
    expect(screen.getByTestId('primary').textContent).not.toBe('#2166f7');
  });

  it('uses primary #2166f7, radius 10 and the spec breakpoints', () => {
    render(
      <AdminThemeProvider>
        <ModeProbe />
      </AdminThemeProvider>,
      { wrapper: PreferencesProvider },
    );
    expect(screen.getByTestId('primary').textContent).toBe('#2166f7');
    expect(screen.getByTestId('radius').textContent).toBe('10');
    expect(screen.getByTestId('md').textContent).toBe('62em');
  });

  it('adds and removes the dark class on <html>, and keeps the choice across a reload', () => {
    const first = render(
      <AdminThemeProvider>
        <ModeProbe />
      </AdminThemeProvider>,
      { wrapper: PreferencesProvider },
    );
    expect(document.documentElement.classList.contains('dark')).toBe(false);
    act(() => screen.getByText('dark').click());
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    expect(JSON.parse(localStorage.getItem(preferencesStorageKey) ?? '{}')).toEqual({
      themeMode: 'dark',
    });
    first.unmount();

    render(
      <AdminThemeProvider>
        <ModeProbe />
      </AdminThemeProvider>,
      { wrapper: PreferencesProvider },
    );
    expect(screen.getByTestId('mode').textContent).toBe('dark/dark');
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    act(() => screen.getByText('light').click());
    expect(document.documentElement.classList.contains('dark')).toBe(false);
  });

  it('follows the system in auto mode', () => {
    prefersDark(true);
    render(
      <AdminThemeProvider>
        <ModeProbe />
      </AdminThemeProvider>,
      { wrapper: PreferencesProvider },
    );
    act(() => screen.getByText('auto').click());
    expect(screen.getByTestId('mode').textContent).toBe('auto/dark');
    expect(document.documentElement.classList.contains('dark')).toBe(true);
  });
});

/** Long enough for the lazy toast container to arrive and render, were it asked for. */
async function settleLazyImports() {
  await act(async () => {
    await import('@mantine/notifications');
    for (let round = 0; round < 5; round += 1) await Promise.resolve();
  });
}

describe('AdminThemeProvider across tabs', () => {
  it("follows another tab's switch, and its reset", () => {
    render(
      <AdminThemeProvider>
        <ModeProbe />
      </AdminThemeProvider>,
      { wrapper: PreferencesProvider },
    );
    act(() => anotherTabWrites(JSON.stringify({ themeMode: 'dark' })));
    expect(screen.getByTestId('mode').textContent).toBe('dark/dark');
    expect(document.documentElement.classList.contains('dark')).toBe(true);

    act(() => anotherTabWrites(null));
    expect(screen.getByTestId('mode').textContent).toBe('light/light');
    expect(localStorage.getItem(preferencesStorageKey)).toBeNull();
  });
});

describe('AdminThemeProvider toasts', () => {
  afterEach(() => {
    act(() => notifications.clean());
    vi.useRealTimers();
  });

  it('mounts the toast container only once the page has loaded and gone idle', async () => {
    vi.useFakeTimers();
    render(
      <AdminThemeProvider>
        <p>page</p>
      </AdminThemeProvider>,
      { wrapper: PreferencesProvider },
    );
    await settleLazyImports();
    expect(document.querySelector('.mantine-Notifications-root')).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(250);
    });
    vi.useRealTimers();
    await vi.waitFor(() =>
      expect(document.querySelector('.mantine-Notifications-root')).not.toBeNull(),
    );
  });

  it('shows a toast raised before then at once', async () => {
    vi.useFakeTimers();
    render(
      <AdminThemeProvider>
        <p>page</p>
      </AdminThemeProvider>,
      { wrapper: PreferencesProvider },
    );
    act(() => {
      notifications.show({ message: '请求失败！' });
    });
    await settleLazyImports();
    expect(screen.getByText('请求失败！')).toBeTruthy();
    // Its close button named, as the theme gives every toast's (in the page's language in an app).
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
  });
});

describe('AdminThemeProvider dialogs', () => {
  it("leaves the page's header its only banner landmark while a modal and a drawer are open", async () => {
    render(
      <AdminThemeProvider theme={{ components: { Button: { defaultProps: { size: 'xs' } } } }}>
        <header>The page's header</header>
        <Modal opened onClose={() => undefined} title="Edit user">
          Form
        </Modal>
        <Drawer opened onClose={() => undefined} title="Layout settings">
          Settings
        </Drawer>
      </AdminThemeProvider>,
      { wrapper: PreferencesProvider },
    );
    expect(await screen.findByRole('dialog', { name: 'Edit user' })).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Layout settings' })).toBeTruthy();
    expect(screen.getAllByRole('banner').map((banner) => banner.textContent)).toEqual([
      "The page's header",
    ]);
  });
});

describe('themeScript', () => {
  it('paints the stored theme before React starts', () => {
    storeMode('dark');
    new Function(themeScript())();
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    expect(document.documentElement.getAttribute('data-mantine-color-scheme')).toBe('dark');
  });

  it('resolves auto through the system preference, and ignores junk in storage', () => {
    prefersDark(true);
    storeMode('auto');
    new Function(themeScript())();
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    storeMode('<script>');
    new Function(themeScript({ defaultMode: 'light' }))();
    expect(document.documentElement.classList.contains('dark')).toBe(false);
  });
});
