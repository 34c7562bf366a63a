// @vitest-environment jsdom
import { renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useCrudDialogs } from './use-crud-dialogs.js';

/** The dialogs' loader, as the test has it answer: the code's arrival is the loader's own test. */
const dialogs = vi.hoisted(() => ({ load: vi.fn<() => Promise<unknown>>() }));
vi.mock('../../core/app/module-loader.js', () => ({
  createModuleLoader: () => ({ load: dialogs.load, useModule: () => undefined }),
}));

let pageLoaded = false;
vi.mock('../../hooks/use-page-loaded/use-page-loaded.js', () => ({
  usePageLoaded: () => pageLoaded,
}));

beforeEach(() => {
  pageLoaded = false;
  dialogs.load.mockReset();
  dialogs.load.mockResolvedValue({});
});

const render = (wanted: object | null, onFailed = () => undefined) =>
  renderHook((props: { wanted: object | null }) => useCrudDialogs(props.wanted, onFailed), {
    initialProps: { wanted },
  });

describe('useCrudDialogs', () => {
  it('fetches nothing while the page loads, then the dialogs once it has', () => {
    const { rerender } = render(null);
    expect(dialogs.load).not.toHaveBeenCalled();
    pageLoaded = true;
    rerender({ wanted: null });
    expect(dialogs.load).toHaveBeenCalledTimes(1);
  });

  it('fetches them at once for a dialog wanted before the page has loaded', () => {
    const { rerender } = render(null);
    rerender({ wanted: { mode: 'CREATE' } });
    expect(dialogs.load).toHaveBeenCalledTimes(1);
  });

  it('gives up the wanted dialog when its code cannot come, and asks again at the next', async () => {
    dialogs.load.mockRejectedValueOnce(new Error('the chunk is gone'));
    const failed = vi.fn();
    const { rerender } = render({ mode: 'CREATE' }, failed);
    await waitFor(() => expect(failed).toHaveBeenCalledTimes(1));
    rerender({ wanted: { mode: 'CREATE' } });
    expect(dialogs.load).toHaveBeenCalledTimes(2);
    await Promise.resolve();
    expect(failed).toHaveBeenCalledTimes(1);
  });
});
