import { useSyncExternalStore } from 'react';

/** Code fetched on demand, once, and the hook that re-renders when it has arrived. */
export interface ModuleLoader<Module> {
  /**
   * Fetches the module, once. A failed load (a deploy removed the chunk, the network dropped)
   * is forgotten, so the next attempt asks again.
   */
  load(): Promise<Module>;
  /** The module once it is here, else undefined. */
  useModule(): Module | undefined;
}

/** A {@link ModuleLoader} over `importer` (a dynamic `import()`, which the bundler splits off). */
export function createModuleLoader<Module>(importer: () => Promise<Module>): ModuleLoader<Module> {
  let loaded: Module | undefined;
  let loading: Promise<Module> | undefined;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
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
    useModule: () =>
      useSyncExternalStore(
        subscribe,
        () => loaded,
        () => undefined,
      ),
  };
}
