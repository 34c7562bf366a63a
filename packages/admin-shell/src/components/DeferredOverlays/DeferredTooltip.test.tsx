// @vitest-environment jsdom
import { ActionIcon } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TestProviders } from '../../../test/test-providers.js';
import { DeferredTooltip } from './DeferredTooltip.js';
import { loadOverlays } from './load-overlays.js';

describe('DeferredTooltip', () => {
  it('keeps focus on its element when the tooltip code arrives and replaces it', async () => {
    render(
      <TestProviders>
        <DeferredTooltip label="Documentation">
          <ActionIcon aria-label="Docs">D</ActionIcon>
        </DeferredTooltip>
      </TestProviders>,
    );
    const plain = screen.getByRole('button', { name: 'Docs' });
    plain.focus();
    await act(() => loadOverlays());
    const wrapped = screen.getByRole('button', { name: 'Docs' });
    expect(wrapped).not.toBe(plain);
    expect(document.activeElement).toBe(wrapped);
  });
});
