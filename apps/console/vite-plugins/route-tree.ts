import type { Plugin } from 'vite';

/**
 * How TanStack Router's generator writes `src/routeTree.gen.ts`: shared by the dev server, which
 * writes it again as route files change, and the test that holds the committed tree to them.
 */
export const routeTreeOptions = {
  target: 'react',
  quoteStyle: 'single',
  semicolons: true,
  // Prettier would add ~0.3 s to each generation for a file nobody edits; Biome ignores it.
  enableRouteTreeFormatting: false,
} as const;

/**
 * TanStack Router's generator, while `vite` serves: a route file added, renamed or removed is in
 * the tree at once. A build takes the tree as committed (`route-tree.test.ts` fails when it is
 * behind the files) and loads none of the router's plugin, whose import alone took 0.4 s of a
 * 2.8 s build, nor its Babel pass over the route files: they split off their pages themselves
 * (`lazyRouteComponent`).
 */
export async function routeTreeGenerator(
  command: 'build' | 'serve',
): Promise<Plugin | Plugin[] | null> {
  if (command !== 'serve') return null;
  const { tanstackRouterGenerator } = await import('@tanstack/router-plugin/vite');
  return tanstackRouterGenerator(routeTreeOptions);
}
