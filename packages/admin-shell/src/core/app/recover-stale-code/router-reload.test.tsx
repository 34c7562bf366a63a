// @vitest-environment jsdom
import { lazyRouteComponent } from '@tanstack/react-router';
import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from '../../../components/ErrorScreen/ErrorBoundary.js';
import { holdBackRouterReload } from './router-reload.js';

let reload: ReturnType<typeof vi.fn<() => void>>;
beforeEach(() => {
  reload = vi.fn<() => void>();
  vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
  // React reports the error the boundary catches.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  sessionStorage.clear();
  vi.restoreAllMocks();
});

/** A code-split route component, as the router plugin generates it, whose chunk is gone. */
async function renderMissingRoute(error: Error) {
  const Page = lazyRouteComponent(() => Promise.reject(error), 'component');
  // The router loads a route's chunk before it renders the route.
  await Page.preload?.();
  render(
    <ErrorBoundary fallback={({ error }) => <p role="alert">{String(error)}</p>}>
      <Page />
    </ErrorBoundary>,
  );
}

// Holds the shell to the router's own mark: a router version that renames it fails here.
describe('holdBackRouterReload', () => {
  const gone = () =>
    new TypeError('Failed to fetch dynamically imported module: https://x.test/assets/a-1.js');

  it("without it, TanStack Router's lazy route reloads the page by itself", async () => {
    await renderMissingRoute(gone());
    expect(reload).toHaveBeenCalledOnce();
  });

  it('with it, the route renders its error instead, for the recovery to decide', async () => {
    const error = gone();
    holdBackRouterReload(sessionStorage, error);
    await renderMissingRoute(error);
    expect(reload).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toContain('Failed to fetch');
  });
});
