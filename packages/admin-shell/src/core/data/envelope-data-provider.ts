import type { EnvelopeClient, PageResult, Query } from '../client/create-envelope-client.js';
import { EnvelopeError, RequestError } from '../client/errors.js';
import type { DataProvider, GetListParams, RecordId } from '../contracts.js';
import { ConflictError, FieldErrors, NotFoundError } from './data-errors.js';
import { deleteEach } from './delete-each.js';

/** A request an envelope API takes for one call: a path, and query parameters if any. */
export type EnvelopeRoute = string | { path: string; query?: Query };

/** Where one resource's calls go. A call without a route is refused (the table offers none). */
export interface EnvelopeResourceRoutes {
  /**
   * GET a page, answered `{ list, total, current, pageSize }`, for the query `current`,
   * `pageSize`, `sortField`, `sortOrder` (`ascend`/`descend`), `keyword` and one parameter per
   * filter. Absent for records the API does not page (the app reads those itself).
   */
  list?: string;
  /** GET one record. */
  one?(id: RecordId): EnvelopeRoute;
  /** POST a new record's data. */
  create?: EnvelopeRoute;
  /** POST the data over a record (the data carries what the API checks, a `version`, say). */
  update?(id: RecordId): EnvelopeRoute;
  /** POST to delete a record. */
  delete?(id: RecordId): EnvelopeRoute;
}

function routeOf(route: EnvelopeRoute): { path: string; query?: Query } {
  return typeof route === 'string' ? { path: route } : route;
}

function record(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null
    ? (value as Record<string, unknown>)
    : undefined;
}

/** The field problems an envelope lists in `data.fields` (`{ field, message }` each). */
function fieldProblems(data: unknown): Record<string, string> | undefined {
  const list = record(data)?.fields;
  if (!Array.isArray(list)) return undefined;
  const fields: Record<string, string> = {};
  for (const item of list) {
    const problem = record(item);
    if (typeof problem?.field === 'string' && typeof problem.message === 'string') {
      fields[problem.field] ??= problem.message;
    }
  }
  return Object.keys(fields).length > 0 ? fields : undefined;
}

/**
 * Turns the envelope API's refusals into the shell's: a 409 carrying `data.current` is a
 * conflict, a 404 a missing record, `data.fields` field errors; anything else is left as it is.
 */
function translate(error: unknown): unknown {
  const status = error instanceof RequestError ? error.status : undefined;
  const envelope =
    error instanceof RequestError || error instanceof EnvelopeError ? error.envelope : undefined;
  if (!envelope) return error;
  const current = record(envelope.data)?.current;
  if (status === 409 && current !== undefined) return new ConflictError(current, envelope.message);
  if (status === 404) return new NotFoundError(envelope.message);
  const fields = fieldProblems(envelope.data);
  return fields ? new FieldErrors(fields, envelope.message) : error;
}

async function translated<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    throw translate(error);
  }
}

function listQuery(params: GetListParams): Query {
  return {
    ...params.filters,
    current: params.pagination.page,
    pageSize: params.pagination.perPage,
    keyword: params.search,
    sortField: params.sort?.field,
    sortOrder: params.sort ? (params.sort.order === 'asc' ? 'ascend' : 'descend') : undefined,
  };
}

/**
 * A data provider for an API that wraps every answer in `{ code, data, message }` and pages
 * lists as `{ list, total, current, pageSize }` (Ant Design Pro's conventions, and this
 * project's API), over an {@link EnvelopeClient}. Its calls are silent: the tables and forms
 * show their failures themselves.
 *
 * @example
 * const dataProvider = envelopeDataProvider(api, {
 *   users: {
 *     list: '/api/users/list',
 *     create: '/api/users/create',
 *     update: (id) => `/api/users/update/${id}`,
 *     delete: (id) => `/api/users/delete/${id}`,
 *   },
 * });
 */
export function envelopeDataProvider(
  client: EnvelopeClient,
  resources: Readonly<Record<string, EnvelopeResourceRoutes>>,
): DataProvider {
  const routesOf = (resource: string): EnvelopeResourceRoutes => {
    const routes = resources[resource];
    if (!routes) throw new Error(`No routes for the resource "${resource}"`);
    return routes;
  };
  const routeFor = (resource: string, call: 'list' | 'create') => {
    const route = routesOf(resource)[call];
    if (!route) throw new Error(`The resource "${resource}" offers no ${call}`);
    return routeOf(route);
  };
  const callFor = (resource: string, call: 'one' | 'update' | 'delete', id: RecordId) => {
    const route = routesOf(resource)[call];
    if (!route) throw new Error(`The resource "${resource}" offers no ${call}`);
    return routeOf(route(id));
  };

  const provider: DataProvider = {
    async getList<Row>(params: GetListParams) {
      const page = await translated(
        client.page<Row>(routeFor(params.resource, 'list').path, listQuery(params), {
          signal: params.signal,
          silent: true,
        }),
      );
      return { data: (page as PageResult<Row>).list, total: page.total };
    },
    async getOne({ resource, id, signal }) {
      const { path, query } = callFor(resource, 'one', id);
      return translated(client.get(path, query, { signal, silent: true }));
    },
    async create({ resource, data }) {
      const { path, query } = routeFor(resource, 'create');
      return translated(client.request(path, { method: 'POST', query, body: data, silent: true }));
    },
    async update({ resource, id, data }) {
      const { path, query } = callFor(resource, 'update', id);
      return translated(client.request(path, { method: 'POST', query, body: data, silent: true }));
    },
    async delete({ resource, id }) {
      const { path, query } = callFor(resource, 'delete', id);
      await translated(client.request(path, { method: 'POST', query, silent: true }));
    },
    deleteMany: ({ resource, records }) =>
      deleteEach(records, ({ id, previousData }) =>
        provider.delete({ resource, id, previousData }),
      ),
  };
  return provider;
}
