// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TestProviders } from '../../../test/test-providers.js';
import { CrudSearchForm } from './CrudSearchForm.js';

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
    expect(form.onSearch).toHaveBeenLastCalledWith('ab', {});

    fireEvent.change(form.box(), { target: { value: 'abc' } });
    // The page's loader held the address back: it shows the first search only now.
    form.addressKeyword('ab');
    expect(form.box().value).toBe('abc');
    typingPause();
    expect(form.onSearch).toHaveBeenLastCalledWith('abc', {});
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
});
