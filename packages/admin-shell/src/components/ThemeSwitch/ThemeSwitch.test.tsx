// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeMatchMedia } from '../../../test/match-media.js';
import { jsdomTheme, TestI18n } from '../../../test/test-providers.js';
import { AdminThemeProvider } from '../AdminThemeProvider/AdminThemeProvider.js';
import { ThemeSwitch } from './ThemeSwitch.js';

function renderSwitch() {
  render(
    <TestI18n>
      <AdminThemeProvider theme={jsdomTheme}>
        <ThemeSwitch />
      </AdminThemeProvider>
    </TestI18n>,
  );
}

/** Opens the switch's menu and gives its entries, once they can be seen. */
async function openMenu() {
  fireEvent.click(screen.getByRole('button', { name: '切换主题' }));
  return screen.findAllByRole('menuitem');
}

/** Picks `name` from the menu, and waits for the menu to close. */
async function choose(name: string) {
  fireEvent.click(screen.getByRole('button', { name: '切换主题' }));
  fireEvent.click(await screen.findByRole('menuitem', { name }));
  await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
}

/** The entries marked as the person's choice; leaves the menu open. */
async function currentChoice() {
  const items = await openMenu();
  return items
    .filter((item) => item.getAttribute('aria-current') === 'true')
    .map((item) => item.textContent);
}

const isDark = () => document.documentElement.classList.contains('dark');
const defaultMatchMedia = window.matchMedia;

afterEach(() => {
  localStorage.clear();
  document.documentElement.className = '';
  window.matchMedia = defaultMatchMedia;
});

describe('ThemeSwitch', () => {
  it('starts light, with light marked as the choice', async () => {
    renderSwitch();
    expect(isDark()).toBe(false);
    expect(await currentChoice()).toEqual(['亮色']);
  });

  it('turns the page dark and back', async () => {
    renderSwitch();
    await choose('暗色');
    expect(isDark()).toBe(true);
    expect(await currentChoice()).toEqual(['暗色']);
    await choose('亮色');
    expect(isDark()).toBe(false);
  });

  it("follows the system's preference", async () => {
    window.matchMedia = fakeMatchMedia(true);
    renderSwitch();
    await choose('跟随系统');
    expect(isDark()).toBe(true);
    expect(await currentChoice()).toEqual(['跟随系统']);
  });
});
