// @vitest-environment jsdom
import { PasswordInput } from '@mantine/core';
import { QueryClient, QueryClientContext } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useContext } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { roleAccess } from '../../core/access/test-doubles.js';
import { type AdminRouterContext, useAdminRouterContext } from '../../core/app/router-context.js';
import type { I18nProvider, SavedViewsProvider } from '../../core/contracts.js';
import { useI18n } from '../../core/i18n/i18n-context.js';
import type { Locale } from '../../core/i18n/messages.js';
import {
  createPreferencesStore,
  memoryStorage,
} from '../../core/preferences/create-preferences-store.js';
import { createServerPreferencesStore } from '../../core/preferences/create-server-preferences-store.js';
import { useSession } from '../../core/session/SessionProvider.js';
import { createSessionGate, type SessionGate } from '../../core/session/session-gate.js';
import { useUnsavedChanges } from '../../core/unsaved/unsaved-changes.js';
import { createSavedViewsStore } from '../CrudTable/CrudTable.fixtures.js';
import { ThemeSwitch } from '../ThemeSwitch/ThemeSwitch.js';
import { adaSignedIn, BooksApp } from './AdminApp.fixtures.js';
import { AdminApp } from './AdminApp.js';

const seenContexts: AdminRouterContext[] = [];
function RouterContextProbe() {
  seenContexts.push(useAdminRouterContext());
  return null;
}

afterEach(() => localStorage.clear());

/** Signs the person out, once someone is signed in. */
function SignOut() {
  const { logout, user } = useSession();
  return user ? (
    <button type="button" onClick={() => void logout()}>
      sign out
    </button>
  ) : null;
}

/** A sign-in dialog whose code is gone, as after a deployment. */
function Gone(): never {
  throw new TypeError('Failed to fetch dynamically imported module: /assets/SignInAgain.js');
}

/** A form with unsaved changes whose save meets an ended session. */
function HalfWritten({ gate }: { gate: SessionGate }) {
  useUnsavedChanges(true);
  const signedIn = useSession().user !== undefined;
  return signedIn ? (
    <button type="button" onClick={() => void gate.signInAgain()}>
      save
    </button>
  ) : null;
}

type ServerPreferencesOptions = Parameters<typeof createServerPreferencesStore>[0];

/** A store backed by a server that loads with `load` and takes every save. */
function serverPreferences(
  storage: ServerPreferencesOptions['storage'],
  load: ServerPreferencesOptions['remote']['load'],
) {
  return createServerPreferencesStore({
    remote: { load, save: async ({ value, version }) => ({ value, version: version + 1 }) },
    storage,
  });
}

