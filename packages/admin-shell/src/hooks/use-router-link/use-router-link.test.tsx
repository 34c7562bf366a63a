// @vitest-environment jsdom
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
  useLocation,
} from '@tanstack/react-router';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useRouterLink } from './use-router-link.js';

function HomeLink({ href = '/' }: { href?: string }) {
  return <a {...useRouterLink(href)}>home</a>;
}

/**
 * Clicks `link` and tells whether the click was kept from the browser. A window listener runs
 * after React's, so it sees the hook's decision; it then stops jsdom, which cannot navigate.
 */
function clickIsIntercepted(link: HTMLElement, init?: MouseEventInit): boolean {
  let intercepted = false;
  const listener = (event: MouseEvent) => {
    intercepted = event.defaultPrevented;
    event.preventDefault();
  };
  window.addEventListener('click', listener);
  fireEvent.click(link, init);
  window.removeEventListener('click', listener);
  return intercepted;
}

async function renderInRouter(href?: string, basepath?: string) {
  const rootRoute = createRootRoute({
    component: () => (
      <>
        <HomeLink href={href} />
        <output>{useLocation({ select: (location) => location.href })}</output>
      </>
    ),
    // The tree has no child routes: every path is "not found" below the root, which is fine here.
    notFoundComponent: () => null,
  });
  const router = createRouter({
    routeTree: rootRoute,
    basepath,
    history: createMemoryHistory({ initialEntries: [`${basepath ?? ''}/users/42`] }),
  });
  render(<RouterProvider router={router} />);
  const link = await screen.findByRole('link', { name: 'home' });
  return { link, router };
}

describe('useRouterLink outside a router', () => {
  it('leaves every click to the browser', () => {
    render(<HomeLink href="/dashboard" />);
    const link = screen.getByRole('link', { name: 'home' });
    expect(link.getAttribute('href')).toBe('/dashboard');
    expect(clickIsIntercepted(link)).toBe(false);
  });
});

describe('useRouterLink inside a router', () => {
  it('moves by the router on a plain click, without reloading the page', async () => {
    const { link } = await renderInRouter('/?tab=recent#top');
    expect(link.getAttribute('href')).toBe('/?tab=recent#top');
    expect(screen.getByRole('status').textContent).toBe('/users/42');
    expect(clickIsIntercepted(link)).toBe(true);
    expect(await screen.findByText('/?tab=recent#top')).toBeTruthy();
  });

  it('reads the href as the browser would, with the basepath in it', async () => {
    const { link, router } = await renderInRouter('/admin/settings', '/admin');
    expect(clickIsIntercepted(link)).toBe(true);
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/settings'));
    expect(router.history.location.pathname).toBe('/admin/settings');
  });

  it.each([
    ['ctrl', { ctrlKey: true }],
    ['meta', { metaKey: true }],
    ['shift', { shiftKey: true }],
    ['alt', { altKey: true }],
    ['middle', { button: 1 }],
  ])('leaves a %s click to the browser', async (_, init) => {
    const { link, router } = await renderInRouter();
    expect(clickIsIntercepted(link, init)).toBe(false);
    expect(router.state.location.pathname).toBe('/users/42');
  });

  it('leaves a link to another origin to the browser', async () => {
    const { link, router } = await renderInRouter('https://example.com/');
    expect(clickIsIntercepted(link)).toBe(false);
    expect(router.state.location.pathname).toBe('/users/42');
  });
});
