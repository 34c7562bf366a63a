/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Milliseconds between version checks; 0 or less turns them off. Default 15 minutes. */
  readonly VITE_VERSION_CHECK_INTERVAL_MS?: string;
  /** '1' checks for new versions on localhost and IP hosts too (the browser tests). */
  readonly VITE_VERSION_CHECK_LOCAL?: string;
  /** Documentation the header links to, in a new tab. Default: the console's API reference page. */
  readonly VITE_DOCS_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
