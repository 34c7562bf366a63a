/**
 * The version tag of an answer: its ETag, else its Last-Modified; undefined when it has neither.
 */
export function versionTagOf(headers: Headers): string | undefined {
  return headers.get('etag') || headers.get('last-modified') || undefined;
}

/** Whether an answer is a redirect: opaque in browsers (`redirect: 'manual'`), a 3xx in Node. */
function isRedirect(response: Response): boolean {
  return response.type === 'opaqueredirect' || (response.status >= 300 && response.status < 400);
}

/** What asking for the version tag found: no answer at all, or an answer and its tag (if any). */
export type VersionTagAnswer = { reached: false } | { reached: true; tag: string | undefined };

/**
 * Asks `url` for its version tag with a HEAD request that bypasses every cache and does not
 * follow redirects. A failure (the network, an error status) is logged as 'Failed to fetch
 * version tag' and answers `reached: false`; a redirect or an answer without tags, no tag.
 */
export async function askVersionTag(
  url: string,
  fetch: typeof globalThis.fetch,
  signal?: AbortSignal,
): Promise<VersionTagAnswer> {
  let response: Response;
  try {
    response = await fetch(url, { method: 'HEAD', cache: 'no-store', redirect: 'manual', signal });
  } catch (error) {
    // A check abandoned because the watcher stopped is not a failure.
    if (!signal?.aborted) console.error('Failed to fetch version tag', error);
    return { reached: false };
  }
  // A redirect (to a sign-in page, say) carries the target's tags, not the app's.
  if (isRedirect(response)) return { reached: true, tag: undefined };
  // An error page during a deployment often has tags of its own: taking them would announce a
  // new version that is not there.
  if (!response.ok) {
    console.error('Failed to fetch version tag', new Error(`HTTP ${response.status}`));
    return { reached: false };
  }
  return { reached: true, tag: versionTagOf(response.headers) };
}

/**
 * The version tag of `url` (see {@link askVersionTag}), or undefined when there is none or the
 * request failed: a missed check only delays the notice until the next one.
 */
export async function fetchVersionTag(
  url: string,
  fetch: typeof globalThis.fetch,
  signal?: AbortSignal,
): Promise<string | undefined> {
  const answer = await askVersionTag(url, fetch, signal);
  return answer.reached ? answer.tag : undefined;
}
