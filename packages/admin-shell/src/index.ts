export {
  AccessGuard,
  type AccessGuardProps,
} from './components/AccessGuard/index.js';
export { AdminApp, type AdminAppProps, mantineNotifier } from './components/AdminApp/index.js';
export {
  AdminLayout,
  type AdminLayoutProps,
  defaultUserDisplay,
  type UserDisplay,
} from './components/AdminLayout/index.js';
export {
  CrudFormModal,
  type CrudFormModalProps,
  type CrudFormTarget,
} from './components/CrudFormModal/index.js';
export { CrudTable, type CrudTableProps } from './components/CrudTable/index.js';
export {
  ErrorBoundary,
  type ErrorBoundaryFallbackProps,
  type ErrorBoundaryProps,
  ErrorScreen,
  type ErrorScreenProps,
} from './components/ErrorScreen/index.js';
export {
  ExceptionResult,
  type ExceptionResultProps,
  type ExceptionStatus,
} from './components/ExceptionResult/index.js';
export {
  FullScreenLoader,
  type FullScreenLoaderProps,
} from './components/FullScreenLoader/index.js';
export { LocaleSwitch } from './components/LocaleSwitch/index.js';
export { SettingsDrawer, type SettingsDrawerProps } from './components/SettingsDrawer/index.js';
export { ThemeSwitch } from './components/ThemeSwitch/index.js';
export {
  VersionNotice,
  type VersionNoticeLabels,
  type VersionNoticeProps,
} from './components/VersionNotice/index.js';
export {
  type AccessFlagName,
  type AccessFlags,
  AccessProvider,
  type AccessProviderProps,
  type AccessSubject,
  type DefaultAccessFlags,
  defaultAccess,
  defineAccess,
  isAllowed,
  requireAccess,
  useAccess,
} from './core/access/index.js';
export {
  createEnvelopeClient,
  type Envelope,
  type EnvelopeClient,
  type EnvelopeClientOptions,
  EnvelopeError,
  type PageResult,
  type Query,
  type QueryValue,
  RequestError,
  type RequestOptions,
} from './core/client/index.js';
export type {
  DataProvider,
  DeleteManyResult,
  GetListParams,
  GetListResult,
  Notifier,
  RecordId,
} from './core/contracts.js';
export {
  type CrudColor,
  type CrudDefinition,
  type CrudField,
  type CrudFieldBase,
  type CrudFieldRules,
  type CrudFilterKey,
  type CrudFormOptions,
  type CrudListQuery,
  type CrudOption,
  type CrudPageQuery,
  type CrudPageSize,
  type CrudPermissions,
  type CrudSearch,
  type CrudSortField,
  type CrudSortOrder,
  type CrudValueType,
  crudListQueryOptions,
  crudPageQuery,
  crudPageSizes,
  crudQueryKey,
  crudRouteOptions,
  crudSearchValidator,
  defaultCrudPageSize,
  defineCrud,
  type FormMode,
  formModes,
  parseCrudSearch,
} from './core/crud/index.js';
export {
  ConflictError,
  FieldErrors,
  NotFoundError,
} from './core/data/data-errors.js';
export {
  type EnvelopeResourceRoutes,
  type EnvelopeRoute,
  envelopeDataProvider,
} from './core/data/envelope-data-provider.js';
export {
  type RestDataProviderOptions,
  RestRequestError,
  restDataProvider,
} from './core/data/rest-data-provider.js';
export {
  type AppCatalogue,
  enUS,
  formatMessage,
  type I18nContextValue,
  I18nProvider,
  type I18nProviderProps,
  type Locale,
  type LocalText,
  localeStorageKey,
  locales,
  type MessageKey,
  type MessageParams,
  type ShellMessageKey,
  shellMessages,
  useI18n,
  useLocalText,
  zhCN,
} from './core/i18n/index.js';
export {
  type ContentWidth,
  defaultLayoutSettings,
  type LayoutMode,
  type LayoutSettings,
  layoutSettingsStorageKey,
  type NavTheme,
  parseLayoutSettings,
} from './core/layout/layout-settings.js';
export {
  breadcrumbSteps,
  buildMenu,
  documentTitle,
  type MenuContext,
  type MenuIcon,
  type MenuItem,
  type MenuLink,
  type MenuName,
  type MenuRoute,
  menuFromRouter,
  type RouteMenuMeta,
  type RouteTrailStep,
  type RouteTreeNode,
  routeTrail,
} from './core/menu/index.js';
export {
  type AdminQueryClientOptions,
  createAdminQueryClient,
  isRetryableError,
  isSlowNetwork,
  type LoadingSlowOptions,
  loadingSlowAfterMs,
  type NavigatorLike,
  useLoadingSlow,
  useQueriesLoadingSlow,
  watchSlowFetches,
} from './core/query/index.js';
export type { Register } from './core/register.js';
export {
  type AuthProvider,
  SessionProvider,
  type SessionProviderProps,
  type SessionUser,
  type SessionValue,
  useSession,
} from './core/session/index.js';
export {
  AdminThemeProvider,
  type AdminThemeProviderProps,
  brandPalette,
  breakpoints,
  createAdminTheme,
  type PrimaryColor,
  type PrimaryColorControls,
  primaryColorPresets,
  primaryColorStorageKey,
  type ThemeMode,
  type ThemeModeControls,
  themeScript,
  themeStorageKey,
  usePrimaryColor,
  useThemeMode,
} from './core/theme/index.js';
export { all, createValidators, type Validator } from './core/validation/index.js';
export {
  createVersionWatcher,
  DEFAULT_VERSION_CHECK_INTERVAL_MS,
  type TabLocks,
  type UseVersionWatcherResult,
  useVersionWatcher,
  type VersionTagStorage,
  type VersionWatcher,
  type VersionWatcherEnvironment,
  type VersionWatcherOptions,
  type VersionWatcherState,
  type VisibilitySource,
} from './core/version-watcher/index.js';
export {
  type UseLayoutSettingsResult,
  useLayoutSettings,
} from './hooks/use-layout-settings/use-layout-settings.js';
export { usePageLoaded } from './hooks/use-page-loaded/use-page-loaded.js';
