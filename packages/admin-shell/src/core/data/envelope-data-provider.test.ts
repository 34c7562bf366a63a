import { describe, expect, it, vi } from 'vitest';
import { createEnvelopeClient } from '../client/create-envelope-client.js';
import { ConflictError, FieldErrors, NotFoundError } from './data-errors.js';
import { envelopeDataProvider } from './envelope-data-provider.js';

interface Sent {
  method: string;
  url: URL;
  body: unknown;
}

function envelopeApi(reply: (sent: Sent) => { status?: number; body: unknown }) {
  const sent: Sent[] = [];
  const notify = vi.fn();
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const text = await request.text();
    const call = { method: request.method, url: new URL(request.url), body: text ? JSON.parse(text) : undefined };
    sent.push(call);
    const { status = 200, body } = reply(call);
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  }) as unknown as typeof globalThis.fetch;
  const client = createEnvelopeClient({ baseURL: 'http://api.test', fetch, notify, redirect: () => {} });
  const provider = envelopeDataProvider(client, {
    users: {
      list: '/api/users/list',
      one: (id) => `/api/users/${id}`,
      create: '/api/users/create',
      update: (id) => `/api/users/update/${id}`,
      delete: (id) => ({ path: '/api/users/delete', query: { id } }),
    },
    reports: { list: '/api/reports' },
    // Not paged: the app lists them itself, and writes them through the provider.
    tags: { create: '/api/tags/create' },
  });
  return { provider, sent, notify };
}

const ada = { id: 7, name: 'Ada', version: 3 };
const ok = (data: unknown) => ({ body: { code: 0, data, message: 'ok' } });

describe('envelopeDataProvider', () => {
  it('asks for a page with current, pageSize, sortField, sortOrder, keyword and the filters', async () => {
    const { provider, sent } = envelopeApi(() =>
      ok({ list: [ada], total: 41, current: 2, pageSize: 20 }),
    );
    const page = await provider.getList({
      resource: 'users',
      pagination: { page: 2, perPage: 20 },
      sort: { field: 'name', order: 'asc' },
      filters: { status: 'active' },
      search: 'ada',
    });
    expect(page).toEqual({ data: [ada], total: 41 });
    expect(sent[0]?.url.pathname).toBe('/api/users/list');
    expect(Object.fromEntries(sent[0]?.url.searchParams ?? [])).toEqual({
      current: '2',
      pageSize: '20',
      sortField: 'name',
      sortOrder: 'ascend',
      keyword: 'ada',
      status: 'active',
    });
  });

  it('posts creates, updates and deletes to their routes', async () => {
    const { provider, sent } = envelopeApi(({ body }) => ok(body ? { ...ada, ...(body as object) } : null));
    await provider.getOne({ resource: 'users', id: 7 });
    await provider.create({ resource: 'users', data: { name: 'Ada' } });
    await provider.update({ resource: 'users', id: 7, data: { name: 'Ada', version: 3 }, previousData: ada });
    await provider.delete({ resource: 'users', id: 7, previousData: ada });
    expect(sent.map(({ method, url, body }) => [method, `${url.pathname}${url.search}`, body])).toEqual([
      ['GET', '/api/users/7', undefined],
      ['POST', '/api/users/create', { name: 'Ada' }],
      ['POST', '/api/users/update/7', { name: 'Ada', version: 3 }],
      ['POST', '/api/users/delete?id=7', undefined],
    ]);
  });

  it("turns the API's refusals into the shell's, and shows no toast for them", async () => {
    const answers = [
      { status: 409, body: { code: 409, data: { current: { ...ada, version: 4 } }, message: 'Changed' } },
      { status: 404, body: { code: 404, data: null, message: 'Gone' } },
      {
        status: 400,
        body: { code: 400, data: { fields: [{ field: 'name', rule: 'maxLength', message: 'Too long' }] }, message: 'Too long' },
      },
    ];
    const { provider, notify } = envelopeApi(() => answers.shift() ?? ok(null));
    const update = () => provider.update({ resource: 'users', id: 7, data: {}, previousData: ada });
    await expect(update()).rejects.toEqual(new ConflictError({ ...ada, version: 4 }, 'Changed'));
    await expect(update()).rejects.toEqual(new NotFoundError('Gone'));
    const invalid = update();
    await expect(invalid).rejects.toBeInstanceOf(FieldErrors);
    await expect(invalid).rejects.toMatchObject({ fields: { name: 'Too long' } });
    expect(notify).not.toHaveBeenCalled();
  });

  it('refuses a call the resource has no route for', async () => {
    const { provider, sent } = envelopeApi(() => ok(null));
    await expect(provider.create({ resource: 'reports', data: {} })).rejects.toThrow(/offers no create/);
    await expect(provider.getOne({ resource: 'nothing', id: 1 })).rejects.toThrow(/No routes/);
    await expect(
      provider.getList({ resource: 'tags', pagination: { page: 1, perPage: 10 }, filters: {} }),
    ).rejects.toThrow(/offers no list/);
    expect(sent).toHaveLength(0);
  });
});
