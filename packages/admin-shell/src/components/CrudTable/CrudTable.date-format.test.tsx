// @vitest-environment jsdom
import { render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TestProviders } from '../../../test/test-providers.js';
import { crudDateFormat } from '../../core/crud/crud-date-format.js';
import { BookTableStage, createBookApi, sampleBooks } from './CrudTable.fixtures.js';

vi.mock('../../core/crud/crud-date-format.js', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../core/crud/crud-date-format.js')>();
  return { crudDateFormat: vi.fn(original.crudDateFormat) };
});

function renderTable(api: ReturnType<typeof createBookApi>) {
  return render(
    <TestProviders>
      <BookTableStage api={api} />
    </TestProviders>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(crudDateFormat).mockClear();
});

// A page's first Intl formatter loads the locale's data: about 100 ms on a phone, which the
// render that first draws the page should not pay.
describe('CrudTable’s date format', () => {
  it('is built in an idle moment while the rows are on their way, not as the page is drawn', async () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    renderTable(createBookApi([], { neverList: true }));
    await screen.findByRole('table', { name: '图书' });
    expect(crudDateFormat).not.toHaveBeenCalled();
    expect(idle.length).toBeGreaterThan(0);
    for (const callback of idle) callback();
    expect(crudDateFormat).toHaveBeenCalledWith('zh-CN');
  });

  it('is built by the first row that shows a date, if no idle moment came first', async () => {
    vi.stubGlobal('requestIdleCallback', () => 0);
    renderTable(createBookApi(sampleBooks(3)));
    const table = await screen.findByRole('table', { name: '图书' });
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1));
    expect(crudDateFormat).toHaveBeenCalledWith('zh-CN');
    expect(within(table).getAllByText(/^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}$/).length).toBeGreaterThan(
      0,
    );
  });
});
