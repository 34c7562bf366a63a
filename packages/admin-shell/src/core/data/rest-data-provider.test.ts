import { describe, expect, it, vi } from 'vitest';
import { ConflictError, FieldErrors, NotFoundError } from './data-errors.js';
import { RestRequestError, restDataProvider } from './rest-data-provider.js';

interface Sent {
  method: string;
  url: string;
  body: unknown;
  headers: Record<string, string>;
}

/** A fetch that records each request and answers from `reply`. */
function fakeFetch(reply: (sent: Sent) => { status?: number; body?: unknown; headers?: Record<string, string> }) {
  const sent: Sent[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request: Sent = {
      method: init?.method ?? 'GET',
      url: String(input),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      headers: (init?.headers ?? {}) as Record<string, string>,
    };
    sent.push(request);
    const { status = 200, body, headers = {} } = reply(request);
    return new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json', ...headers },
    });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, sent };
}

const ada = { id: 7, name: 'Ada', version: 3 };

describe('restDataProvider', () => {
  it("asks for a page in json-server's terms and reads the total from X-Total-Count", async () => {
    const { fetch, sent } = fakeFetch(() => ({ body: [ada], headers: { 'X-Total-Count': '41' } }));
    const provider = restDataProvider({ baseURL: 'https://api.example.com/', fetch });
    const page = await provider.getList({
      resource: 'users',
      pagination: { page: 2, perPage: 20 },
      sort: { field: 'name', order: 'desc' },
      filters: { status: 'active', teamId: 3 },
      search: 'ada lovelace',
    });
    expect(page).toEqual({ data: [ada], total: 41 });
    const url = new URL(sent[0]?.url ?? '');
    expect(url.origin + url.pathname).toBe('https://api.example.com/users');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      _page: '2',
      _limit: '20',
      _sort: 'name',
      _order: 'desc',
      q: 'ada lovelace',
      status: 'active',
      teamId: '3',
    });
  });

  it('counts the records sent when the API gives no total', async () => {
    const { fetch } = fakeFetch(() => ({ body: [ada, { ...ada, id: 8 }] }));
    const page = await restDataProvider({ baseURL: '/api', fetch }).getList({
      resource: 'users',
      pagination: { page: 1, perPage: 10 },
      filters: {},
    });
    expect(page.total).toBe(2);
  });

  it('reads, creates, patches and deletes at the resource path, sending JSON', async () => {
    const { fetch, sent } = fakeFetch(({ method, body }) => ({
      status: method === 'POST' ? 201 : 200,
      body: method === 'DELETE' ? undefined : { ...ada, ...(body as object) },
    }));
    const provider = restDataProvider({
      baseURL: '/api',
      paths: { users: 'v2/people' },
      headers: () => ({ Authorization: 'Bearer t' }),
      fetch,
    });
    await provider.getOne({ resource: 'users', id: 7 });
    expect(await provider.create({ resource: 'users', data: { name: 'Ada' } })).toEqual(ada);
    await provider.update({ resource: 'users', id: 7, data: { name: 'Ada L.' }, previousData: ada });
    await provider.delete({ resource: 'users', id: 7, previousData: ada });
    expect(sent.map(({ method, url, body }) => [method, url, body])).toEqual([
      ['GET', '/api/v2/people/7', undefined],
      ['POST', '/api/v2/people', { name: 'Ada' }],
      ['PATCH', '/api/v2/people/7', { name: 'Ada L.' }],
      ['DELETE', '/api/v2/people/7', undefined],
    ]);
    expect(sent[1]?.headers).toMatchObject({
      Authorization: 'Bearer t',
      'Content-Type': 'application/json',
    });
  });

  it('reports a missing record, field errors, and other failures with their message', async () => {
    const answers = [
      { status: 404, body: { message: 'No such user' } },
      { status: 422, body: { message: 'Invalid', errors: { name: ['Too long'], email: 'Taken' } } },
      { status: 500, body: { message: 'Database down' } },
      { status: 503 },
    ];
    const { fetch } = fakeFetch(() => answers.shift() ?? {});
    const provider = restDataProvider({ baseURL: '/api', fetch });
    await expect(provider.getOne({ resource: 'users', id: 1 })).rejects.toEqual(
      new NotFoundError('No such user'),
    );
    const invalid = provider.create({ resource: 'users', data: {} });
    await expect(invalid).rejects.toBeInstanceOf(FieldErrors);
    await expect(invalid).rejects.toMatchObject({ fields: { name: 'Too long', email: 'Taken' } });
    await expect(provider.create({ resource: 'users', data: {} })).rejects.toMatchObject({
      message: 'Database down',
      status: 500,
    });
    await expect(provider.delete({ resource: 'users', id: 1, previousData: ada })).rejects.toBeInstanceOf(
      RestRequestError,
    );
  });

  it('turns a 409 on update into a conflict holding the record as it is now', async () => {
    const latest = { ...ada, name: 'Ada (theirs)', version: 4 };
    const inBody = fakeFetch(() => ({ status: 409, body: latest }));
    const conflict = restDataProvider({ baseURL: '/api', fetch: inBody.fetch }).update({
      resource: 'users',
      id: 7,
      data: { name: 'mine' },
      previousData: ada,
    });
    await expect(conflict).rejects.toBeInstanceOf(ConflictError);
    await expect(conflict).rejects.toMatchObject({ current: latest });

    // Without the record in the body, it is read afresh.
    const bare = fakeFetch(({ method }) =>
      method === 'PATCH' ? { status: 409, body: { message: 'Stale' } } : { body: latest },
    );
    await expect(
      restDataProvider({ baseURL: '/api', fetch: bare.fetch }).update({
        resource: 'users',
        id: 7,
        data: {},
        previousData: ada,
      }),
    ).rejects.toMatchObject({ current: latest, message: 'Stale' });
  });

  it('deletes many one by one and reports each outcome', async () => {
    const { fetch } = fakeFetch(({ url }) => (url.endsWith('/2') ? { status: 403, body: { message: 'No' } } : {}));
    const result = await restDataProvider({ baseURL: '/api', fetch }).deleteMany({
      resource: 'users',
      records: [1, 2, 3].map((id) => ({ id, previousData: { ...ada, id } })),
    });
    expect(result.deleted).toEqual([1, 3]);
    expect(result.failed.map(({ id, error }) => [id, (error as Error).message])).toEqual([[2, 'No']]);
  });
});
