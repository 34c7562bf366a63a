import type { MantineThemeOverride } from '@mantine/core';
import { type QueryClient, QueryClientContext } from '@tanstack/react-query';
import { type ReactNode, useContext, useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { ServicesProvider } from '../../core/app/services.js';
import type {
  AccessProvider,
  AuthProvider,
  DataProvider,
  I18nProvider,
  LiveProvider,
  Notifier,
  PreferencesStore,
  SavedViewsProvider,
} from '../../core/contracts.js';
import { useAllWordsReady } from '../../core/i18n/all-words.js';
import { type AppCatalogue, createCatalogueI18n } from '../../core/i18n/catalogue-i18n.js';
import { I18nContextProvider } from '../../core/i18n/i18n-context.js';
import type { Locale } from '../../core/i18n/messages.js';
import { LiveConnection } from '../../core/live/LiveConnection.js';
import {
  PreferencesProvider,
  usePreferencesStore,
} from '../../core/preferences/PreferencesProvider.js';
import {
  QueryClientSourceProvider,
  useDrawnWithoutClient,
  useQueryClientReady,
} from '../../core/query/QueryClientSourceProvider.js';
import {
  createQueryClientSource,
  loadAdminQueryClient,
} from '../../core/query/query-client-source.js';
import { useEndSessionOnAuthError } from '../../core/session/end-session-on-auth-error.js';
import {
  defaultLoginPath,
  SessionProvider,
  useSession,
} from '../../core/session/SessionProvider.js';
import type { SessionGate } from '../../core/session/session-gate.js';
import { defaultUserKey } from '../../core/session/user-display.js';
import type { PrimaryColor } from '../../core/theme/primary-color.js';
import type { ThemeMode } from '../../core/theme/theme-script.js';
import { UnsavedChangesProvider } from '../../core/unsaved/unsaved-changes.js';
import { useHoldPageLoad } from '../../hooks/use-page-loaded/use-page-loaded.js';
import { AdminThemeProvider } from '../AdminThemeProvider/AdminThemeProvider.js';
import { ErrorBoundary } from '../ErrorScreen/ErrorBoundary.js';
import { FullScreenLoader } from '../FullScreenLoader/FullScreenLoader.js';
import { mantineNotifier } from './mantine-notifier.js';

/** The props of {@link AdminApp}: the app's providers, and what differs from the defaults. */
export interface AdminAppProps<User, Credentials> {
  /** Who is signed in; signing in and out; what a failed request means for the session. */
  authProvider: AuthProvider<User, Credentials>;
  /** The access flags of a user (undefined when nobody is signed in): `defineAccess(…)`. */
  access: AccessProvider<User>;
  /** Where tables and forms read and write records. Required once a `CrudTable` is used. */
  dataProvider?: DataProvider;
  /**
   * Where the people's saved views of the tables are kept. With it, every `CrudTable` offers
   * views (choose, save, share, make default, copy a link) and its route opens them. Default:
   * none, and no views control.
   */
  savedViews?: SavedViewsProvider;
  /** How the person is told that something went, or did not. Default: Mantine's toasts. */
  notifier?: Notifier;
  /**
   * The person's choices. Default: `createPreferencesStore()`, on `localStorage`;
   * `createServerPreferencesStore` keeps them for each person on a server as well. The store
   * is told who is signed in (`setOwner`, with the user's `id`, else `username`).
   */
  preferences?: PreferencesStore;
  /** The language and the words. Default: the shell's catalogue with `messages` over it. */
  i18n?: I18nProvider;
  /** The app's own messages, over the shell's (for the default `i18n`). */
  messages?: AppCatalogue;
  /** Language before the person picks one (for the default `i18n`). Default `zh-CN`. */
  defaultLocale?: Locale;
  /**
   * TanStack Query's client. Default: `createAdminQueryClient()`, whose code is fetched beside
   * the session; on the sign-in page (`loginPath`), which is drawn without it, once the page has
   * loaded. A client given here is there from the start, and its code on every page.
   */
  queryClient?: QueryClient;
  /** Changes to the shell's Mantine theme. */
  theme?: MantineThemeOverride;
  /** Theme mode before the person picks one. Default `light`. */
  defaultMode?: ThemeMode;
  /** Primary colour before the person picks one. Default the shell's brand blue. */
  defaultPrimaryColor?: PrimaryColor;
  /** The sign-in page, where signing out and a 401 lead. Default `/login`. */
  loginPath?: string;
  /** Pages that never fetch the user. Default: the sign-in page. */
  publicPaths?: string[];
  /**
   * Where the app's HTTP client asks what a 401 means (`createSessionGate`). With it and
   * `sessionExpired`, a session that ends over unsaved changes keeps the page: the person signs
   * in again over it and the refused requests are sent again.
   */
  sessionGate?: SessionGate;
  /**
   * Shown over the page while the person signs in again (`useSession().expired`): typically
   * `<SessionExpiredModal>` around the app's sign-in form, loaded on demand.
   */
  sessionExpired?: ReactNode;
  /**
   * Fetch who is signed in again when the window regains focus, so a change to the person's
   * roles made elsewhere shows in the menu without a reload. Default true.
   */
  revalidateOnFocus?: boolean;
  /**
   * News of the back end as it happens (`eventSourceLiveProvider`): tables show others' changes
   * without a reload, forms say when their record changed and who else has it open. Default:
   * nothing is live.
   */
  live?: LiveProvider;
  children: ReactNode;
}

function AppI18n(props: {
  i18n: I18nProvider | undefined;
  messages: AppCatalogue | undefined;
  defaultLocale: Locale | undefined;
  children: ReactNode;
}) {
  const preferences = usePreferencesStore();
  const { i18n, messages, defaultLocale } = props;
  const catalogue = useMemo(
    () => i18n ?? createCatalogueI18n({ preferences, messages, defaultLocale }),
    [i18n, preferences, messages, defaultLocale],
  );
  return <I18nContextProvider i18n={catalogue}>{props.children}</I18nContextProvider>;
}

/** The app's dialog could not be drawn (its code is gone after a deployment): end the session. */
function EndSession() {
  const { expire } = useSession();
  useEffect(() => expire(), [expire]);
  return null;
}

function WhileExpired(props: { children: ReactNode }) {
  if (!useSession().expired) return null;
  return <ErrorBoundary fallback={() => <EndSession />}>{props.children}</ErrorBoundary>;
}

/** Tells the preferences store who is signed in, so one that keeps each person's choices follows. */
function PreferencesOwner() {
  const store = usePreferencesStore();
  const { user, loading } = useSession();
  const owner = user === undefined ? undefined : (defaultUserKey(user) ?? '');
  // A layout effect: a sign-out commits it before the browser is sent to the sign-in page.
  // Not while the session loads: nobody-yet is not nobody, and would forget a reload's copy.
  useLayoutEffect(() => {
    if (!loading) store.setOwner?.(owner);
  }, [store, owner, loading]);
  return null;
}

function EndSessionOnAuthError(props: {
  queryClient: QueryClient;
  auth: AuthProvider<unknown, never>;
}) {
  useEndSessionOnAuthError(props.queryClient, props.auth);
  return null;
}

/** Reads every failed query and mutation for what it means to the session, once TanStack Query is there. */
function AuthErrorWatch(props: { auth: AuthProvider<unknown, never> }) {
  const queryClient = useContext(QueryClientContext);
  return queryClient ? <EndSessionOnAuthError queryClient={queryClient} auth={props.auth} /> : null;
}

/**
 * The app, once its first page has what it needs: the query client and every word of the
 * language in use. The sign-in page is drawn without them, and fetches them once it has loaded.
 */
function FirstPageGate(props: { children: ReactNode }) {
  const drawnWithout = useDrawnWithoutClient();
  const clientReady = useQueryClientReady(drawnWithout);
  const wordsReady = useAllWordsReady(drawnWithout);
  const open = clientReady && wordsReady;
  useHoldPageLoad(!open);
  return open ? props.children : <FullScreenLoader />;
}

/**
 * The shell around an app: preferences, language, theme and toasts, data fetching, the data
 * provider, saved views and notifier the tables and forms use, and the session with its
 * access flags. A small app passes its auth provider and access flags; everything else has a
 * default.
 *
 * @example
 * <AdminApp authProvider={auth} access={access} dataProvider={dataProvider}>
 *   <App />
 * </AdminApp>
 */
export function AdminApp<User, Credentials>(props: AdminAppProps<User, Credentials>) {
  const [source] = useState(() =>
    createQueryClientSource({
      given: props.queryClient,
      create: loadAdminQueryClient,
      loginPath: props.loginPath ?? defaultLoginPath,
    }),
  );
  return (
    <PreferencesProvider store={props.preferences}>
      <AppI18n i18n={props.i18n} messages={props.messages} defaultLocale={props.defaultLocale}>
        <AdminThemeProvider
          theme={props.theme}
          defaultMode={props.defaultMode}
          defaultPrimaryColor={props.defaultPrimaryColor}
        >
          <QueryClientSourceProvider source={source}>
            <ServicesProvider
              dataProvider={props.dataProvider}
              savedViews={props.savedViews}
              notifier={props.notifier ?? mantineNotifier}
            >
              <UnsavedChangesProvider>
                <SessionProvider
                  auth={props.authProvider}
                  computeAccess={props.access}
                  loginPath={props.loginPath}
                  publicPaths={props.publicPaths}
                  gate={props.sessionGate}
                  canSignInAgain={props.sessionExpired !== undefined}
                  revalidateOnFocus={props.revalidateOnFocus}
                >
                  <PreferencesOwner />
                  <AuthErrorWatch auth={props.authProvider as AuthProvider<unknown, never>} />
                  <FirstPageGate>
                    {props.live ? (
                      <LiveConnection provider={props.live}>{props.children}</LiveConnection>
                    ) : (
                      props.children
                    )}
                  </FirstPageGate>
                  <WhileExpired>{props.sessionExpired}</WhileExpired>
                </SessionProvider>
              </UnsavedChangesProvider>
            </ServicesProvider>
          </QueryClientSourceProvider>
        </AdminThemeProvider>
      </AppI18n>
    </PreferencesProvider>
  );
}
