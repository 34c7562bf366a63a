// @vitest-environment jsdom
import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

let pageLoaded = false;
vi.mock('../../hooks/use-page-loaded/use-page-loaded.js', () => ({
  usePageLoaded: () => pageLoaded,
}));

const fetched = vi.fn();
/** The dialogs' module as the bundler would split it off. */
const dialogsModule = { CrudFormModal: () => null, CrudDeleteDialogs: () => null };

/** The hook as a fresh page has it: no dialog code fetched yet. */
async function freshHook() {
  vi.resetModules();
  return (await import('./use-crud-dialogs.js')).useCrudDialogs;
}

beforeEach(() => {
  pageLoaded = false;
  fetched.mockClear();
  vi.doMock('./crud-dialogs.js', () => {
    fetched();
    return dialogsModule;
  });
});

afterEach(() => {
  vi.doUnmock('./crud-dialogs.js');
});

describe('useCrudDialogs', () => {
  it('fetches nothing while the page loads, then the dialogs once it has', async () => {
    const useCrudDialogs = await freshHook();
    const { result, rerender } = renderHook(() => useCrudDialogs(null, () => undefined));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetched).not.toHaveBeenCalled();
    expect(result.current).toBeUndefined();
    pageLoaded = true;
    rerender();
    await waitFor(() => expect(result.current?.CrudFormModal).toBeTypeOf('function'));
  });

  it('fetches them at once for a dialog wanted before the page has loaded', async () => {
    const useCrudDialogs = await freshHook();
    const { result, rerender } = renderHook(
      ({ wanted }: { wanted: object | null }) => useCrudDialogs(wanted, () => undefined),
      { initialProps: { wanted: null as object | null } },
    );
    rerender({ wanted: { mode: 'CREATE' } });
    await waitFor(() => expect(result.current?.CrudDeleteDialogs).toBeTypeOf('function'));
    expect(fetched).toHaveBeenCalledTimes(1);
  });

  it('gives up the wanted dialog when its code cannot come, and asks again at the next', async () => {
    vi.doMock('./crud-dialogs.js', () => {
      throw new Error('the chunk is gone');
    });
    const useCrudDialogs = await freshHook();
    const failed = vi.fn();
    const { result, rerender } = renderHook(
      ({ wanted }: { wanted: object | null }) => useCrudDialogs(wanted, failed),
      { initialProps: { wanted: { mode: 'CREATE' } as object | null } },
    );
    await waitFor(() => expect(failed).toHaveBeenCalledTimes(1));
    expect(result.current).toBeUndefined();
    vi.doMock('./crud-dialogs.js', () => dialogsModule);
    rerender({ wanted: { mode: 'CREATE' } });
    await waitFor(() => expect(result.current?.CrudFormModal).toBeTypeOf('function'));
    expect(failed).toHaveBeenCalledTimes(1);
  });
});
