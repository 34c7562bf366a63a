/**
 * The contracts a team implements to plug its own back end and services into the shell, in the
 * manner of react-admin's and refine's providers. Every one the shell calls lives here; the
 * shell ships an implementation of most (`envelopeDataProvider` and `restDataProvider`, the
 * catalogue i18n, the Mantine notifier, `createPreferencesStore` and, over a
 * `PreferencesRemote`, `createServerPreferencesStore`), and `AdminApp` wires them, with those
 * as defaults where one makes sense. Saved views live on the app's back end only
 * (`SavedViewsProvider`).
 */
import type { AccessFlags } from './access/flags.js';
import type { ColumnPreferences, CrudDensity } from './crud/column-preferences.js';
import type { CrudSortOrder } from './crud/crud-definition.js';
import type { MessageKey } from './i18n/catalogue-i18n.js';
import type { Locale } from './i18n/messages.js';
import type { MessageParams } from './i18n/translate.js';
import type { Preferences } from './preferences/preferences.js';

/** The id of a record, as the back end names it. */
export type RecordId = string | number;

/** One page of a list, sorted, filtered and searched as a table shows it. */
export interface GetListParams {
  /** The kind of record, as the app names it (`users`). */
  resource: string;
  /** The page, from 1, and how many records it holds. */
  pagination: { page: number; perPage: number };
  /** The order; the back end's own when absent. */
  sort?: { field: string; order: 'asc' | 'desc' };
  /** Records whose field equals the value, for every entry. */
  filters: Readonly<Record<string, string | number>>;
  /** Text the records are searched for (a keyword box). */
  search?: string;
  /** Aborts the request when the page is left or changed. */
  signal?: AbortSignal;
}

/** A page of records and how many match in all. */
export interface GetListResult<Row> {
  data: Row[];
  total: number;
}

/**
 * How the shell reads and writes records. Ordinary refusals reject with the typed errors of
 * `core/data/data-errors` (`ConflictError` for a stale write with the record as it is now,
 * `NotFoundError`, `FieldErrors` for fields at fault), which the forms and tables show in
 * place; anything else rejects with an `Error` whose message a person can read.
 */
export interface DataProvider {
  getList<Row>(params: GetListParams): Promise<GetListResult<Row>>;
  getOne<Row>(params: { resource: string; id: RecordId; signal?: AbortSignal }): Promise<Row>;
  /** Saves a new record; resolves with it as stored. */
  create<Row>(params: { resource: string; data: unknown }): Promise<Row>;
  /** Saves `data` over the record read as `previousData`; resolves with it as stored. */
  update<Row>(params: {
    resource: string;
    id: RecordId;
    data: unknown;
    previousData: Row;
  }): Promise<Row>;
  delete<Row>(params: { resource: string; id: RecordId; previousData: Row }): Promise<void>;
  /** Deletes several records, reporting each outcome rather than stopping at a refusal. */
  deleteMany<Row>(params: {
    resource: string;
    records: readonly { id: RecordId; previousData: Row }[];
  }): Promise<DeleteManyResult>;
}

/** What a bulk delete did, record by record. */
export interface DeleteManyResult {
  deleted: RecordId[];
  failed: { id: RecordId; error: unknown }[];
}

/** Tells the person how something went, out of the page's flow (a toast). */
export interface Notifier {
  notify(notice: { kind: 'success' | 'error'; message: string }): void;
}

/** Why a sign-in was refused: ordinary outcomes the sign-in form explains. */
export type LoginRefusalReason =
  | 'wrongCredentials'
  | 'captchaRequired'
  | 'captchaInvalid'
  | 'accountDisabled'
  /** Too many attempts: try again later. */
  | 'throttled'
  /** The back end accepted the credentials, but `getIdentity` then found nobody signed in. */
  | 'noIdentity'
  /** Any other refusal: `message` says why. */
  | 'other';

/** How a sign-in ended. Refusals resolve; only a failure to ask (network, server) rejects. */
export type LoginResult =
  | { ok: true }
  | {
      ok: false;
      reason: LoginRefusalReason;
      /** The back end's own words, when it gave any. */
      message?: string;
      /** Whether the next attempt must answer a captcha. */
      captchaRequired?: boolean;
      /**
       * For `throttled`: the seconds before another attempt can succeed, when the back end said
       * (an HTTP 429's Retry-After), so the form can tell the person how long to wait.
       */
      retryAfter?: number;
    };

/**
 * What an error from the back end means for the session: `logout` ends it; `refresh` keeps it
 * but fetches who is signed in again, as after a 403 when the person's roles may have changed
 * since the page loaded, so the menu and the buttons follow what they may now do.
 */
export type AuthErrorOutcome = 'logout' | 'refresh' | 'ignore';

