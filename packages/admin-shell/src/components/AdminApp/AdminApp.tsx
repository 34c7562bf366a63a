import type { MantineThemeOverride } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import type { AccessFlags } from '../../core/access/flags.js';
import { ServicesProvider } from '../../core/app/services.js';
import type { DataProvider, Notifier } from '../../core/contracts.js';
import { type AppCatalogue, I18nProvider } from '../../core/i18n/I18nProvider.js';
import type { Locale } from '../../core/i18n/messages.js';
import { createAdminQueryClient } from '../../core/query/create-admin-query-client.js';
import { type AuthProvider, SessionProvider } from '../../core/session/SessionProvider.js';
import { AdminThemeProvider } from '../../core/theme/AdminThemeProvider.js';
import type { PrimaryColor } from '../../core/theme/primary-color.js';
import type { ThemeMode } from '../../core/theme/theme-script.js';
import { mantineNotifier } from './mantine-notifier.js';

/** The props of {@link AdminApp}: the app's providers, and what differs from the defaults. */
export interface AdminAppProps<User> {
  /** Who is signed in: fetching the user and signing out. */
  authProvider: AuthProvider<User>;
  /** The access flags of a user (undefined when nobody is signed in). */
  access: (user: User | undefined) => AccessFlags;
  /** Where tables and forms read and write records. Required once a `CrudTable` is used. */
  dataProvider?: DataProvider;
  /** How the person is told that something went, or did not. Default: Mantine's toasts. */
  notifier?: Notifier;
  /** The app's own messages, over the shell's. */
  messages?: AppCatalogue;
  /** Language before the person picks one. Default `zh-CN`. */
  defaultLocale?: Locale;
  /** TanStack Query's client. Default: `createAdminQueryClient()`. */
  queryClient?: QueryClient;
  /** Changes to the shell's Mantine theme. */
  theme?: MantineThemeOverride;
  /** Theme mode before the person picks one. Default `light`. */
  defaultMode?: ThemeMode;
  /** Primary colour before the person picks one. Default the shell's brand blue. */
  defaultPrimaryColor?: PrimaryColor;
  /** The sign-in page, where signing out ends up. Default `/login`. */
  loginPath?: string;
  /** Pages that never fetch the user. Default: the sign-in page. */
  publicPaths?: string[];
  children: ReactNode;
}

/**
 * The shell around an app: language, theme and toasts, data fetching, the data provider and
 * notifier the tables and forms use, and the session with its access flags. A small app
 * passes its auth provider and access flags; everything else has a default.
 *
 * @example
 * <AdminApp authProvider={auth} access={computeAccess} dataProvider={dataProvider}>
 *   <RouterProvider router={router} />
 * </AdminApp>
 */
export function AdminApp<User>(props: AdminAppProps<User>) {
  const [defaultClient] = useState(() => props.queryClient ?? createAdminQueryClient());
  return (
    <I18nProvider messages={props.messages} defaultLocale={props.defaultLocale}>
      <AdminThemeProvider
        theme={props.theme}
        defaultMode={props.defaultMode}
        defaultPrimaryColor={props.defaultPrimaryColor}
      >
        <QueryClientProvider client={props.queryClient ?? defaultClient}>
          <ServicesProvider
            dataProvider={props.dataProvider}
            notifier={props.notifier ?? mantineNotifier}
          >
            <SessionProvider
              auth={props.authProvider}
              computeAccess={props.access}
              loginPath={props.loginPath}
              publicPaths={props.publicPaths}
            >
              {props.children}
            </SessionProvider>
          </ServicesProvider>
        </QueryClientProvider>
      </AdminThemeProvider>
    </I18nProvider>
  );
}
