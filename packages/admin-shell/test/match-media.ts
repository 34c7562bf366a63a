/** A `matchMedia` for jsdom whose lists never change: `matches` says whether `query` applies. */
function staticMatchMedia(applies: (query: string) => boolean): typeof window.matchMedia {
  return (query: string) =>
    ({
      matches: applies(query),
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

/** A `matchMedia` for jsdom: `prefers-color-scheme: dark` matches when `dark` is true. */
export function fakeMatchMedia(dark: boolean): typeof window.matchMedia {
  return staticMatchMedia((query) => dark && query.includes('dark'));
}

/**
 * A `matchMedia` for jsdom in which exactly the given queries match, written as the code under
 * test writes them: `matchMediaMatching('(max-width: 47.99em)')` is a phone-sized window.
 */
export function matchMediaMatching(...queries: string[]): typeof window.matchMedia {
  return staticMatchMedia((query) => queries.includes(query));
}
