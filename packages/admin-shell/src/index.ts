// The public API: what a product team uses, one name per thing. Values and types are listed
// apart; test seams, storage keys and the pieces the components are built of stay inside.

export type { AccessGuardProps } from './components/AccessGuard/index.js';
// Session and access.
export { AccessGuard } from './components/AccessGuard/index.js';
export type { AdminAppProps } from './components/AdminApp/index.js';
// The app and its frame.
export { AdminApp } from './components/AdminApp/index.js';
export type { AdminLayoutProps } from './components/AdminLayout/index.js';
export { AdminLayout } from './components/AdminLayout/index.js';
export type { AdminRouterProviderProps } from './components/AdminRouterProvider/index.js';
export { AdminRouterProvider } from './components/AdminRouterProvider/index.js';
export { useThemeMode } from './components/AdminThemeProvider/AdminThemeProvider.js';
export type { CommandPaletteOptions } from './components/CommandPalette/index.js';
export type { CrudFormModalProps } from './components/CrudFormModal/index.js';
// CRUD tables.
export { CrudFormModal } from './components/CrudFormModal/index.js';
export type { CrudTableProps } from './components/CrudTable/index.js';
export { CrudTable } from './components/CrudTable/index.js';
export type { ErrorScreenProps } from './components/ErrorScreen/index.js';
// Feedback.
export { ErrorScreen } from './components/ErrorScreen/index.js';
export type { ExceptionResultProps } from './components/ExceptionResult/index.js';
export { ExceptionResult } from './components/ExceptionResult/index.js';
export type { FullScreenLoaderProps } from './components/FullScreenLoader/index.js';
export { FullScreenLoader } from './components/FullScreenLoader/index.js';
export { LocaleSwitch } from './components/LocaleSwitch/index.js';
export type { SessionExpiredModalProps } from './components/SessionExpiredModal/index.js';
export { SessionExpiredModal } from './components/SessionExpiredModal/index.js';
export { ThemeSwitch } from './components/ThemeSwitch/index.js';
export type { VersionNoticeProps } from './components/VersionNotice/index.js';
export { VersionNotice } from './components/VersionNotice/index.js';
export { useAccess } from './core/access/AccessProvider.js';
export type { AccessFlagName, AccessFlags } from './core/access/flags.js';
export { defineAccess } from './core/access/flags.js';
export { ForbiddenError, guardRouteAccess, requireAccess } from './core/access/route-access.js';
export type { AdminRouterContext } from './core/app/router-context.js';
export { useAdminRouterContext } from './core/app/router-context.js';
// Data: the providers, their refusals, and the envelope client.
export { useDataProvider, useNotifier } from './core/app/services.js';
export type {
  EnvelopeClient,
  EnvelopeClientOptions,
  PageResult,
} from './core/client/create-envelope-client.js';
export { createEnvelopeClient } from './core/client/create-envelope-client.js';
export { EnvelopeError, RequestError } from './core/client/errors.js';
export type {
  AccessProvider,
  AuthProvider,
  DataProvider,
  DeleteManyResult,
  GetListParams,
  GetListResult,
  I18nProvider,
  LiveMessage,
  LivePerson,
  LiveProvider,
  LoginResult,
  Notifier,
  PreferencesRemote,
  PreferencesStorage,
  PreferencesStore,
  RecordChange,
  RecordId,
  RecordPresence,
  SavedView,
  SavedViewState,
  SavedViewsProvider,
  StoredPreferences,
} from './core/contracts.js';
export type {
  CrudDefinition,
  CrudField,
  CrudInputProps,
  CrudListQuery,
  CrudSearch,
} from './core/crud/crud-definition.js';
export { defineCrud } from './core/crud/crud-definition.js';
export type { CrudPermissions } from './core/crud/crud-permissions.js';
export { crudRouteOptions } from './core/crud/crud-route.js';
export type { CrudSearchChange } from './core/crud/use-crud-list.js';
export { ConflictError, FieldErrors, NotFoundError } from './core/data/data-errors.js';
export { envelopeDataProvider } from './core/data/envelope-data-provider.js';
export { RestRequestError, restDataProvider } from './core/data/rest-data-provider.js';
// Surviving a reload: form drafts, and the hook other state (open tabs) registers with.
export { useFormDraft } from './core/drafts/use-form-draft.js';
export type { AppCatalogue, MessageKey } from './core/i18n/catalogue-i18n.js';
// Language and theme.
export { useI18n } from './core/i18n/i18n-context.js';
export type { Locale } from './core/i18n/messages.js';
export { shellMessages } from './core/i18n/shell-messages.js';
export type { LayoutSettings } from './core/layout/layout-settings.js';
// Live data: others' changes and presence as they happen.
export type { EventSourceLiveProviderOptions } from './core/live/event-source-live-provider.js';
export { eventSourceLiveProvider } from './core/live/event-source-live-provider.js';
export type { LiveQueryMeta } from './core/live/live-queries.js';
export { liveQueryMeta } from './core/live/live-queries.js';
export { usePresence } from './core/live/use-presence.js';
export type { RecordChangeNotice } from './core/live/use-record-change.js';
export { useRecordChange } from './core/live/use-record-change.js';
export { menuFromRouter } from './core/menu/menu-from-router.js';
export type { MenuItem, RouteMenuMeta } from './core/menu/types.js';
export type { PaletteRecordSource } from './core/palette/types.js';
export { createPreferencesStore } from './core/preferences/create-preferences-store.js';
export type { ServerPreferencesStoreOptions } from './core/preferences/create-server-preferences-store.js';
export { createServerPreferencesStore } from './core/preferences/create-server-preferences-store.js';
export { usePreference, usePreferences } from './core/preferences/PreferencesProvider.js';
export type { Preferences } from './core/preferences/preferences.js';
export { createAdminQueryClient } from './core/query/create-admin-query-client.js';
export { useLoadingSlow } from './core/query/use-loading-slow.js';
export type { Register } from './core/register.js';
export type { BeforeReloadSaver } from './core/reload/on-before-reload.js';
export { onBeforeReload } from './core/reload/on-before-reload.js';
export type { SessionValue } from './core/session/SessionProvider.js';
export { useSession } from './core/session/SessionProvider.js';
export type { SessionGate } from './core/session/session-gate.js';
export { createSessionGate } from './core/session/session-gate.js';
export type { PageTabs } from './core/tabs/page-tabs.js';
export { usePageTabs } from './core/tabs/page-tabs.js';
export type { RouteTabMeta, TabPage } from './core/tabs/tab-key.js';
export type { OpenTab } from './core/tabs/tab-model.js';
export type { PrimaryColor } from './core/theme/primary-color.js';
export type { ThemeMode } from './core/theme/theme-script.js';
export { useUnsavedChanges } from './core/unsaved/unsaved-changes.js';
export { all, createValidators } from './core/validation/validators.js';
export { DEFAULT_VERSION_CHECK_INTERVAL_MS } from './core/version-watcher/create-version-watcher.js';
export { usePageLoaded } from './hooks/use-page-loaded/use-page-loaded.js';