/**
 * Who is signed in, and signing in and out. There is no separate `check`: `getIdentity`
 * answering `null` is "nobody is signed in", so the shell asks the back end once at start.
 */
export interface AuthProvider<User, Credentials = unknown> {
  /** Signs in; a refusal resolves with its reason, never rejects. */
  login(credentials: Credentials): Promise<LoginResult>;
  /** Ends the session on the server. */
  logout(): Promise<void>;
  /** The signed-in user, or null when nobody is; rejects when it cannot tell (network). */
  getIdentity(): Promise<User | null>;
  /**
   * What a failed request means for the session. Default: a 401 (`error.status`) ends it and
   * sends the person to the sign-in page, with a way back; a 403 fetches the identity again.
   */
  onError?(error: unknown): AuthErrorOutcome;
}

/**
 * What a person may do: the app's flags, computed from the signed-in user (undefined before
 * sign-in). A function of the user rather than `can(flag)`, so flags that take arguments
 * (`canDelete(row)`) keep their types. `defineAccess` declares one.
 */
export type AccessProvider<User> = (user: User | undefined) => AccessFlags;

/**
 * The language and the words of every screen. The shell ships one on its catalogue
 * (`AdminApp`'s `messages`); a team on i18next or FormatJS implements this instead.
 */
export interface I18nProvider {
  /** The message for `key` in the current language, `{name}` placeholders filled. */
  translate(key: MessageKey, params?: MessageParams): string;
  /** The language `translate` speaks now. */
  getLocale(): Locale;
  /**
   * Switches the language. A provider that loads a language's words when first needed
   * switches once they have arrived, and rejects when they cannot (the language stays).
   */
  setLocale(locale: Locale): void | Promise<void>;
  /** Calls `listener` after the language changed. Returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
  /**
   * While the words of the language in use are still on their way: a promise (the same one
   * until it settles) that settles once `translate` can speak. The shell draws nothing before
   * then. Leave it out when every language is at hand.
   */
  pending?(): Promise<void> | undefined;
  /**
   * The words of the language in use that the sign-in page goes without (a catalogue's `rest`
   * parts): undefined when they are here, or there are none; else a promise (the same until it
   * settles) that loads them and settles once `translate` speaks them. The shell draws every
   * page but the sign-in page after them, and asks for them there once that page has loaded.
   * Leave it out when every word is at hand.
   */
  rest?(): Promise<void> | undefined;
}

/** A key–value storage with the Web Storage shape: `localStorage` and `sessionStorage` fit. */
export interface PreferencesStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/**
 * The person's choices, in one place: layout, theme mode, primary colour, language and each
 * table's columns, density and page size. `createPreferencesStore` keeps them in a storage
 * and follows other tabs; a server-backed store implements this.
 */
export interface PreferencesStore {
  /** The choices now; the same object until one changes. */
  get(): Preferences;
  /** Changes choices: `change` gets the current ones and returns the next. */
  update(change: (current: Preferences) => Preferences): void;
  /** Forgets the named choices, or all of them: the app's defaults apply again. */
  reset(...keys: (keyof Preferences)[]): void;
  /** Calls `listener` after any change, this tab's or another's. Returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
  /**
   * Told who is signed in (a key of the person), and undefined once nobody is; `AdminApp` calls
   * it as the session changes, once it knows (never while the session loads). A store that keeps
   * each person's choices for them (on a server) loads theirs, and forgets the previous person's
   * so the next one never sees them, also when told nobody at the start of a page whose browser
   * still holds someone's copy.
   */
  setOwner?(owner: string | undefined): void;
}

/**
 * A person's preferences as a server keeps them: a JSON value the shell wrote (and parses
 * again on reading) and its version, 0 while nothing is stored.
 */
export interface StoredPreferences {
  value: unknown;
  version: number;
}

/**
 * Where `createServerPreferencesStore` keeps the signed-in person's preferences, so they follow
 * the person to another browser. Both calls act for whoever is signed in.
 */
export interface PreferencesRemote {
  /** The person's stored preferences (version 0 when none are). */
  load(params: { signal?: AbortSignal }): Promise<StoredPreferences>;
  /**
   * Stores `value` over `version` (the one last read or saved) and resolves with what is
   * stored now. When someone saved since (another browser), rejects with a `ConflictError`
   * whose `current` is the `StoredPreferences` now stored: the store re-applies its changes
   * over them and saves again.
   */
  save(params: { value: Preferences; version: number }): Promise<StoredPreferences>;
}

/**
 * What a saved view keeps of a table: what it lists (filters, keyword, sort, page size) and how
 * it draws it (columns, density). A part left out stays as the person has it.
 */
export interface SavedViewState {
  /** Records whose field equals the value, by field key. */
  filters?: Readonly<Record<string, string | number>>;
  keyword?: string;
  sortField?: string;
  sortOrder?: CrudSortOrder;
  pageSize?: number;
  columns?: ColumnPreferences;
  density?: CrudDensity;
}

