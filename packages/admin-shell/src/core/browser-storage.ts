/** `localStorage` when the page may use it; undefined on a server or where site data is blocked. */
export function localStorageIfAllowed(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    // Reading `localStorage` itself throws when the browser blocks site data.
    return undefined;
  }
}
