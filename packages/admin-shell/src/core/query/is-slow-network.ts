/**
 * The part of `navigator` that tells how fast the network is: the Network Information API,
 * which only Chromium browsers have.
 */
export interface NavigatorLike {
  connection?: { effectiveType?: string };
}

function browserNavigator(): NavigatorLike | undefined {
  // TypeScript's DOM types leave `connection` out because most browsers lack it; the optional
  // chain in isSlowNetwork copes with its absence.
  return typeof navigator === 'undefined' ? undefined : (navigator as NavigatorLike);
}

/**
 * Whether the browser reports a slow network (`navigator.connection.effectiveType` is `2g` or
 * `slow-2g`). A browser without the Network Information API counts as a normal network.
 *
 * @param navigatorLike Where to read the connection from. Default: the global `navigator`.
 */
export function isSlowNetwork(
  navigatorLike: NavigatorLike | undefined = browserNavigator(),
): boolean {
  const effectiveType = navigatorLike?.connection?.effectiveType;
  return effectiveType === '2g' || effectiveType === 'slow-2g';
}
