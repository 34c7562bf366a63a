import { askVersionTag } from './version-tag.js';

/**
 * How the version live at the watched address compares with the one this page runs: `new`, the
 * `same`, `unknown` (no tag to compare: the server sends none, or this page never learned its
 * own), or `unreachable` (the request failed: the network, an error page).
 */
export type DeployedVersion = 'new' | 'same' | 'unknown' | 'unreachable';

/** Asks `url` for its version tag now and compares it with `loadedTag`, the page's own. */
export async function compareDeployedVersion(
  url: string,
  fetch: typeof globalThis.fetch,
  loadedTag: string | undefined,
): Promise<DeployedVersion> {
  const answer = await askVersionTag(url, fetch);
  if (!answer.reached) return 'unreachable';
  if (answer.tag === undefined || loadedTag === undefined) return 'unknown';
  return answer.tag === loadedTag ? 'same' : 'new';
}
