// @vitest-environment jsdom
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import preview from '../../../.storybook/preview.js';
import * as accessGuard from '../src/components/AccessGuard/AccessGuard.story.js';
import * as versionNotice from '../src/components/VersionNotice/VersionNotice.story.js';
import * as theme from '../src/core/theme/AdminThemeProvider.story.js';

// The stories are the fixtures: rendered here with Storybook's own decorators and providers.
// Set before composeStories runs, which is when the describe blocks are collected.
setProjectAnnotations(preview);

describe('AccessGuard stories', () => {
  const stories = composeStories(accessGuard);

  it('shows the protected text to an admin', () => {
    render(<stories.Allowed />);
    expect(screen.getByText('Only admins can see this text.')).toBeTruthy();
  });

  it('shows the 403 result, in Chinese by default, to a user', () => {
    render(<stories.Forbidden />);
    expect(screen.queryByText('Only admins can see this text.')).toBeNull();
    expect(screen.getByRole('region', { name: '403' }).textContent).toContain(
      '抱歉，您无权访问此页面',
    );
  });

  it('shows the fallback when one is given', () => {
    render(<stories.WithFallback />);
    expect(screen.getByText('Ask an admin to do this for you.')).toBeTruthy();
  });
});

describe('VersionNotice stories', () => {
  const stories = composeStories(versionNotice);

  it('shows the notice once the server reports another version', async () => {
    render(<stories.NewVersion />);
    expect(await screen.findByText('系统版本更新通知', {}, { timeout: 3000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: '立即刷新' })).toBeTruthy();
  });

  it('shows the English texts the app passes', async () => {
    render(<stories.English />);
    expect(await screen.findByText('New version available', {}, { timeout: 3000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Later' })).toBeTruthy();
  });
});

describe('AdminThemeProvider stories', () => {
  const stories = composeStories(theme);

  it('switches to dark from the story control', async () => {
    render(<stories.Palette />);
    expect(screen.getByText('light')).toBeTruthy();
    act(() => screen.getByText('暗色').click());
    expect(await screen.findByText('dark')).toBeTruthy();
    expect(document.documentElement.classList.contains('dark')).toBe(true);
  });
});
