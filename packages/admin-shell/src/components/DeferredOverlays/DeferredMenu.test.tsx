// @vitest-environment jsdom
import { ActionIcon } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TestProviders } from '../../../test/test-providers.js';
import { DeferredMenu } from './DeferredMenu.js';
import { DeferredTooltip } from './DeferredTooltip.js';
import { loadOverlays } from './load-overlays.js';

function renderMenu() {
  render(
    <TestProviders>
      <DeferredTooltip label="Pick a fruit">
        <ActionIcon aria-label="Fruit">F</ActionIcon>
      </DeferredTooltip>
      <DeferredMenu
        target={<ActionIcon aria-label="Fruits">F</ActionIcon>}
        dropdown={({ Menu }) => (
          <>
            <Menu.Item>Apple</Menu.Item>
            <Menu.Item>Pear</Menu.Item>
          </>
        )}
      />
    </TestProviders>,
  );
}

// The tests share the module's state: the first runs before the menus' code has loaded.
describe('DeferredMenu', () => {
  it('shows its button at once, and opens the menu on the first press, focus kept', async () => {
    renderMenu();
    const button = screen.getByRole('button', { name: 'Fruits' });
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(screen.queryByRole('menu')).toBeNull();

    button.focus();
    fireEvent.click(button);
    expect(await screen.findByRole('menuitem', { name: 'Apple' })).toBeTruthy();
    // A new button stands where the plain one stood: focus went on to the menu as it does when
    // a loaded menu opens, not back to the page.
    expect(document.activeElement).not.toBe(document.body);
    expect(document.activeElement?.closest('[data-menu-dropdown]')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Fruit' })).toBeTruthy();
  });

  it('renders the menu itself once its code is here, closed until asked', async () => {
    await loadOverlays();
    renderMenu();
    const button = screen.getByRole('button', { name: 'Fruits' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('menu')).toBeNull();
    button.focus();
    fireEvent.click(button);
    expect(await screen.findByRole('menuitem', { name: 'Pear' })).toBeTruthy();
    expect(document.activeElement?.closest('[data-menu-dropdown]')).not.toBeNull();
  });
});
