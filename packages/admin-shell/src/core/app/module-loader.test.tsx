// @vitest-environment jsdom
import { waitFor } from '@testing-library/react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import { outsideAct } from '../../../test/outside-act.js';
import { createModuleLoader } from './module-loader.js';

const slowMenus = createModuleLoader(async () => ({ name: 'menu' }));

/** A menu a few milliseconds to mount, as the layout's are on a throttled phone. */
function SlowMenu() {
  const module = slowMenus.useModule();
  if (!module) return null;
  const until = performance.now() + 2;
  while (performance.now() < until) {}
  return <span>{module.name}</span>;
}

describe('createModuleLoader', () => {
  it('imports once, however often it is asked', async () => {
    const importer = vi.fn(async () => ({ name: 'palette' }));
    const loader = createModuleLoader(importer);
    expect(loader.current()).toBeUndefined();
    const [first, second] = await Promise.all([loader.load(), loader.load()]);
    expect(first).toBe(second);
    expect(loader.current()).toBe(first);
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

  it('hands the module to the components waiting for it without blocking the page while they mount', async () => {
    const container = document.createElement('div');
    const root = createRoot(container);
    await outsideAct(async () => {
      flushSync(() =>
        root.render(
          Array.from({ length: 40 }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: identical, never reordered
            <SlowMenu key={index} />
          )),
        ),
      );
      await slowMenus.load();
      // A task queued once the code is here, as a tap or a key press would be.
      const menusWhenTheTaskRan = await new Promise<number>((resolve) =>
        setTimeout(() => resolve(container.querySelectorAll('span').length), 0),
      );
      expect(menusWhenTheTaskRan).toBe(0);
      await waitFor(() => expect(container.querySelectorAll('span')).toHaveLength(40));
    }).finally(() => root.unmount());
  });
});