describe('AdminApp', () => {
  it('knows who is signed in and gives the tables their data provider', async () => {
    render(<BooksApp books={12} />);
    expect(await screen.findByText('Signed in as Ada')).toBeTruthy();
    const table = await screen.findByRole('table', { name: '图书' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(11));
    expect(screen.getByTestId('crud-total').textContent).toBe('共 12 条');
  });

  it("tells the person through the app's notifier", async () => {
    const notify = vi.fn();
    render(<BooksApp books={3} notifier={{ notify }} />);
    const table = await screen.findByRole('table', { name: '图书' });
    fireEvent.click(await within(table).findByRole('button', { name: '删除 Book 001' }));
    const confirm = await screen.findByRole('dialog', { name: '删除图书' });
    fireEvent.click(within(confirm).getByRole('button', { name: '删除' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({ kind: 'success', message: '已删除“Book 001”' }),
    );
  });
});

function EnglishButton() {
  const { setLocale } = useI18n();
  return (
    <button type="button" onClick={() => setLocale('en-US')}>
      English
    </button>
  );
}

describe('AdminApp words', () => {
  it("names every password field's show button in the page's language", async () => {
    render(
      <AdminApp authProvider={adaSignedIn} access={roleAccess}>
        <PasswordInput label="密码" />
        <EnglishButton />
      </AdminApp>,
    );
    const input = await screen.findByLabelText('密码');
    const toggle = () => within(input.closest('.mantine-PasswordInput-root') as HTMLElement);
    expect(toggle().getByRole('button', { hidden: true }).getAttribute('aria-label')).toBe(
      '显示密码',
    );
    fireEvent.click(screen.getByRole('button', { name: 'English' }));
    await waitFor(() =>
      expect(toggle().getByRole('button', { hidden: true }).getAttribute('aria-label')).toBe(
        'Show password',
      ),
    );
  });
});

describe('AdminApp providers', () => {
  it("speaks through the app's own i18n provider, and keeps choices in its preferences store", async () => {
    const storage = memoryStorage();
    const preferences = createPreferencesStore({ storage });
    let locale: Locale = 'en-US';
    const listeners = new Set<() => void>();
    const i18n: I18nProvider = {
      translate: (key) => `[${locale}] ${key}`,
      getLocale: () => locale,
      setLocale: (next) => {
        locale = next;
        for (const listener of listeners) listener();
      },
      subscribe: (listener) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    };
    render(
      <AdminApp
        authProvider={adaSignedIn}
        access={roleAccess}
        i18n={i18n}
        preferences={preferences}
      >
        <ThemeSwitch />
      </AdminApp>,
    );
    const button = await screen.findByRole('button', { name: '[en-US] theme.switch' });
    act(() => i18n.setLocale('zh-CN'));
    expect(button.getAttribute('aria-label')).toBe('[zh-CN] theme.switch');
    expect(document.documentElement.lang).toBe('zh-CN');

    // Found again: once the menus' code is here, the menu's own button replaces the stand-in.
    fireEvent.click(screen.getByRole('button', { name: '[zh-CN] theme.switch' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: '[zh-CN] theme.dark' }));
    expect(JSON.parse(storage.getItem('admin-shell:preferences') ?? '{}')).toEqual({
      themeMode: 'dark',
    });
    expect(localStorage.length).toBe(0);
  });

  it('hands the router the query client, data provider, preferences, saved views, flags and user', async () => {
    const seen = seenContexts;
    const savedViews: SavedViewsProvider = createSavedViewsStore().as('Ada');
    render(
      <AdminApp authProvider={adaSignedIn} access={roleAccess} savedViews={savedViews}>
        <RouterContextProbe />
      </AdminApp>,
    );
    await waitFor(() => expect(seen.at(-1)?.user).toEqual({ name: 'Ada', access: 'admin' }));
    const context = seen.at(-1);
    expect(context?.access.isAdmin).toBe(true);
    expect(context?.queryClient).toBeDefined();
    expect(context?.preferences.get()).toEqual({});
    expect(context?.savedViews).toBe(savedViews);
    // No data provider was given: a CRUD route says so instead of failing obscurely.
    await expect(
      context?.dataProvider.getList({
        resource: 'books',
        pagination: { page: 1, perPage: 10 },
        filters: {},
      }),
    ).rejects.toThrow('No data provider: pass one to <AdminApp dataProvider={…}>');
  });

  it('loads the signed-in person’s preferences into a server-backed store, and forgets them at sign-out', async () => {
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
    const load = vi.fn(async () => ({ value: { locale: 'en-US' }, version: 4 }));
    const storage = memoryStorage();
    const preferences = serverPreferences(storage, load);
    render(
      <AdminApp authProvider={adaSignedIn} access={roleAccess} preferences={preferences}>
        <SignOut />
      </AdminApp>,
    );
    await waitFor(() => expect(document.documentElement.lang).toBe('en-US'));
    // Ada has no id or username: her name says whose the browser's copy is.
    expect(storage.getItem('admin-shell:preferences:owner')).toBe('Ada');
    fireEvent.click(await screen.findByRole('button', { name: 'sign out' }));
    await waitFor(() => expect(document.documentElement.lang).toBe('zh-CN'));
    expect(preferences.get()).toEqual({});
    expect(load).toHaveBeenCalledTimes(1);
    vi.restoreAllMocks();
  });

  it('has forgotten the person’s choices by the time sign-out leaves the page', async () => {
    // The browser may replace the page as soon as it is sent to the sign-in page: what the
    // storage holds then is what the next page (the sign-in page) starts from.
    const storage = memoryStorage();
    let heldWhenLeaving: string | null | undefined;
    const assign = vi.fn(() => {
      heldWhenLeaving = storage.getItem('admin-shell:preferences');
    });
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
    const preferences = serverPreferences(storage, async () => ({
      value: { locale: 'en-US', themeMode: 'dark' },
      version: 4,
    }));
    render(
      <AdminApp authProvider={adaSignedIn} access={roleAccess} preferences={preferences}>
        <SignOut />
      </AdminApp>,
    );
    await waitFor(() => expect(document.documentElement.lang).toBe('en-US'));
    fireEvent.click(await screen.findByRole('button', { name: 'sign out' }));
    await waitFor(() => expect(assign).toHaveBeenCalledOnce());
    expect(heldWhenLeaving).toBeNull();
    vi.restoreAllMocks();
  });

  it('forgets, on a page nobody is signed in to, the choices a sign-out left behind', async () => {
    // The page was gone before the sign-out forgot them: the sign-in page starts from them.
    const storage = memoryStorage();
    storage.setItem('admin-shell:preferences', JSON.stringify({ locale: 'en-US' }));
    storage.setItem('admin-shell:preferences:owner', 'Ada');
    const load = vi.fn(async () => ({ value: {}, version: 0 }));
    const preferences = serverPreferences(storage, load);
    render(
      <AdminApp
        authProvider={{ ...adaSignedIn, getIdentity: async () => null }}
        access={roleAccess}
        preferences={preferences}
      >
        <SignOut />
      </AdminApp>,
    );
    await waitFor(() => expect(document.documentElement.lang).toBe('zh-CN'));
    expect(preferences.get()).toEqual({});
    expect(storage.getItem('admin-shell:preferences:owner')).toBeNull();
    expect(load).not.toHaveBeenCalled();
  });

  it('keeps a signed-in person’s copy while it asks who is signed in', async () => {
    const storage = memoryStorage();
    storage.setItem('admin-shell:preferences', JSON.stringify({ locale: 'en-US' }));
    storage.setItem('admin-shell:preferences:owner', 'Ada');
    const removeItem = vi.spyOn(storage, 'removeItem');
    const preferences = serverPreferences(storage, async () => ({
      value: { locale: 'en-US' },
      version: 4,
    }));
    render(
      <AdminApp authProvider={adaSignedIn} access={roleAccess} preferences={preferences}>
        <SignOut />
      </AdminApp>,
    );
    await screen.findByRole('button', { name: 'sign out' });
    expect(removeItem).not.toHaveBeenCalled();
    expect(document.documentElement.lang).toBe('en-US');
  });

  it('ends the session the ordinary way when the sign-in dialog cannot be drawn', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
    const gate = createSessionGate();
    render(
      <AdminApp
        authProvider={adaSignedIn}
        access={roleAccess}
        sessionGate={gate}
        sessionExpired={<Gone />}
      >
        <HalfWritten gate={gate} />
      </AdminApp>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'save' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(expect.stringMatching(/&expired=1$/)));
    vi.restoreAllMocks();
    consoleError.mockRestore();
  });
});

/** Says whether TanStack Query's client was there when it was drawn, and after. */
function QueryClientProbe({ drawn }: { drawn: (QueryClient | undefined)[] }) {
  drawn.push(useContext(QueryClientContext));
  return <p>page</p>;
}

/** The app opened at `path` (its sign-in page is /sign-in): the clients each render saw. */
function openAt(path: string, queryClient?: QueryClient): (QueryClient | undefined)[] {
  window.history.replaceState(null, '', path);
  const drawn: (QueryClient | undefined)[] = [];
  render(
    <AdminApp
      authProvider={adaSignedIn}
      access={roleAccess}
      loginPath="/sign-in"
      queryClient={queryClient}
    >
      <QueryClientProbe drawn={drawn} />
    </AdminApp>,
  );
  return drawn;
}

describe('AdminApp query client', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('draws the sign-in page before TanStack Query has loaded, and loads it once the page has', async () => {
    const drawn = openAt('/sign-in');
    expect(screen.getByText('page')).toBeTruthy();
    expect(drawn[0]).toBeUndefined();
    // Once the page has loaded and the browser has been idle (at most 2 s).
    await waitFor(() => expect(drawn.at(-1)).toBeInstanceOf(QueryClient), { timeout: 4000 });
  });

  it('draws any other page only once the client is there', async () => {
    const drawn = openAt('/books');
    expect(screen.getByRole('status').textContent).toContain('资源加载中...');
    expect(await screen.findByText('page')).toBeTruthy();
    expect(drawn[0]).toBeInstanceOf(QueryClient);
    expect(drawn.every((client) => client === drawn[0])).toBe(true);
  });

  it('has the client the app gave from the start, on the sign-in page too', () => {
    const given = new QueryClient();
    expect(openAt('/sign-in', given)[0]).toBe(given);
  });
});
