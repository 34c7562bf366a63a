/**
 * What TanStack Query's `keepPreviousData` does: the list keeps showing the last page while the
 * next one loads. Importing that would bring the library's utilities into the entry, which the
 * route loaders reading these query options are part of, and so onto the sign-in page.
 */
export const keepPreviousPage = <Data>(previous: Data | undefined) => previous;
