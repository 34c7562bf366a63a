import { createFetch, FetchError, type FetchOptions } from 'ofetch';
import type { Locale } from '../i18n/messages.js';
import { requestFailed } from '../i18n/request-failed.js';
import { type Envelope, EnvelopeError, RequestError } from './errors.js';
import { retryAfterSeconds } from './retry-after.js';
import { isOwnOrigin, readCookie } from './xsrf.js';

/** A page of a list, as the API answers it: `current` is 1-based. */
export interface PageResult<T> {
  list: T[];
  total: number;
  current: number;
  pageSize: number;
}

export type QueryValue = string | number | boolean | null | undefined;
export type Query = Record<string, QueryValue>;

export interface EnvelopeClientOptions {
  /** Where the API lives, e.g. `https://api.example.com`; default: the page's own origin. */
  baseURL?: string;
  /** Milliseconds before a request is abandoned; 0 (the default) waits for ever. */
  timeout?: number;
  /** Path of the sign-in page that a 401 sends the browser to. Default `/login`. */
  loginPath?: string;
  /** Cookie holding the CSRF token. Default `XSRF-TOKEN`. */
  xsrfCookieName?: string;
  /** Header that echoes the CSRF token. Default `X-XSRF-TOKEN`. */
  xsrfHeaderName?: string;
  /** Shows a transport error to the person (a toast). Default: nothing is shown. */
  notify?: (message: string, error: RequestError) => void;
  /**
   * The fallback message when neither the server nor the error says anything. Default: the
   * catalogue's `request.failed` in the page's language (`<html lang>`, which the shell keeps).
   */
  requestFailedMessage?: () => string;
  /** Moves the browser to the sign-in page. Default: `window.location.assign`. */
  redirect?: (url: string) => void;
  /**
   * Asked when a request meets a 401 (`SessionGate.signInAgain`): `true` sends the request
   * once more (the person signed in again), `false` lets the 401 stand. When given, the client
   * never moves the browser itself: the session decides where the person goes.
   */
  signInAgain?: (sentAt: number) => Promise<boolean>;
  /** Extra headers for every request (for example Accept-Language). */
  headers?: () => Record<string, string>;
  /** The fetch to use; default the global one. */
  fetch?: typeof globalThis.fetch;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'HEAD';
  query?: Query;
  /** Sent as JSON (objects and arrays) with a JSON content type. */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Leave transport errors to the caller: no toast (forms that show field errors inline). */
  silent?: boolean;
}

export interface EnvelopeClient {
  /**
   * Sends a request and unwraps the envelope: resolves with `data` (or the whole envelope when
   * it has no data), rejects with {@link EnvelopeError} for a non-zero code and with
   * {@link RequestError} for transport failures.
   */
  request<T>(path: string, options?: RequestOptions): Promise<T>;
  get<T>(
    path: string,
    query?: Query,
    options?: Omit<RequestOptions, 'method' | 'query'>,
  ): Promise<T>;
  post<T>(
    path: string,
    body?: unknown,
    options?: Omit<RequestOptions, 'method' | 'body'>,
  ): Promise<T>;
  /** A page of a list endpoint (`{ list, total, current, pageSize }`). */
  page<T>(
    path: string,
    query?: Query,
    options?: Omit<RequestOptions, 'method' | 'query'>,
  ): Promise<PageResult<T>>;
}

/** A request the caller abandoned (ofetch wraps the AbortError in its own FetchError). */
function isAbort(error: Error | undefined): boolean {
  if (!error) return false;
  const inner = error.cause;
  return error.name === 'AbortError' || (inner instanceof Error && inner.name === 'AbortError');
}

function isEnvelope(value: unknown): value is Envelope {
  return (
    typeof value === 'object' && value !== null && 'code' in value && typeof value.code === 'number'
  );
}

function withoutEmpty(
  query: Query | undefined,
): Record<string, string | number | boolean> | undefined {
  if (!query) return undefined;
  const kept: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') kept[key] = value;
  }
  return kept;
}

/**
 * What the error itself says. ofetch prefixes every failure with the method and URL, which
 * means nothing to a person: take the underlying reason or the HTTP status text instead.
 */
function ownMessage(error: unknown): string | undefined {
  if (error instanceof FetchError) {
    const reason = error.cause instanceof Error ? error.cause.message : undefined;
    return reason || error.statusText || undefined;
  }
  return error instanceof Error ? error.message : undefined;
}

/** The catalogue's "request failed" in the language the page is shown in. */
function pageLanguageRequestFailed(): string {
  const lang = typeof document === 'undefined' ? undefined : document.documentElement?.lang;
  return requestFailed[lang as Locale] ?? requestFailed['zh-CN'];
}

/** Methods that change nothing on the server, so a forged one does no harm: no XSRF token. */
const safeMethods = new Set<RequestOptions['method']>(['GET', 'HEAD']);

