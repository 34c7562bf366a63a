import { describe, expect, it, vi } from 'vitest';
import { createModuleLoader } from './module-loader.js';

describe('createModuleLoader', () => {
  it('imports once, however often it is asked', async () => {
    const importer = vi.fn(async () => ({ name: 'palette' }));
    const loader = createModuleLoader(importer);
    const [first, second] = await Promise.all([loader.load(), loader.load()]);
    expect(first).toBe(second);
    await loader.load();
    expect(importer).toHaveBeenCalledOnce();
  });

  it('forgets a failed import, so the next attempt asks again', async () => {
    const importer = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('chunk gone'))
      .mockResolvedValueOnce('palette');
    const loader = createModuleLoader(importer);
    await expect(loader.load()).rejects.toThrow('chunk gone');
    await expect(loader.load()).resolves.toBe('palette');
  });
});
