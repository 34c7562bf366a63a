/** A `matchMedia` for jsdom: `prefers-color-scheme: dark` matches when `dark` is true. */
export function fakeMatchMedia(dark: boolean): typeof window.matchMedia {
  return (query: string) =>
    ({
      matches: dark && query.includes('dark'),
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
