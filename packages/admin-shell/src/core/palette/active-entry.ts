/**
 * The entry to mark active once the list changed: the same one while it is still listed
 * (records arriving must not move the person's choice), else the first.
 */
export function keepActive(ids: readonly string[], active: string | undefined): string | undefined {
  return active !== undefined && ids.includes(active) ? active : ids[0];
}

/** The entry `step` places after (or, negative, before) the active one, wrapping round. */
export function moveActive(
  ids: readonly string[],
  active: string | undefined,
  step: number,
): string | undefined {
  if (ids.length === 0) return undefined;
  const at = active === undefined ? -1 : ids.indexOf(active);
  const from = at < 0 ? (step > 0 ? -1 : 0) : at;
  return ids[(((from + step) % ids.length) + ids.length) % ids.length];
}
