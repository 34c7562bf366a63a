// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TestProviders } from '../../../test/test-providers.js';
import { FullScreenLoader } from './FullScreenLoader.js';

describe('FullScreenLoader', () => {
  it('says, politely, that resources are loading, in Chinese by default', () => {
    render(
      <TestProviders>
        <FullScreenLoader />
      </TestProviders>,
    );
    const status = screen.getByRole('status');
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(screen.getByText('资源加载中...')).toBeTruthy();
    expect(status.textContent).toContain('资源加载中...');
  });

  it('speaks English when the app does', () => {
    render(
      <TestProviders locale="en-US">
        <FullScreenLoader />
      </TestProviders>,
    );
    expect(screen.getByRole('status').textContent).toContain('resources loading...');
  });

  it('shows the given label instead', () => {
    render(
      <TestProviders>
        <FullScreenLoader label="Preparing your report…" />
      </TestProviders>,
    );
    expect(screen.getByRole('status').textContent).toContain('Preparing your report…');
    expect(screen.queryByText('资源加载中...')).toBeNull();
  });

  it('covers the whole viewport', () => {
    render(
      <TestProviders>
        <FullScreenLoader />
      </TestProviders>,
    );
    const { style } = screen.getByRole('status');
    expect(style.position).toBe('fixed');
    expect(Number.parseFloat(style.inset)).toBe(0);
    expect(style.background).toBe('var(--mantine-color-body)');
  });
});
