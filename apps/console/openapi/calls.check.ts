/**
 * The console's API calls, checked against a client generated from the API's OpenAPI document
 * (`openapi-typescript`, into `api.gen.ts`, by `pnpm typecheck`). Nothing runs: this file only
 * compiles when every call sends what the document accepts and expects no more than the
 * document promises, so a change to either side that breaks a call fails CI.
 */
import type { CrudDefinition } from '@org/admin-shell';
import type {
  CurrentUser,
  DashboardSummary,
  PageResult,
  RegistrationSettings,
  Role,
  SavedView,
  SysUser,
  UserPreferences,
} from '@org/api/contract';
import type { authProvider, fetchCaptcha, fetchCaptchaQuestion, register } from '../src/api/auth';
import type { preferencesRemote } from '../src/api/preferences';
import type { createRole, updateRole } from '../src/api/roles';
import type { savedViews } from '../src/api/views';
import type {
  articleCreateBody,
  articleCrud,
  articleUpdateBody,
} from '../src/routes/_layout/crud-table/-components/article-crud';
import type {
  userCreateBody,
  userCrud,
  userUpdateBody,
} from '../src/routes/_layout/crud-table/-components/user-crud';
import type { paths } from './api.gen';

type Method = 'get' | 'post' | 'put';
type Operation<P extends keyof paths, M extends Method> = NonNullable<paths[P][M]>;
type Json<T> = T extends { content: { 'application/json': infer Body } } ? Body : never;

/** The JSON body an operation accepts (undefined when it takes none). */
type RequestBody<O> = O extends { requestBody: infer Body }
  ? Json<Body>
  : O extends { requestBody?: infer Body }
    ? Json<NonNullable<Body>> | undefined
    : undefined;
/** The `data` of an operation's success envelope. */
type Data<O> = O extends { responses: { 200: infer Response } }
  ? Json<Response> extends { data: infer D }
    ? D
    : never
  : never;
type QueryOf<O> = O extends { parameters: { query?: infer Q } } ? NonNullable<Q> : never;
type PathOf<O> = O extends { parameters: { path: infer P } } ? P : never;

type IsTrue<T extends true> = T;
/**
 * Compiles only when a value of type `Sent` can be given where `Accepted` is asked for, and
 * neither is `never` (which a path or method missing from the document would produce, and
 * which fits anywhere).
 */
type Fits<Sent, Accepted> = [Sent] extends [never]
  ? false
  : [Accepted] extends [never]
    ? false
    : [Sent] extends [Accepted]
      ? true
      : false;

type Argument<F extends (...args: never[]) => unknown, N extends number> = Parameters<F>[N];
type Result<F extends (...args: never[]) => unknown> = Awaited<ReturnType<F>>;

/** A CRUD table's row and list query. */
type RowOf<D> = D extends CrudDefinition<infer Row, infer _Values, infer _Query> ? Row : never;
type ListQueryOf<D> =
  D extends CrudDefinition<infer _Row, infer _Values, infer Query>
    ? Query & { current: number; pageSize: number }
    : never;

type UsersList = Operation<'/api/sys_users/list', 'get'>;
type UserCreate = Operation<'/api/sys_users/create', 'post'>;
type UserUpdate = Operation<'/api/sys_users/update/{id}', 'post'>;
type UserDelete = Operation<'/api/sys_users/deleted/{id}', 'post'>;
type ArticlesList = Operation<'/api/sysArticle/pageList', 'get'>;
type ArticleCreate = Operation<'/api/sysArticle/create', 'post'>;
type ArticleUpdate = Operation<'/api/sysArticle/update', 'post'>;
type ArticleDelete = Operation<'/api/sysArticle/delete', 'post'>;
type SignIn = Operation<'/api/login/account', 'post'>;
type RolesList = Operation<'/api/roles/list', 'get'>;
type RoleUsers = Operation<'/api/roles/{id}/users', 'get'>;
type RoleCreate = Operation<'/api/roles/create', 'post'>;
type RoleUpdate = Operation<'/api/roles/update/{id}', 'post'>;
type RoleDelete = Operation<'/api/roles/deleted/{id}', 'post'>;
type ViewsList = Operation<'/api/views/list', 'get'>;
type ViewGet = Operation<'/api/views/{id}', 'get'>;
type ViewCreate = Operation<'/api/views/create', 'post'>;
type ViewUpdate = Operation<'/api/views/update/{id}', 'post'>;
type ViewDelete = Operation<'/api/views/deleted/{id}', 'post'>;
type ViewDefault = Operation<'/api/views/default', 'post'>;
type PreferencesGet = Operation<'/api/preferences', 'get'>;
type PreferencesPut = Operation<'/api/preferences', 'put'>;
type ShellView = Parameters<typeof savedViews.update>[0]['view'];

