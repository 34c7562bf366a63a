import type { DataProvider, GetListParams, RecordId } from '../contracts.js';
import { ConflictError, FieldErrors, NotFoundError } from './data-errors.js';
import { deleteEach } from './delete-each.js';

export interface RestDataProviderOptions {
  /** The API's root: `https://api.example.com` or `/api`. */
  baseURL: string;
  /** A resource's path under the root, where it is not the resource's own name. */
  paths?: Readonly<Record<string, string>>;
  /** Headers for every request: an `Authorization` header, say. */
  headers?: () => Record<string, string>;
  /** Whether cookies travel with each request. Default `same-origin`. */
  credentials?: RequestCredentials;
  /** The fetch to use; default the global one. */
  fetch?: typeof globalThis.fetch;
}

/** A failure the API described in its body, or by its status alone. */
export class RestRequestError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly body: unknown,
  ) {
    super(message);
    this.name = 'RestRequestError';
  }
}

function record(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

/** Field errors as REST APIs commonly send them: `{ errors: { field: "…" | ["…"] } }`. */
function fieldErrorsOf(body: unknown): Record<string, string> | undefined {
  const errors = record(record(body)?.errors);
  if (!errors) return undefined;
  const fields: Record<string, string> = {};
  for (const [field, value] of Object.entries(errors)) {
    const message = Array.isArray(value) ? value[0] : value;
    if (typeof message === 'string') fields[field] = message;
  }
  return Object.keys(fields).length > 0 ? fields : undefined;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * A data provider for a plain REST API in json-server's conventions:
 *
 * - `GET /users?_page=2&_limit=20&_sort=name&_order=desc&q=ada&status=active`, the total in
 *   the `X-Total-Count` header (list it in `Access-Control-Expose-Headers` across origins);
 * - `GET /users/7`, `POST /users`, `PATCH /users/7`, `DELETE /users/7`.
 *
 * Refusals: 404 is a missing record; 409 a conflict, with the record as it is now in the body
 * (or `{ current }`, or else read afresh); 400 or 422 with `{ errors: { field: message } }`
 * field errors; anything else an error with the body's `message`, else the status text.
 */
export function restDataProvider(options: RestDataProviderOptions): DataProvider {
  const fetcher = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const root = options.baseURL.replace(/\/+$/, '');
  const pathOf = (resource: string) => options.paths?.[resource] ?? resource;
  const urlOf = (resource: string, id?: RecordId) =>
    `${root}/${pathOf(resource)}${id === undefined ? '' : `/${encodeURIComponent(String(id))}`}`;

  async function send(
    method: string,
    url: string,
    init: { body?: unknown; signal?: AbortSignal } = {},
  ): Promise<{ body: unknown; response: Response }> {
    const response = await fetcher(url, {
      method,
      credentials: options.credentials ?? 'same-origin',
      signal: init.signal,
      headers: {
        Accept: 'application/json',
        ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...options.headers?.(),
      },
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    });
    const body = await readBody(response);
    if (response.ok) return { body, response };
    const described = record(body)?.message;
    const message =
      (typeof described === 'string' && described) ||
      response.statusText ||
      `HTTP ${response.status}`;
    if (response.status === 404) throw new NotFoundError(message);
    const fields = fieldErrorsOf(body);
    if ((response.status === 400 || response.status === 422) && fields) {
      throw new FieldErrors(fields, message);
    }
    throw new RestRequestError(message, response.status, body);
  }

  function listUrl(params: GetListParams): string {
    const query = new URLSearchParams({
      _page: String(params.pagination.page),
      _limit: String(params.pagination.perPage),
    });
    if (params.sort) {
      query.set('_sort', params.sort.field);
      query.set('_order', params.sort.order);
    }
    if (params.search) query.set('q', params.search);
    for (const [field, value] of Object.entries(params.filters)) query.set(field, String(value));
    return `${urlOf(params.resource)}?${query}`;
  }

  const provider: DataProvider = {
    async getList<Row>(params: GetListParams) {
      const { body, response } = await send('GET', listUrl(params), { signal: params.signal });
      const data = Array.isArray(body) ? (body as Row[]) : [];
      const total = Number(response.headers.get('X-Total-Count') ?? Number.NaN);
      return { data, total: Number.isFinite(total) ? total : data.length };
    },
    async getOne<Row>({ resource, id, signal }: { resource: string; id: RecordId; signal?: AbortSignal }) {
      return (await send('GET', urlOf(resource, id), { signal })).body as Row;
    },
    async create<Row>({ resource, data }: { resource: string; data: unknown }) {
      return (await send('POST', urlOf(resource), { body: data })).body as Row;
    },
    async update<Row>({ resource, id, data }: { resource: string; id: RecordId; data: unknown }) {
      try {
        return (await send('PATCH', urlOf(resource, id), { body: data })).body as Row;
      } catch (error) {
        if (!(error instanceof RestRequestError) || error.status !== 409) throw error;
        const sent = record(error.body);
        const current =
          sent?.current ?? (sent && 'id' in sent ? sent : await provider.getOne<Row>({ resource, id }));
        throw new ConflictError(current, error.message);
      }
    },
    async delete({ resource, id }) {
      await send('DELETE', urlOf(resource, id));
    },
    deleteMany: ({ resource, records }) =>
      deleteEach(records, ({ id, previousData }) =>
        provider.delete({ resource, id, previousData }),
      ),
  };
  return provider;
}
