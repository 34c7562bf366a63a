// @vitest-environment jsdom
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TestProviders } from '../../../test/test-providers.js';
import { ExceptionResult } from './ExceptionResult.js';

describe('ExceptionResult', () => {
  it.each([
    [403, '抱歉，您无权访问此页面'],
    [404, '抱歉，您访问的页面不存在'],
    [500, '抱歉，服务器出错了'],
  ] as const)('shows %i with its Chinese text and a way home by default', async (status, text) => {
    render(
      <TestProviders>
        <ExceptionResult status={status} />
      </TestProviders>,
    );
    const section = screen.getByRole('region', { name: String(status) });
    expect(screen.getByRole('heading', { name: String(status) })).toBeTruthy();
    expect(section.textContent).toContain(text);
    expect(screen.getByRole('link', { name: '返回首页' }).getAttribute('href')).toBe('/');
    // The drawing loads apart from the entry.
    await waitFor(() =>
      expect(section.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true'),
    );
  });

  it('speaks English when the app does', () => {
    render(
      <TestProviders locale="en-US">
        <ExceptionResult status={404} />
      </TestProviders>,
    );
    expect(screen.getByText('Sorry, the page you visited does not exist')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back home' })).toBeTruthy();
  });

  it('takes its own title, description and home', () => {
    render(
      <TestProviders>
        <ExceptionResult
          status={403}
          title="Admins only"
          description="Ask an admin for access."
          homeHref="/dashboard"
        />
      </TestProviders>,
    );
    expect(screen.getByRole('region', { name: 'Admins only' }).textContent).toContain(
      'Ask an admin for access.',
    );
    expect(screen.queryByText('抱歉，您无权访问此页面')).toBeNull();
    expect(screen.getByRole('link', { name: '返回首页' }).getAttribute('href')).toBe('/dashboard');
  });

  it('shows extra in place of the back-home button', () => {
    render(
      <TestProviders>
        <ExceptionResult status={500} extra={<button type="button">Reload</button>} />
      </TestProviders>,
    );
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('goes home by the router, without reloading the page, inside a TanStack Router', async () => {
    const rootRoute = createRootRoute({
      notFoundComponent: () => (
        <TestProviders>
          <ExceptionResult status={404} />
        </TestProviders>
      ),
    });
    const router = createRouter({
      routeTree: rootRoute,
      history: createMemoryHistory({ initialEntries: ['/missing'] }),
    });
    render(<RouterProvider router={router} />);
    const home = await screen.findByRole('link', { name: '返回首页' });
    // fireEvent returns false when the click's default, a page load, was prevented.
    expect(fireEvent.click(home)).toBe(false);
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
