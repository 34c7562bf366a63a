/** See on-before-reload.ts: the event is the registry, and the name is written in both. */
const beforeReloadEvent = 'admin-shell:before-reload';

/** Runs every saver given to `onBeforeReload`, just before the shell reloads the page. */
export function runBeforeReload(): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(beforeReloadEvent));
}
