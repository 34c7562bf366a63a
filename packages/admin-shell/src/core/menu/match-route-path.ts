function segments(path: string): string[] {
  return path.split('/').filter((segment) => segment !== '');
}

/**
 * How well `pattern` (TanStack Router syntax: `$id` one segment, `$` the rest) matches
 * `pathname` or one of its ancestors: `undefined` when it does not, else a score where a
 * longer, more literal match ranks higher.
 */
export function matchRoutePath(pattern: string, pathname: string): number | undefined {
  const wanted = segments(pattern);
  const actual = segments(pathname);
  let score = 0;
  for (const [index, segment] of wanted.entries()) {
    if (segment === '$') return score + 1;
    const part = actual[index];
    if (part === undefined) return undefined;
    if (segment.startsWith('$')) score += 2;
    else if (segment === decodeURIComponent(part)) score += 3;
    else return undefined;
  }
  return score + 1;
}

/** Whether `pattern` matches the whole of `pathname`, not just an ancestor. */
export function matchesWholePath(pattern: string, pathname: string): boolean {
  const wanted = segments(pattern);
  if (wanted.at(-1) === '$') return matchRoutePath(pattern, pathname) !== undefined;
  return (
    wanted.length === segments(pathname).length && matchRoutePath(pattern, pathname) !== undefined
  );
}
