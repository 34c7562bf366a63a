// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BooksApp } from './AdminApp.fixtures.js';

afterEach(() => localStorage.clear());

describe('AdminApp', () => {
  it('knows who is signed in and gives the tables their data provider', async () => {
    render(<BooksApp books={12} />);
    expect(await screen.findByText('Signed in as Ada')).toBeTruthy();
    const table = await screen.findByRole('table', { name: '图书' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(11));
    expect(screen.getByTestId('crud-total').textContent).toBe('共 12 条');
  });

  it("tells the person through the app's notifier", async () => {
    const notify = vi.fn();
    render(<BooksApp books={3} notifier={{ notify }} />);
    const table = await screen.findByRole('table', { name: '图书' });
    fireEvent.click(await within(table).findByRole('button', { name: '删除 Book 001' }));
    const confirm = await screen.findByRole('dialog', { name: '删除图书' });
    fireEvent.click(within(confirm).getByRole('button', { name: '删除' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({ kind: 'success', message: '已删除“Book 001”' }),
    );
  });
});
