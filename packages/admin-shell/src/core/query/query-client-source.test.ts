import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClientSource, loadAdminQueryClient } from './query-client-source.js';

describe('createQueryClientSource', () => {
  it('has the client the app gave from the start, and never makes one', async () => {
    const given = new QueryClient();
    const create = vi.fn(async () => new QueryClient());
    const source = createQueryClientSource({ given, create, loginPath: '/login' });
    expect(source.current()).toBe(given);
    expect(await source.load()).toBe(given);
    expect(create).not.toHaveBeenCalled();
  });

  it('makes the default client on the first load only, however many ask at once', async () => {
    const create = vi.fn(async () => new QueryClient());
    const source = createQueryClientSource({ given: undefined, create, loginPath: '/login' });
    expect(source.current()).toBeUndefined();
    const [first, second] = await Promise.all([source.load(), source.load()]);
    expect(first).toBe(second);
    expect(await source.load()).toBe(first);
    expect(source.current()).toBe(first);
    expect(create).toHaveBeenCalledTimes(1);
  });

  it('asks again after a load that failed (the code could not be fetched)', async () => {
    const client = new QueryClient();
    const create = vi
      .fn<() => Promise<QueryClient>>()
      .mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce(client);
    const source = createQueryClientSource({ given: undefined, create, loginPath: '/login' });
    await expect(source.load()).rejects.toThrow('Failed to fetch');
    expect(await source.load()).toBe(client);
  });

  it('draws only the sign-in page without the client', () => {
    const source = createQueryClientSource({
      given: undefined,
      create: async () => new QueryClient(),
      loginPath: '/user/login',
    });
    expect(source.neededAt('/user/login')).toBe(false);
    expect(source.neededAt('/user/register')).toBe(true);
    expect(source.neededAt('/')).toBe(true);
  });
});

describe('loadAdminQueryClient', () => {
  it("makes a client with the shell's defaults", async () => {
    const client = await loadAdminQueryClient();
    expect(client.getDefaultOptions().queries?.staleTime).toBe(2000);
    expect(client.getDefaultOptions().mutations?.retry).toBe(false);
  });
});
