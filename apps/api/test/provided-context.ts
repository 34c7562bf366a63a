// What the global set-up hands to every test file through `inject()`.
declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated, empty PGlite folder that tests copy instead of running initdb. */
    pgliteTemplate: string;
  }
}

export {};
