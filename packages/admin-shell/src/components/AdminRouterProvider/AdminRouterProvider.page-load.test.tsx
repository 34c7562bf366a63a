// @vitest-environment jsdom
// A file of its own: the page loads once per module graph, and the other files' pages have.
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { afterPageLoad } from '../../hooks/use-page-loaded/use-page-loaded.js';
import type { Person } from '../AdminApp/AdminApp.fixtures.js';
import { adaAuth, demoRouter, RouterApp, Welcome } from './AdminRouterProvider.fixtures.js';

describe('AdminRouterProvider and the page load', () => {
  it('counts the page as loaded only once its first page has been drawn', async () => {
    expect(document.readyState).toBe('complete');
    let answer: (person: Person) => void = () => undefined;
    const identity = new Promise<Person>((resolve) => {
      answer = resolve;
    });
    render(<RouterApp router={demoRouter({ page: Welcome })} auth={adaAuth(() => identity)} />);
    const loaded = vi.fn();
    afterPageLoad(loaded);
    // Well past the idle moment after the load event: the loader still stands in for the page.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(loaded).not.toHaveBeenCalled();

    answer({ name: 'Ada', access: 'admin' });
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeTruthy();
    expect(loaded).not.toHaveBeenCalled();
    await waitFor(() => expect(loaded).toHaveBeenCalledTimes(1), { timeout: 2000 });
  });
});
