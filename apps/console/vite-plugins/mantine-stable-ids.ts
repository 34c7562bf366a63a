import type { Plugin } from 'vite';

/** Mantine's `useId`, which 80 of its components call (inputs, checkboxes, tabs, popovers). */
const useIdModule = /@mantine[/\\]hooks[/\\]esm[/\\]use-id[/\\]use-id\.mjs$/;

/**
 * Mantine's `useId` draws a component with React's id, then swaps it for a random one in a
 * layout effect: every component that calls it renders twice when it mounts, the second time
 * synchronously, in the task that commits the page. On the CRUD table's first load that was
 * 138 components drawn again before the first paint (its eleven checkboxes, the filter inputs,
 * the tabs). The random id only keeps two React roots on one page from handing out the same
 * ids; the console has one root (main.tsx), so React's id stays.
 */
export function mantineStableIds(): Plugin {
  return {
    name: 'console:mantine-stable-ids',
    enforce: 'pre',
    load: {
      filter: { id: useIdModule },
      handler: () => `import { useId as useReactId } from 'react';
export function useId(staticId) {
  const id = useReactId();
  return typeof staticId === 'string' ? staticId : id;
}`,
    },
  };
}
