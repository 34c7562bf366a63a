/** What the API's thread and the embedded database's thread say to each other. */

/** Given to the database's thread when it starts. */
export interface ThreadStart {
  /** The PGlite data folder. */
  folder: string;
  /** Drizzle's migrations, applied before the thread says it is ready. */
  migrationsFolder: string;
}

/** The database thread's first word: open and migrated, or why not. */
export type ThreadReady =
  | {
      ready: true;
      /** Each element type's oid beside its array type's, to parse and write arrays. */
      arrayTypes: [number, number][];
    }
  | { ready: false; error: string };

export type ThreadRequest =
  /**
   * Wire-protocol messages, ending with a Sync: the answer is every message they bring. With
   * `syncToFs`, what PGlite keeps in memory is written through to the data folder after.
   */
  | { id: number; kind: 'exec'; message: Uint8Array; syncToFs: boolean }
  /** Shuts PostgreSQL down and closes the folder. */
  | { id: number; kind: 'close' };

/** The answer to a request; `data` to an exec, `error` when PGlite itself failed. */
export interface ThreadReply {
  id: number;
  data?: Uint8Array;
  error?: string;
}