function browserLocation(): Location | undefined {
  return typeof window === 'undefined' ? undefined : window.location;
}

/**
 * Creates the client every console call goes through, on ofetch: cookies are sent
 * (`credentials: 'include'`), the XSRF cookie is echoed in a header with every write (not with
 * GET or HEAD, which must change nothing) to the API's own origin only, a 401 sends the browser to the sign-in page with a `redirect` back (or, given
 * `signInAgain`, waits for the person to sign in again and sends the request once more), other transport
 * errors are shown through `notify` with the server's message, else the error's, else the
 * catalogue's 请求失败！ in the page's language.
 *
 * @example
 * const api = createEnvelopeClient({ notify: (message) => notifications.show({ color: 'red', message }) });
 * const me = await api.get<CurrentUser>('/api/currentUser');
 */
export function createEnvelopeClient(options: EnvelopeClientOptions = {}): EnvelopeClient {
  const {
    timeout = 0,
    loginPath = '/login',
    xsrfCookieName = 'XSRF-TOKEN',
    xsrfHeaderName = 'X-XSRF-TOKEN',
    requestFailedMessage = pageLanguageRequestFailed,
  } = options;

  const pageOrigin = () => browserLocation()?.origin ?? 'http://localhost';
  const apiOrigin = () => new URL(options.baseURL ?? '/', pageOrigin()).origin;

  const toLogin = () => {
    const location = browserLocation();
    if (!location || location.pathname === loginPath) return;
    const back = `${location.pathname}${location.search}`;
    const target = `${loginPath}?redirect=${encodeURIComponent(back)}`;
    (options.redirect ?? ((url: string) => location.assign(url)))(target);
  };

  const fetcher = createFetch({
    fetch: options.fetch ?? ((input, init) => globalThis.fetch(input, init)),
    defaults: { credentials: 'include', timeout: timeout > 0 ? timeout : undefined, retry: 0 },
  });

  async function request<T>(path: string, init: RequestOptions = {}): Promise<T> {
    const sentAt = Date.now();
    try {
      return await send<T>(path, init);
    } catch (error) {
      const unauthorized = error instanceof RequestError && error.status === 401;
      if (unauthorized && options.signInAgain && (await options.signInAgain(sentAt))) {
        return send<T>(path, init);
      }
      throw error;
    }
  }

  async function send<T>(path: string, init: RequestOptions): Promise<T> {
    const headers: Record<string, string> = { ...options.headers?.(), ...init.headers };
    // Resolved here rather than by fetch, so the origin check below sees the real target.
    const url = new URL(path, new URL(options.baseURL ?? '/', pageOrigin())).toString();
    const method = init.method ?? 'GET';
    // Reads need no token, and a page's first read of document.cookie waits on the browser's
    // network process (24 ms of a busy load, measured): only writes ask for it.
    if (
      !safeMethods.has(method) &&
      typeof document !== 'undefined' &&
      isOwnOrigin(url, apiOrigin(), pageOrigin())
    ) {
      const token = readCookie(document.cookie, xsrfCookieName);
      if (token) headers[xsrfHeaderName] = token;
    }
    const fetchOptions: FetchOptions<'json'> = {
      method,
      query: withoutEmpty(init.query),
      headers,
      signal: init.signal,
      ...(init.body === undefined ? {} : { body: init.body as FetchOptions['body'] }),
    };
    let body: unknown;
    try {
      body = await fetcher<unknown>(url, fetchOptions);
    } catch (error) {
      throw fail(error, init.silent === true);
    }
    if (!isEnvelope(body)) return body as T;
    if (body.code !== 0) throw new EnvelopeError(body);
    return (body.data ?? body) as T;
  }

  function fail(error: unknown, silent: boolean): RequestError {
    const status = error instanceof FetchError ? error.status : undefined;
    const answer: unknown = error instanceof FetchError ? error.data : undefined;
    const envelope = isEnvelope(answer) ? answer : undefined;
    const cause = error instanceof Error ? error : undefined;
    const message = envelope?.message || ownMessage(error) || requestFailedMessage();
    const retryAfter = retryAfterSeconds(
      error instanceof FetchError ? error.response?.headers.get('retry-after') : undefined,
    );
    const failure = new RequestError(message, status, envelope, { cause: error, retryAfter });
    if (status === 401) {
      if (!options.signInAgain) toLogin();
    } else if (!silent && !isAbort(cause)) {
      options.notify?.(message, failure);
    }
    return failure;
  }

  return {
    request,
    get: (path, query, init) => request(path, { ...init, method: 'GET', query }),
    post: (path, body, init) => request(path, { ...init, method: 'POST', body }),
    page: (path, query, init) => request(path, { ...init, method: 'GET', query }),
  };
}
