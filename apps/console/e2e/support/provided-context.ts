// What the global set-up hands to every test file through `inject()`.
declare module 'vitest' {
  export interface ProvidedContext {
    /** The API serving the console built for the tests, e.g. http://127.0.0.1:41234 */
    baseUrl: string;
    /** The shared Chromium, for `chromium.connect()`. */
    browserEndpoint: string;
    /** The folder the API serves the console from; its index.html may be rewritten. */
    consoleDir: string;
  }
}

export {};
