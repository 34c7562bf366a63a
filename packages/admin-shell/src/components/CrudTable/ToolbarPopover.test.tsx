// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TestProviders } from '../../../test/test-providers.js';
import { loadOverlays } from '../DeferredOverlays/load-overlays.js';
import { ToolbarPopover } from './ToolbarPopover.js';

function renderPopover() {
  render(
    <TestProviders>
      <ToolbarPopover label="Density" icon="D">
        <button type="button">Compact</button>
      </ToolbarPopover>
    </TestProviders>,
  );
  return screen.getByRole('button', { name: 'Density' });
}

// The tests share the module's state: the first runs before the popover's code has loaded.
describe('ToolbarPopover', () => {
  it('shows its button at once, and opens the panel on the first press, focus inside', async () => {
    const button = renderPopover();
    expect(button.getAttribute('aria-haspopup')).toBe('dialog');
    expect(screen.queryByRole('dialog')).toBeNull();

    button.focus();
    fireEvent.click(button);
    const panel = await screen.findByRole('dialog', { name: 'Density' });
    expect(screen.getByRole('button', { name: 'Compact' })).toBeTruthy();
    // The panel keeps the focus inside until it closes, not on a button that left the page.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(panel.contains(document.activeElement)).toBe(true);
  });

  it('is the popover itself once its code is here, closed until pressed', async () => {
    await loadOverlays();
    const button = renderPopover();
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(button);
    expect(await screen.findByRole('dialog', { name: 'Density' })).toBeTruthy();
  });
});
