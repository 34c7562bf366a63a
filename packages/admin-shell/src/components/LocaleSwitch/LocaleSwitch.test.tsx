// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TestProviders } from '../../../test/test-providers.js';
import { useI18n } from '../../core/i18n/i18n-context.js';
import { LocaleSwitch } from './LocaleSwitch.js';

function LogoutLabel() {
  return <p>{useI18n().t('user.logout')}</p>;
}

function renderSwitch() {
  return render(
    <TestProviders>
      <LocaleSwitch />
      <LogoutLabel />
    </TestProviders>,
  );
}

/** Opens the menu through whichever language the button speaks now; gives its entries. */
async function openMenu() {
  fireEvent.click(screen.getByRole('button', { name: /^(语言|Language)$/ }));
  return screen.findAllByRole('menuitem');
}

function currentChoices(items: HTMLElement[]) {
  return items
    .filter((item) => item.getAttribute('aria-current') === 'true')
    .map((item) => item.textContent);
}

afterEach(() => {
  localStorage.clear();
  document.documentElement.lang = '';
});

describe('LocaleSwitch', () => {
  it('lists each language in its own name, the current one marked', async () => {
    renderSwitch();
    const items = await openMenu();
    expect(items.map((item) => [item.textContent, item.getAttribute('lang')])).toEqual([
      ['简体中文', 'zh-CN'],
      ['English', 'en-US'],
    ]);
    expect(currentChoices(items)).toEqual(['简体中文']);
  });

  it('switches the texts and <html lang> to English, and remembers the choice', async () => {
    const first = renderSwitch();
    expect(screen.getByText('退出登录')).toBeTruthy();
    await openMenu();
    fireEvent.click(screen.getByRole('menuitem', { name: 'English' }));
    expect(screen.getByText('log out')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Language' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('en-US');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(currentChoices(await openMenu())).toEqual(['English']);
    first.unmount();

    renderSwitch();
    expect(screen.getByText('log out')).toBeTruthy();
  });
});
