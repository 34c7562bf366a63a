/** `localStorage` when the page may use it; undefined on a server or where site data is blocked. */
export function localStorageIfAllowed(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    // Reading `localStorage` itself throws when the browser blocks site data.
    return undefined;
  }
}

/** `sessionStorage` (this tab only) when the page may use it; undefined where it may not. */
export function sessionStorageIfAllowed(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    // As for localStorage: blocked site data makes the getter throw.
    return undefined;
  }
}
