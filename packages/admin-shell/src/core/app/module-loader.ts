import { startTransition, useEffect, useState } from 'react';

/** Code fetched on demand, once, and the hook that re-renders when it has arrived. */
export interface ModuleLoader<Module> {
  /**
   * Fetches the module, once. A failed load (a deploy removed the chunk, the network dropped)
   * is forgotten, so the next attempt asks again.
   */
  load(): Promise<Module>;
  /** The module once it is here, else undefined: for code outside React. */
  current(): Module | undefined;
  /** Calls `listener` once the module is here; returns the stop. */
  subscribe(listener: () => void): () => void;
  /**
   * The module once it is here, else undefined. Components that were waiting for it take it
   * in a transition: React renders them in slices and yields to input between slices, so no
   * single long task blocks the page while they mount.
   */
  useModule(): Module | undefined;
}

interface LoadedModule<Module> {
  current(): Module | undefined;
  subscribe(listener: () => void): () => void;
}

function useLoadedModule<Module>(loaded: LoadedModule<Module>): Module | undefined {
  const [module, setModule] = useState(loaded.current);
  useEffect(() => {
    if (module !== undefined) return;
    // Not useSyncExternalStore: its updates are always urgent, and on a throttled phone the
    // layout's menus and tooltips all mounting at once blocked the page for 66–91 ms.
    const take = () => startTransition(() => setModule(loaded.current));
    // It may have arrived between this component's render and this effect.
    if (loaded.current() !== undefined) take();
    return loaded.subscribe(take);
  }, [loaded, module]);
  return module;
}

/** A {@link ModuleLoader} over `importer` (a dynamic `import()`, which the bundler splits off). */
export function createModuleLoader<Module>(importer: () => Promise<Module>): ModuleLoader<Module> {
  let loaded: Module | undefined;
  let loading: Promise<Module> | undefined;
  const listeners = new Set<() => void>();
  const store: LoadedModule<Module> = {
    current: () => loaded,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return {
    load() {
      loading ??= importer().then(
        (module) => {
          loaded = module;
          for (const listener of listeners) listener();
          return module;
        },
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
    current: store.current,
    subscribe: store.subscribe,
    useModule: () => useLoadedModule(store),
  };
}