export type Checked = [
  // The users table, through the data provider: the list's query (the provider sends the
  // table's page query as it is), what creates and updates send, and the rows read back.
  IsTrue<Fits<ListQueryOf<typeof userCrud>, QueryOf<UsersList>>>,
  IsTrue<Fits<Data<UsersList>['list'][number], RowOf<typeof userCrud>>>,
  IsTrue<Fits<ReturnType<typeof userCreateBody>, RequestBody<UserCreate>>>,
  IsTrue<Fits<Data<UserCreate>, RowOf<typeof userCrud>>>,
  IsTrue<Fits<{ id: RowOf<typeof userCrud>['id'] }, PathOf<UserUpdate>>>,
  IsTrue<Fits<ReturnType<typeof userUpdateBody>, RequestBody<UserUpdate>>>,
  IsTrue<Fits<Data<UserUpdate>, RowOf<typeof userCrud>>>,
  IsTrue<Fits<{ id: RowOf<typeof userCrud>['id'] }, PathOf<UserDelete>>>,
  IsTrue<Fits<Data<UserDelete>, null>>,
  // The articles table.
  IsTrue<Fits<ListQueryOf<typeof articleCrud>, QueryOf<ArticlesList>>>,
  IsTrue<Fits<Data<ArticlesList>['list'][number], RowOf<typeof articleCrud>>>,
  IsTrue<Fits<ReturnType<typeof articleCreateBody>, RequestBody<ArticleCreate>>>,
  IsTrue<Fits<Data<ArticleCreate>, RowOf<typeof articleCrud>>>,
  IsTrue<Fits<ReturnType<typeof articleUpdateBody>, RequestBody<ArticleUpdate>>>,
  IsTrue<Fits<Data<ArticleUpdate>, RowOf<typeof articleCrud>>>,
  IsTrue<Fits<{ id: RowOf<typeof articleCrud>['id'] }, QueryOf<ArticleDelete>>>,
  IsTrue<Fits<Data<ArticleDelete>, null>>,
  // The roles screen and the user form's role picker: the list and a role's holders read
  // directly, the writes through the data provider.
  IsTrue<Fits<Data<RolesList>, Role[]>>,
  IsTrue<Fits<{ current: number; pageSize: number }, QueryOf<RoleUsers>>>,
  IsTrue<Fits<Data<RoleUsers>, PageResult<SysUser>>>,
  IsTrue<Fits<Argument<typeof createRole, 0>, RequestBody<RoleCreate>>>,
  IsTrue<Fits<Data<RoleCreate>, Role>>,
  IsTrue<Fits<{ id: Role['id'] }, PathOf<RoleUpdate>>>,
  IsTrue<Fits<Argument<typeof updateRole, 1>, RequestBody<RoleUpdate>>>,
  IsTrue<Fits<Data<RoleUpdate>, Role>>,
  IsTrue<Fits<{ id: Role['id'] }, PathOf<RoleDelete>>>,
  IsTrue<Fits<Data<RoleDelete>, null>>,
  // The saved views of the CRUD tables: listed and read directly, written through the data
  // provider; what the shell hands the provider, and what it reads back.
  IsTrue<Fits<Pick<Argument<typeof savedViews.list, 0>, 'tableKey'>, QueryOf<ViewsList>>>,
  IsTrue<Fits<Data<ViewsList>[number], ShellView>>,
  IsTrue<Fits<Data<ViewsList>, Result<typeof savedViews.list>>>,
  IsTrue<Fits<{ id: SavedView['id'] }, PathOf<ViewGet>>>,
  IsTrue<Fits<Data<ViewGet>, Result<typeof savedViews.get>>>,
  IsTrue<Fits<Argument<typeof savedViews.create, 0>, RequestBody<ViewCreate>>>,
  IsTrue<Fits<Data<ViewCreate>, SavedView>>,
  IsTrue<Fits<{ id: SavedView['id'] }, PathOf<ViewUpdate>>>,
  IsTrue<
    Fits<
      Omit<Argument<typeof savedViews.update, 0>, 'view'> & { version: number },
      RequestBody<ViewUpdate>
    >
  >,
  IsTrue<Fits<Data<ViewUpdate>, SavedView>>,
  IsTrue<Fits<{ id: SavedView['id'] }, PathOf<ViewDelete>>>,
  IsTrue<Fits<Data<ViewDelete>, null>>,
  IsTrue<Fits<{ tableKey: string; viewId: number | null }, RequestBody<ViewDefault>>>,
  // The person's preferences.
  IsTrue<Fits<Data<PreferencesGet>, Result<typeof preferencesRemote.load>>>,
  IsTrue<Fits<{ value: Record<string, unknown>; version: number }, RequestBody<PreferencesPut>>>,
  IsTrue<Fits<Data<PreferencesPut>, UserPreferences>>,
  // Signing in and out, the session probe, the captcha, registration.
  IsTrue<Fits<Argument<typeof authProvider.login, 0>, RequestBody<SignIn>>>,
  IsTrue<Fits<Extract<Data<SignIn>, { id: number }>, CurrentUser>>,
  IsTrue<
    Fits<
      Data<Operation<'/api/currentUser', 'get'>>,
      NonNullable<Result<typeof authProvider.getIdentity>>
    >
  >,
  IsTrue<Fits<Data<Operation<'/api/currentUser', 'get'>>, CurrentUser>>,
  IsTrue<Fits<Data<Operation<'/api/login/outLogin', 'post'>>, null>>,
  IsTrue<Fits<Data<Operation<'/api/login/captcha', 'get'>>, Result<typeof fetchCaptcha>>>,
  IsTrue<
    Fits<Data<Operation<'/api/login/captcha/question', 'get'>>, Result<typeof fetchCaptchaQuestion>>
  >,
  IsTrue<Fits<Argument<typeof register, 0>, RequestBody<Operation<'/api/register', 'post'>>>>,
  IsTrue<Fits<Data<Operation<'/api/register', 'post'>>, Result<typeof register>>>,
  IsTrue<Fits<Data<Operation<'/api/register', 'get'>>, RegistrationSettings>>,
  // The home page's figures.
  IsTrue<Fits<Data<Operation<'/api/dashboard/summary', 'get'>>, DashboardSummary>>,
];
