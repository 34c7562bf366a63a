import { Stack, Text, Title } from '@mantine/core';
import {
  type AnyRouter,
  createMemoryHistory,
  createRootRouteWithContext,
  createRoute,
  createRouter,
  redirect,
} from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';
import { roleAccess } from '../../core/access/test-doubles.js';
import type { AdminRouterContext } from '../../core/app/router-context.js';
import type { AuthProvider } from '../../core/contracts.js';
import type { Person } from '../AdminApp/AdminApp.fixtures.js';
import { AdminApp } from '../AdminApp/AdminApp.js';
import { AdminRouterProvider } from './AdminRouterProvider.js';

/** Who the home page's guard saw, in the order it was asked. */
export type GuardLog = (string | undefined)[];

/**
 * A router with a home page that only a signed-in person may open (else the sign-in page), and
 * whose content is `page`.
 */
export function demoRouter({ guardLog, page }: { guardLog?: GuardLog; page: () => ReactNode }) {
  const root = createRootRouteWithContext<AdminRouterContext>()();
  const home = createRoute({
    getParentRoute: () => root,
    path: '/',
    beforeLoad: ({ context }) => {
      const name = (context.user as Person | undefined)?.name;
      guardLog?.push(name);
      if (!name) throw redirect({ to: '/login' });
    },
    component: page,
  });
  const login = createRoute({
    getParentRoute: () => root,
    path: '/login',
    component: () => <Title order={2}>Sign in</Title>,
  });
  return createRouter({
    routeTree: root.addChildren([home, login]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
    context: undefined as unknown as AdminRouterContext,
  });
}

/** The welcome a signed-in person meets on the demo router's home page. */
export function Welcome() {
  return (
    <Stack p="md">
      <Title order={2}>Home</Title>
      <Text>The first page, loaded before the router mounted, drawn in a transition.</Text>
    </Stack>
  );
}

/** Ada, once `identity` answers (default at once). */
export function adaAuth(
  identity: () => Promise<Person> = async () => ({ name: 'Ada', access: 'admin' }),
): AuthProvider<Person> {
  return {
    login: async () => ({ ok: true }),
    logout: async () => undefined,
    getIdentity: identity,
  };
}

/** An admin app around `AdminRouterProvider` with the demo router. */
export function RouterApp({
  router,
  auth = adaAuth(),
}: {
  router: AnyRouter;
  auth?: AuthProvider<Person>;
}) {
  return (
    <AdminApp authProvider={auth} access={roleAccess} loginPath="/login">
      <AdminRouterProvider router={router} />
    </AdminApp>
  );
}

/**
 * The demo router's app as a whole: Ada signed in once `identityDelayMs` have passed, or
 * nobody (the home page's guard then sends the visitor to sign in).
 */
export function RouterStage({
  identityDelayMs = 800,
  signedIn = true,
}: {
  identityDelayMs?: number;
  signedIn?: boolean;
}) {
  const [router] = useState(() => demoRouter({ page: Welcome }));
  const [auth] = useState(() =>
    adaAuth(
      () =>
        new Promise<Person>((resolve, reject) =>
          setTimeout(
            () =>
              signedIn
                ? resolve({ name: 'Ada', access: 'admin' })
                : reject(new Error('signed out')),
            identityDelayMs,
          ),
        ),
    ),
  );
  return <RouterApp router={router} auth={auth} />;
}
