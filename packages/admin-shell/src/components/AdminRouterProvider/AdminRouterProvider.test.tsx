// @vitest-environment jsdom
import { useQueryClient } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRouteWithContext,
  createRoute,
  createRouter,
  Link,
} from '@tanstack/react-router';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { outsideAct } from '../../../test/outside-act.js';
import type { AdminRouterContext } from '../../core/app/router-context.js';
import type { Person } from '../AdminApp/AdminApp.fixtures.js';
import {
  adaAuth,
  demoRouter,
  type GuardLog,
  RouterApp,
  Welcome,
} from './AdminRouterProvider.fixtures.js';

/** What a task queued as the slow page started to render found: was the page already drawn? */
const probe: { taskSawThePage?: boolean | undefined } = {};

/** One of forty parts of a page, each a few milliseconds to render. */
function SlowPart({ first }: { first: boolean }) {
  // A task queued as the page starts to render, as a tap or a key press would be.
  if (first && probe.taskSawThePage === undefined) {
    probe.taskSawThePage = false;
    setTimeout(() => {
      probe.taskSawThePage = document.querySelector('[data-part]') !== null;
    }, 0);
  }
  const until = performance.now() + 2;
  while (performance.now() < until) {}
  return <span data-part />;
}

describe('AdminRouterProvider', () => {
  it('shows the loader until the session is known, then the page its guard let through', async () => {
    let answer: (person: Person) => void = () => undefined;
    const identity = new Promise<Person>((resolve) => {
      answer = resolve;
    });
    const guardLog: GuardLog = [];
    render(
      <RouterApp router={demoRouter({ guardLog, page: Welcome })} auth={adaAuth(() => identity)} />,
    );
    expect(screen.getByRole('status').textContent).toContain('资源加载中...');
    // No guard is asked before anyone knows who is signed in.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(guardLog).toEqual([]);
    answer({ name: 'Ada', access: 'admin' });
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeTruthy();
    expect(guardLog[0]).toBe('Ada');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('follows a redirect of the first page', async () => {
    const auth = adaAuth(async () => Promise.reject(new Error('signed out')));
    render(<RouterApp router={demoRouter({ page: Welcome })} auth={auth} />);
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
  });

  it('draws the first page without blocking the browser until all of it is drawn', async () => {
    probe.taskSawThePage = undefined;
    const page = () =>
      Array.from({ length: 40 }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical, never reordered
        <SlowPart key={index} first={index === 0} />
      ));
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    await outsideAct(async () => {
      flushSync(() => root.render(<RouterApp router={demoRouter({ page })} />));
      await waitFor(() => expect(container.querySelectorAll('[data-part]')).toHaveLength(40));
      expect(probe.taskSawThePage).toBe(false);
    }).finally(() => {
      root.unmount();
      container.remove();
    });
  });
});

describe('AdminRouterProvider on the sign-in page', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('gives the next page the query client, which the sign-in page was drawn without', async () => {
    window.history.replaceState(null, '', '/login');
    const root = createRootRouteWithContext<AdminRouterContext>()();
    const login = createRoute({
      getParentRoute: () => root,
      path: '/login',
      component: () => <Link to="/report">Report</Link>,
    });
    const report = createRoute({
      getParentRoute: () => root,
      path: '/report',
      // Primes its page's data, as a CRUD page's loader does; throws without a client.
      loader: ({ context }) => context.queryClient.getQueryCache().getAll().length,
      component: function Report() {
        // Throws without a client.
        useQueryClient();
        return <p>Report</p>;
      },
    });
    const router = createRouter({
      routeTree: root.addChildren([login, report]),
      history: createMemoryHistory({ initialEntries: ['/login'] }),
      context: undefined as unknown as AdminRouterContext,
    });
    render(<RouterApp router={router} auth={adaAuth(() => Promise.reject(new Error('no')))} />);
    fireEvent.click(await screen.findByRole('link', { name: 'Report' }));
    expect(await screen.findByText('Report')).toBeTruthy();
  });
});
