/** Something to keep before the shell reloads the page: it writes what it keeps, synchronously. */
export type BeforeReloadSaver = () => void;

/**
 * The window event the shell dispatches just before it reloads the page on its own. The window
 * is the registry: what registers (forms, the tabs) and what reloads (the version notice, the
 * recovery) then share no module, so neither drags the other's code into its chunk. The same
 * name is written in run-before-reload.ts; its test holds the two together.
 */
const beforeReloadEvent = 'admin-shell:before-reload';

/**
 * Registers `save` to run just before the shell reloads the page on its own (a recovery from
 * code a deployment removed, or the version notice's 立即刷新), so what the person was doing
 * survives the reload. `save` runs synchronously and must write synchronously (sessionStorage,
 * localStorage): the page is gone right after. Savers run in the order they registered; one
 * that throws is reported (as an uncaught error) and the others still run. Returns the function
 * that unregisters it.
 *
 * @example
 * useEffect(() => onBeforeReload(() => sessionStorage.setItem('tabs', JSON.stringify(tabs))), [tabs]);
 */
export function onBeforeReload(save: BeforeReloadSaver): () => void {
  if (typeof window === 'undefined') return () => undefined;
  // A listener per call, so registering one function twice unregisters each registration alone.
  const listener = () => save();
  window.addEventListener(beforeReloadEvent, listener);
  return () => window.removeEventListener(beforeReloadEvent, listener);
}
