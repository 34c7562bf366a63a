// @vitest-environment jsdom
import { Button, useMantineTheme } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeMatchMedia } from '../../../test/match-media.js';
import { AdminThemeProvider, useThemeMode } from './AdminThemeProvider.js';
import { themeScript, themeStorageKey } from './theme-script.js';

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
  it('uses primary #2166f7, radius 10 and the spec breakpoints', () => {
    render(
      <AdminThemeProvider>
        <ModeProbe />
      </AdminThemeProvider>,
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
    );
    expect(document.documentElement.classList.contains('dark')).toBe(false);
    act(() => screen.getByText('dark').click());
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    expect(localStorage.getItem(themeStorageKey)).toBe('dark');
    first.unmount();

    render(
      <AdminThemeProvider>
        <ModeProbe />
      </AdminThemeProvider>,
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
    );
    act(() => screen.getByText('auto').click());
    expect(screen.getByTestId('mode').textContent).toBe('auto/dark');
    expect(document.documentElement.classList.contains('dark')).toBe(true);
  });
});

describe('themeScript', () => {
  it('paints the stored theme before React starts', () => {
    localStorage.setItem(themeStorageKey, 'dark');
    new Function(themeScript())();
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    expect(document.documentElement.getAttribute('data-mantine-color-scheme')).toBe('dark');
  });

  it('resolves auto through the system preference, and ignores junk in storage', () => {
    prefersDark(true);
    localStorage.setItem(themeStorageKey, 'auto');
    new Function(themeScript())();
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    localStorage.setItem(themeStorageKey, '<script>');
    new Function(themeScript({ defaultMode: 'light' }))();
    expect(document.documentElement.classList.contains('dark')).toBe(false);
  });
});
