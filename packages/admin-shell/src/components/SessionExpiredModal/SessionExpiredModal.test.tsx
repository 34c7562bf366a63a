// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SessionEndsOverWork } from './SessionExpiredModal.fixtures.js';

describe('SessionExpiredModal', () => {
  it('asks to sign in again over the page, and the refused save goes through after', async () => {
    render(<SessionEndsOverWork />);
    const dialog = within(await screen.findByRole('dialog', { name: '登录已过期' }));
    expect(dialog.getByText(/你的修改仍在页面上/)).toBeTruthy();
    // Only an answer closes it.
    expect(dialog.queryByRole('button', { name: /关闭|Close/ })).toBeNull();
    fireEvent.keyDown(dialog.getByLabelText('Password'), { key: 'Escape' });
    expect(screen.getByRole('dialog', { name: '登录已过期' })).toBeTruthy();
    expect(screen.getByText('Half-written note')).toBeTruthy();

    fireEvent.change(dialog.getByLabelText('Password'), { target: { value: 'pw' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('saved'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('gives the work up for the sign-in page when the person chooses to', async () => {
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
    render(<SessionEndsOverWork />);
    const dialog = within(await screen.findByRole('dialog', { name: '登录已过期' }));
    fireEvent.click(dialog.getByRole('button', { name: '前往登录页（放弃未保存的修改）' }));
    await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('given up'));
    expect(assign).toHaveBeenCalledWith(expect.stringMatching(/^\/login\?redirect=.*&expired=1$/));
    vi.restoreAllMocks();
  });
});
