// @vitest-environment jsdom
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { TestProviders } from '../../../test/test-providers.js';
import { markNetworkFailure } from '../../core/app/stale-code.js';
import { ErrorBoundary } from './ErrorBoundary.js';
import { ErrorScreen } from './ErrorScreen.js';

beforeEach(() => {
  // React reports every error a boundary catches; here they are expected.
  const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  return () => consoleError.mockRestore();
});

describe('ErrorScreen', () => {
  it('shows the title, the message and a retry button, in Chinese by default', () => {
    const reset = vi.fn();
    render(
      <TestProviders>
        <ErrorScreen error={new Error('Request failed with status code 502')} reset={reset} />
      </TestProviders>,
    );
    const alert = screen.getByRole('alert');
    expect(screen.getByRole('heading', { name: '出错了' })).toBeTruthy();
    expect(alert.textContent).toContain('Request failed with status code 502');
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(reset).toHaveBeenCalledOnce();
  });

  it('speaks English when the app does', () => {
    render(
      <TestProviders locale="en-US">
        <ErrorScreen error="offline" reset={() => undefined} />
      </TestProviders>,
    );
    expect(screen.getByRole('heading', { name: 'Something went wrong.' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('offers no retry without reset', () => {
    render(
      <TestProviders>
        <ErrorScreen error="offline" />
      </TestProviders>,
    );
    expect(screen.getByRole('alert').textContent).toContain('offline');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it.each([
    ['a string', 'Network Error', 'Network Error'],
    ['an Error without a message', new TypeError(), 'TypeError'],
    ['anything else', 42, '42'],
  ])('describes %s', (_, error, text) => {
    render(
      <TestProviders>
        <ErrorScreen error={error} />
      </TestProviders>,
    );
    expect(screen.getByRole('alert').textContent).toContain(text);
  });

  it("says the site was updated when a page's code is gone, and reloads instead of retrying", () => {
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    const reset = vi.fn();
    const gone = new TypeError(
      'Failed to fetch dynamically imported module: https://x.test/assets/articles-1a2b.js',
    );
    render(
      <TestProviders locale="en-US">
        <ErrorScreen error={gone} reset={reset} />
      </TestProviders>,
    );
    expect(screen.getByRole('heading', { name: 'The site was updated' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).not.toContain('dynamically imported');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Reload the page' }));
    expect(reload).toHaveBeenCalledOnce();
    expect(reset).not.toHaveBeenCalled();
  });

  it("offers the retry once the page's code is known to have failed on its own version", () => {
    const reset = vi.fn();
    const failed = new TypeError(
      'Failed to fetch dynamically imported module: https://x.test/assets/articles-1a2b.js',
    );
    render(
      <TestProviders>
        <ErrorScreen error={failed} reset={reset} />
      </TestProviders>,
    );
    expect(screen.getByRole('heading', { name: '系统已更新' })).toBeTruthy();
    // What the recovery finds when the version deployed is still the page's own.
    act(() => markNetworkFailure(failed));
    expect(screen.getByRole('heading', { name: '出错了' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('articles-1a2b.js');
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(reset).toHaveBeenCalledOnce();
  });

  it('takes its own title', () => {
    render(
      <TestProviders>
        <ErrorScreen error="offline" title="The report could not load" />
      </TestProviders>,
    );
    expect(screen.getByRole('heading', { name: 'The report could not load' })).toBeTruthy();
  });

  it("serves as a TanStack Router route's errorComponent", async () => {
    // The router warns of the error it caught.
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    onTestFinished(() => warn.mockRestore());
    const rootRoute = createRootRoute({
      component: () => {
        throw new Error('The page broke');
      },
      errorComponent: ErrorScreen,
    });
    const router = createRouter({
      routeTree: rootRoute,
      history: createMemoryHistory({ initialEntries: ['/'] }),
    });
    render(
      <TestProviders>
        <RouterProvider router={router} />
      </TestProviders>,
    );
    expect((await screen.findByRole('alert')).textContent).toContain('The page broke');
    expect(screen.getByRole('button', { name: '重试' })).toBeTruthy();
  });
});

/** Throws while `failing.current` is true, else says it is fine. */
function Fragile({ failing }: { failing: { current: boolean } }) {
  if (failing.current) throw new Error('Fragile broke');
  return <p>all good</p>;
}

/** A page whose path feeds the boundary's reset keys, and that can re-render on demand. */
function Page({ failing }: { failing: { current: boolean } }) {
  const [path, setPath] = useState('/a');
  const [renders, setRenders] = useState(0);
  return (
    <>
      <button type="button" onClick={() => setRenders(renders + 1)}>
        render again
      </button>
      <button type="button" onClick={() => setPath('/b')}>
        go to b
      </button>
      {/* A new array on every render, with the same path in it until the path changes. */}
      <ErrorBoundary resetKeys={[path]}>
        <Fragile failing={failing} />
      </ErrorBoundary>
    </>
  );
}

describe('ErrorBoundary', () => {
  it('shows the error screen in place of children that throw, and retry renders them again', () => {
    const failing = { current: true };
    render(
      <TestProviders>
        <ErrorBoundary>
          <Fragile failing={failing} />
        </ErrorBoundary>
      </TestProviders>,
    );
    expect(screen.queryByText('all good')).toBeNull();
    expect(screen.getByRole('alert').textContent).toContain('Fragile broke');
    failing.current = false;
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(screen.getByText('all good')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('renders the children again when a reset key changes, not when the keys stay equal', () => {
    const failing = { current: true };
    render(
      <TestProviders>
        <Page failing={failing} />
      </TestProviders>,
    );
    expect(screen.getByRole('alert')).toBeTruthy();
    failing.current = false;
    fireEvent.click(screen.getByRole('button', { name: 'render again' }));
    expect(screen.getByRole('alert')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'go to b' }));
    expect(screen.getByText('all good')).toBeTruthy();
  });

  it('shows the given fallback instead', () => {
    render(
      <TestProviders>
        <ErrorBoundary
          fallback={({ error }) => <p>Could not show this: {(error as Error).message}</p>}
        >
          <Fragile failing={{ current: true }} />
        </ErrorBoundary>
      </TestProviders>,
    );
    expect(screen.getByText('Could not show this: Fragile broke')).toBeTruthy();
  });
});
