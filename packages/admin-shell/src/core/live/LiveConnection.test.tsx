// @vitest-environment jsdom
import { render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { adaSignedIn, BooksApp } from '../../components/AdminApp/AdminApp.fixtures.js';
import {
  type Book,
  createBookApi,
  sampleBooks,
} from '../../components/CrudTable/CrudTable.fixtures.js';
import type { LiveMessage, LiveProvider } from '../contracts.js';

/**
 * A live back end the test plays news from; it counts the connections it was asked for, and
 * says `onOpen` the moment one opens.
 */
function fakeLiveProvider(onOpen?: LiveMessage) {
  const connections: { onMessage(message: LiveMessage): void; signal: AbortSignal }[] = [];
  const provider: LiveProvider = {
    connect: ({ onMessage, signal }) =>
      new Promise<void>((resolve) => {
        connections.push({ onMessage, signal });
        if (onOpen) onMessage(onOpen);
        signal.addEventListener('abort', () => resolve(), { once: true });
      }),
  };
  const play = (message: LiveMessage) => {
    for (const connection of connections) {
      if (!connection.signal.aborted) connection.onMessage(message);
    }
  };
  return { provider, connections, play };
}

const rows = async () =>
  within(await screen.findByRole('table', { name: '图书' })).getAllByRole('row');

describe('LiveConnection', () => {
  it('shows a change someone else made in the open table, without a reload', async () => {
    const api = createBookApi(sampleBooks(3));
    const live = fakeLiveProvider();
    render(<BooksApp dataProvider={api} live={live.provider} />);
    await waitFor(() => expect(live.connections).toHaveLength(1), { timeout: 3000 });
    await waitFor(async () => expect((await rows()).length).toBe(4));

    api.books[0] = { ...(api.books[0] as Book), title: 'Renamed elsewhere', version: 2 };
    live.play({
      type: 'change',
      change: { resource: 'books', id: 1, action: 'updated', version: 2 },
      eventId: '1',
    });
    expect(await screen.findByText('Renamed elsewhere')).toBeTruthy();

    api.books.splice(1, 1);
    live.play({ type: 'change', change: { resource: 'books', id: 2, action: 'deleted' } });
    await waitFor(async () => expect((await rows()).length).toBe(3));
  });

  it('leaves a table alone for changes to other resources, and reads it afresh after a reset', async () => {
    const api = createBookApi(sampleBooks(3));
    const getList = vi.spyOn(api, 'getList');
    const live = fakeLiveProvider();
    render(<BooksApp dataProvider={api} live={live.provider} />);
    await waitFor(() => expect(live.connections).toHaveLength(1), { timeout: 3000 });
    await waitFor(async () => expect((await rows()).length).toBe(4));
    const asked = getList.mock.calls.length;
    live.play({ type: 'change', change: { resource: 'authors', id: 1, action: 'updated' } });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(getList.mock.calls.length).toBe(asked);
    live.play({ type: 'reset' });
    await waitFor(() => expect(getList.mock.calls.length).toBe(asked + 1));
  });

  it('asks who is signed in again when told their permissions changed', async () => {
    const getIdentity = vi.fn(adaSignedIn.getIdentity);
    const live = fakeLiveProvider();
    render(<BooksApp live={live.provider} authProvider={{ ...adaSignedIn, getIdentity }} />);
    await waitFor(() => expect(live.connections).toHaveLength(1), { timeout: 3000 });
    const asked = getIdentity.mock.calls.length;
    live.play({ type: 'identity' });
    await waitFor(() => expect(getIdentity.mock.calls.length).toBe(asked + 1));
  });

  it('hears what the connection says the moment it opens', async () => {
    const getIdentity = vi.fn(adaSignedIn.getIdentity);
    const live = fakeLiveProvider({ type: 'identity' });
    render(<BooksApp live={live.provider} authProvider={{ ...adaSignedIn, getIdentity }} />);
    await waitFor(() => expect(live.connections).toHaveLength(1), { timeout: 3000 });
    await waitFor(() => expect(getIdentity).toHaveBeenCalledTimes(2));
  });

  it('does not connect while nobody is signed in', async () => {
    const live = fakeLiveProvider();
    render(
      <BooksApp
        live={live.provider}
        authProvider={{ ...adaSignedIn, getIdentity: async () => null }}
      />,
    );
    expect(await screen.findByText('Nobody signed in')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(live.connections).toHaveLength(0);
  });
});
