// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TestProviders } from '../../../test/test-providers.js';
import { CrudSearchForm, type CrudSearchFormProps } from './CrudSearchForm.js';

function renderForm(keyword: string) {
  const onSearch = vi.fn();
  const form = (current: string) => (
    <TestProviders>
      <CrudSearchForm
        keyword={current}
        keywordPlaceholder={{ 'zh-CN': '搜索', 'en-US': 'Search' }}
        keywordMaxLength={100}
        filterFields={[]}
        filters={{}}
        onSearch={onSearch}
        onReset={vi.fn()}
      />
    </TestProviders>
  );
  const view = render(form(keyword));
  return {
    onSearch,
    box: () => screen.getByRole<HTMLInputElement>('textbox'),
    /** The address's keyword changing, as the router reports it. */
    addressKeyword: (next: string) => view.rerender(form(next)),
  };
}

const typingPause = () =>
  act(() => {
    vi.advanceTimersByTime(400);
  });

afterEach(() => {
  vi.useRealTimers();
});

describe('CrudSearchForm', () => {
  it('keeps what is typed while the address catches up with an earlier search', () => {
    vi.useFakeTimers();
    const form = renderForm('');
    fireEvent.change(form.box(), { target: { value: 'ab' } });
    typingPause();
    expect(form.onSearch).toHaveBeenLastCalledWith('ab', {}, { replace: false });

    fireEvent.change(form.box(), { target: { value: 'abc' } });
    // The page's loader held the address back: it shows the first search only now.
    form.addressKeyword('ab');
    expect(form.box().value).toBe('abc');
    typingPause();
    expect(form.onSearch).toHaveBeenLastCalledWith('abc', {}, { replace: true });
  });

  it('shows a keyword set from elsewhere, and drops the search still waiting on typing', () => {
    vi.useFakeTimers();
    const form = renderForm('ab');
    fireEvent.change(form.box(), { target: { value: 'abx' } });
    form.addressKeyword('');
    expect(form.box().value).toBe('');
    typingPause();
    expect(form.onSearch).not.toHaveBeenCalled();
  });

  it('makes one history entry of a burst of typing, and Enter settles it in place', () => {
    vi.useFakeTimers();
    const form = renderForm('');
    const replaced = () => form.onSearch.mock.calls.map(([, , change]) => change?.replace);
    fireEvent.change(form.box(), { target: { value: 'a' } });
    typingPause();
    fireEvent.change(form.box(), { target: { value: 'ad' } });
    typingPause();
    fireEvent.change(form.box(), { target: { value: 'adm' } });
    typingPause();
    fireEvent.submit(form.box());
    // Typed on after Enter: a new search, a new entry.
    fireEvent.change(form.box(), { target: { value: 'admin' } });
    typingPause();
    expect(replaced()).toEqual([false, true, true, true, false]);
  });
});

/** The form with filters and no keyword box, in English. */
function renderFilters(
  filterFields: CrudSearchFormProps['filterFields'],
  filters: CrudSearchFormProps['filters'],
) {
  const onSearch = vi.fn();
  render(
    <TestProviders locale="en-US">
      <CrudSearchForm
        keyword=""
        keywordPlaceholder={false}
        keywordMaxLength={100}
        filterFields={filterFields}
        filters={filters}
        onSearch={onSearch}
        onReset={vi.fn()}
      />
    </TestProviders>,
  );
  return onSearch;
}

describe('CrudSearchForm with a whole-number filter', () => {
  it('shows the value while the number input loads, then filters on what is typed', async () => {
    const onSearch = renderFilters(
      [
        {
          key: 'authorId',
          label: { 'zh-CN': '作者 ID', 'en-US': 'Author ID' },
          valueType: 'integer',
        },
      ],
      { authorId: 7 },
    );
    const box = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Author ID' });
    expect(box().value).toBe('7');
    // The number input, once its code is here: it takes input.
    await waitFor(() => expect(box().readOnly).toBe(false));
    expect(box().value).toBe('7');
    fireEvent.change(box(), { target: { value: '12' } });
    expect(onSearch).toHaveBeenLastCalledWith('', { authorId: 12 }, { replace: false });
    fireEvent.change(box(), { target: { value: '0' } });
    expect(onSearch).toHaveBeenLastCalledWith('', { authorId: undefined }, { replace: false });
  });
});

describe('CrudSearchForm with a filter of options', () => {
  const statusField = {
    key: 'status',
    label: { 'zh-CN': '状态', 'en-US': 'Status' },
    options: [
      { value: 'on', label: { 'zh-CN': '启用', 'en-US': 'Enabled' } },
      { value: 'off', label: { 'zh-CN': '停用', 'en-US': 'Disabled' } },
    ],
  };
  const renderFiltered = (filters: Partial<Record<string, string>>) => ({
    onSearch: renderFilters([statusField], filters),
    box: () => screen.getByLabelText<HTMLInputElement>('Status', { selector: 'input' }),
  });

  // The tests share the module's state: the first runs before the select's code has loaded.
  it('shows the chosen option while the select loads, then filters on another', async () => {
    const { onSearch, box } = renderFiltered({ status: 'on' });
    expect(box().value).toBe('Enabled');
    // The select, once its code is here: it opens a list of options.
    await waitFor(() => expect(box().getAttribute('aria-haspopup')).toBe('listbox'));
    expect(box().value).toBe('Enabled');
    fireEvent.click(box());
    fireEvent.click(await screen.findByRole('option', { name: 'Disabled' }));
    expect(onSearch).toHaveBeenLastCalledWith('', { status: 'off' }, { replace: false });
  });

  it('draws no filter until the filters are first unfolded', async () => {
    renderFiltered({});
    expect(screen.queryByLabelText('Status')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show filters' }));
    expect(await screen.findByLabelText('Status')).toBeTruthy();
  });
});
