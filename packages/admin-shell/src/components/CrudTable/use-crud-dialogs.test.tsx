// @vitest-environment jsdom
import { act, render as draw, renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type CrudDialogs, LoadedCrudDialogs, useCrudDialogs } from './use-crud-dialogs.js';

/** The dialogs' loader, as the test has it answer: the code's arrival is the loader's own test. */
const dialogs = vi.hoisted(() => ({
  load: vi.fn<() => Promise<unknown>>(),
  module: undefined as unknown,
  listeners: new Set<() => void>(),
}));
vi.mock('../../core/app/module-loader.js', async () => {
  const { useSyncExternalStore } = await import('react');
  const subscribe = (listener: () => void) => {
    dialogs.listeners.add(listener);
    return () => dialogs.listeners.delete(listener);
  };
  return {
    createModuleLoader: () => ({
      load: dialogs.load,
      useModule: () => useSyncExternalStore(subscribe, () => dialogs.module),
    }),
  };
});
const codeArrives = (module: unknown) => {
  dialogs.module = module;
  for (const listener of dialogs.listeners) listener();
};

/** The page's loading, which the test brings about. */
const page = vi.hoisted(() => ({ waiting: new Set<() => void>() }));
vi.mock('../../hooks/use-page-loaded/use-page-loaded.js', () => ({
  afterPageLoad: (callback: () => void) => {
    page.waiting.add(callback);
    return () => page.waiting.delete(callback);
  },
}));
const loadPage = () => {
  for (const callback of page.waiting) callback();
  page.waiting.clear();
};

beforeEach(() => {
  page.waiting.clear();
  dialogs.module = undefined;
  dialogs.load.mockReset();
  dialogs.load.mockResolvedValue({});
});

const render = (wanted: object | null, onFailed = () => undefined) =>
  renderHook((props: { wanted: object | null }) => useCrudDialogs(props.wanted, onFailed), {
    initialProps: { wanted },
  });

let tableRenders = 0;
/** A table around the dialogs, counting its renders. */
function Table() {
  tableRenders += 1;
  return (
    <LoadedCrudDialogs>{(loaded) => <span>{Object.keys(loaded).join()}</span>}</LoadedCrudDialogs>
  );
}
const NoDialog = () => null;

describe('useCrudDialogs', () => {
  it('fetches nothing while the page loads, then the dialogs once it has, re-rendering nothing', () => {
    let renders = 0;
    renderHook(() => {
      renders += 1;
      return useCrudDialogs(null, () => undefined);
    });
    expect(dialogs.load).not.toHaveBeenCalled();
    const rendersBefore = renders;
    act(() => loadPage());
    expect(dialogs.load).toHaveBeenCalledTimes(1);
    expect(renders).toBe(rendersBefore);
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

  it('draws the dialogs once their code is here, without re-rendering the table', () => {
    tableRenders = 0;
    const { container } = draw(<Table />);
    expect(container.textContent).toBe('');
    act(() => codeArrives({ CrudFormModal: NoDialog } as unknown as CrudDialogs));
    expect(container.textContent).toBe('CrudFormModal');
    expect(tableRenders).toBe(1);
  });
});
