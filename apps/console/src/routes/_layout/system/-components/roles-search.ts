/** The roles screen's address: the role shown (`?role=3`), else the first one. */
export interface RolesSearch {
  role?: number;
}

export function validateRolesSearch(search: Record<string, unknown>): RolesSearch {
  const role = Number(search.role);
  // Named even when invalid, so a raw `?role=abc` of a parent route cannot show through.
  return { role: Number.isSafeInteger(role) && role > 0 ? role : undefined };
}