/** A named view of a table, as the person reading it sees it. */
export interface SavedView {
  id: RecordId;
  /** The table it is a view of: the `id` of its `CrudDefinition`. */
  tableKey: string;
  name: string;
  /** Offered to everyone, not only to its owner. */
  shared: boolean;
  state: SavedViewState;
  /** Who saved it, as the people it is shared with know them. */
  ownerName: string;
  /** The reader saved it: only they may change or delete it. */
  mine: boolean;
  /** The reader opens the table with it. */
  isDefault: boolean;
  /**
   * What the back end checks a stale change by, when it does; the shell only hands the view
   * back to `update` as it read it.
   */
  version?: number;
}

/**
 * Where a person's named views of the CRUD tables are kept: their own, and those someone shared
 * with everyone, with one default view per table each. Refusals reject with the typed errors
 * of `core/data/data-errors`: `FieldErrors` (a name already taken, as `name`),
 * `ConflictError` (the view changed since it was read, with the view as it is now) and
 * `NotFoundError` (deleted, or not shared with the person).
 */
export interface SavedViewsProvider {
  /** The views of a table the person may use: their own, and those shared with everyone. */
  list(params: { tableKey: string; signal?: AbortSignal }): Promise<SavedView[]>;
  /** One view the person may use (a shared link's). */
  get(params: { id: RecordId; signal?: AbortSignal }): Promise<SavedView>;
  /** Saves a new view of the person's. */
  create(params: {
    tableKey: string;
    name: string;
    shared: boolean;
    state: SavedViewState;
  }): Promise<SavedView>;
  /** Renames, shares or unshares, or replaces the state of a view of the person's, read as `view`. */
  update(params: {
    view: SavedView;
    name?: string;
    shared?: boolean;
    state?: SavedViewState;
  }): Promise<SavedView>;
  /** Deletes a view of the person's; whoever opened the table with it opens it plain again. */
  delete(params: { view: SavedView }): Promise<void>;
  /** Makes `view` the person's default for the table (replacing the one before), or none. */
  setDefault(params: { tableKey: string; view: SavedView | null }): Promise<void>;
}

/** Someone the back end names in live news: who changed a record, or who has it open. */
export interface LivePerson {
  id: RecordId;
  name: string;
}

/** A record created, updated or deleted, as a live back end reports it. */
export interface RecordChange {
  /** The kind of record, as the data provider names it. */
  resource: string;
  id: RecordId;
  action: 'created' | 'updated' | 'deleted';
  /**
   * The record's version after the change, compared with `CrudDefinition.rowVersion`; null once
   * deleted; absent when the back end keeps none.
   */
  version?: string | number | null;
  /** Who changed it, when the back end says. */
  actor?: LivePerson | null;
}

/** Who has a record open now, the person asking included. */
export interface RecordPresence {
  resource: string;
  id: RecordId;
  people: LivePerson[];
}

/** What a live connection hears. */
export type LiveMessage =
  | {
      type: 'change';
      change: RecordChange;
      /** Where the connection is in the back end's stream: resumes after it. */
      eventId?: string;
    }
  | { type: 'presence'; presence: RecordPresence }
  /** Changes may have been missed: everything shown may be stale. */
  | { type: 'reset' }
  /** What the person may do has changed: fetch who is signed in again. */
  | { type: 'identity' }
  /** The connection has sent what was missed; from now on, news as it happens. */
  | { type: 'ready' }
  /** The connection is alive and nothing has happened. */
  | { type: 'ping' };

/**
 * News of the back end as it happens: records others change, and who has a record open. The
 * shell keeps one connection per browser (one tab holds it and passes what it hears to the
 * others), reconnects, and turns changes into fresh tables and forms. `eventSourceLiveProvider`
 * implements it over Server-Sent Events.
 */
export interface LiveProvider {
  /**
   * Opens one connection and reports what it hears with `onMessage` until `signal` aborts. Starts
   * after the change `lastEventId` when given, else with what changed in the last `sinceMs`
   * milliseconds (the back end answers `reset` when it cannot tell). Resolves once aborted;
   * rejects when the connection fails or the back end ends it, and the shell opens another.
   */
  connect(params: {
    lastEventId?: string;
    sinceMs?: number;
    signal: AbortSignal;
    onMessage(message: LiveMessage): void;
  }): Promise<void>;
  /**
   * Says that this page has a record open (`leaving`: no longer); resolves with who has it open
   * now. The shell says so again every 20 seconds while the record stays open. Without it, forms
   * show nobody else.
   */
  announcePresence?(params: {
    resource: string;
    id: RecordId;
    /** Tells two pages of one person apart. */
    clientId: string;
    leaving?: boolean;
  }): Promise<LivePerson[]>;
}
