// The shell's styles by part, never all at once: what every screen can show before a route
// loads (the start-up loader, toasts, the version notice, the error and exception results, the
// theme and language switches) comes first; each route imports the part it shows.
import '@org/admin-shell/styles/base.css';

import {
  AdminApp,
  type AdminRouterContext,
  AdminRouterProvider,
  createServerPreferencesStore,
  ErrorScreen,
  ExceptionResult,
  guardRouteAccess,
} from '@org/admin-shell';
import type { CurrentUser, LoginBody } from '@org/api/contract';
import { createRouter } from '@tanstack/react-router';
import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { type ConsoleAccessFlags, consoleAccess } from './access';
import { authProvider } from './api/auth';
import { dataProvider } from './api/data-provider';
import { liveProvider } from './api/live';
import { preferencesRemote } from './api/preferences';
import { sessionGate } from './api/session-gate';
import { savedViews } from './api/views';
import { applyDeferredStyles } from './deferred-styles';
import { type ConsoleMessages, consoleMessages } from './i18n/messages';
import { loadSignInAgain } from './routes/-components/load-sign-in-again';
import { PagePending } from './routes/-components/PagePending';
import { routeTree } from './routeTree.gen';
import { loginPath, publicPaths } from './session-probe';

// The person's choices follow them to another browser; this browser's copy keeps the theme
// from flashing at load.
const preferences = createServerPreferencesStore({ remote: preferencesRemote });

// Only when a session ends over unsaved work: the sign-in form over the page.
const SignInAgain = lazy(() =>
  loadSignInAgain().then(({ SignInAgain }) => ({ default: SignInAgain })),
);

const router = createRouter({
  // A route that declares a flag checks it before anything of it loads.
  routeTree: guardRouteAccess(routeTree),
  // AdminRouterProvider gives the real one, once the session has loaded.
  context: undefined as unknown as AdminRouterContext,
  defaultErrorComponent: ErrorScreen,
  defaultNotFoundComponent: () => <ExceptionResult status={404} />,
  defaultPendingComponent: PagePending,
  // Hovering or focusing a link loads the page's code and primes its queries.
  defaultPreload: 'intent',
  // TanStack Query decides freshness; the router must call loaders every time.
  defaultPreloadStaleTime: 0,
  scrollRestoration: true,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}

declare module '@org/admin-shell' {
  interface Register {
    user: CurrentUser;
    credentials: LoginBody;
    accessFlags: ConsoleAccessFlags;
    messages: ConsoleMessages;
  }
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks the #root element');

// The splash has painted without the stylesheets; the app's first render waits for them. Not a
// top-level await: Rolldown would then split the entry's modules into many more chunks.
void applyDeferredStyles(document).then(() => {
  createRoot(container).render(
    <StrictMode>
      <AdminApp
        authProvider={authProvider}
        access={consoleAccess}
        dataProvider={dataProvider}
        live={liveProvider}
        savedViews={savedViews}
        preferences={preferences}
        messages={consoleMessages}
        loginPath={loginPath}
        publicPaths={publicPaths}
        sessionGate={sessionGate}
        sessionExpired={
          <Suspense fallback={null}>
            <SignInAgain />
          </Suspense>
        }
      >
        <AdminRouterProvider router={router} />
      </AdminApp>
    </StrictMode>,
  );
});
