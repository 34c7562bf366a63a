// @vitest-environment jsdom
import { render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TestProviders } from '../../../test/test-providers.js';
import { BookTableStage, createBookApi, sampleBooks } from './CrudTable.fixtures.js';

afterEach(() => {
  vi.restoreAllMocks();
});

// A page's first Intl formatter loads the browser's locale data: 15-20 ms on a desktop core,
// inside the render that first draws the rows.
describe('CrudTable’s dates', () => {
  it('are written numerically in the reader’s zone without building an Intl formatter', async () => {
    const built = vi.spyOn(Intl, 'DateTimeFormat');
    render(
      <TestProviders>
        <BookTableStage api={createBookApi(sampleBooks(3))} />
      </TestProviders>,
    );
    const table = await screen.findByRole('table', { name: '图书' });
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1));
    expect(within(table).getAllByText(/^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}$/).length).toBeGreaterThan(
      0,
    );
    expect(built).not.toHaveBeenCalled();
  });
});
