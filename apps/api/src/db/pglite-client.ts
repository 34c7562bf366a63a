import { type PGlite, type QueryOptions, type Transaction, types } from '@electric-sql/pglite';
import {
  type PreparedStatements,
  type ProtocolSession,
  preparedStatementsOf,
} from './pglite-statements.js';

/**
 * The types Drizzle maps from their text itself (timestamps, dates, intervals, and arrays of
 * numerics and of those), which it asks PGlite to hand over as sent.
 */
const keptAsText = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231, // numeric[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1182, // date[]
];
const keptAsTextSet = new Set<number>(keptAsText);
const asSent = (value: string) => value;

/** Drizzle's parsers, to leave out of a query now that the instance applies them. */
function withoutDrizzleParsers(options: QueryOptions | undefined): QueryOptions | undefined {
  const parsers = options?.parsers;
  if (!parsers || !Object.keys(parsers).every((oid) => keptAsTextSet.has(Number(oid)))) {
    return options;
  }
  return { ...options, parsers: undefined };
}

/**
 * An embedded PostgreSQL session (PGlite in the process, or on its own thread) as Drizzle's
 * PGlite client:
 * - Drizzle's text parsers set once on the instance rather than passed with every query. Given
 *   parsers with a query, PGlite copies its whole table of parsers (one for each of the few
 *   hundred array types) to add them: 0.25–0.3 ms a query on this machine, twice what a simple
 *   query costs without them. Parsers Drizzle may add later, which the instance does not apply,
 *   still go with the query.
 * - Every query run as a prepared statement, parsed and planned once ({@link PreparedStatements}),
 *   transactions too.
 */
export function drizzleClient(client: ProtocolSession): PGlite {
  // After PGlite's start, which builds the array parsers the array types here replace.
  for (const oid of keptAsText) client.parsers[oid] = asSent;
  const statements = preparedStatementsOf(client);
  const query: PGlite['query'] = (text, params, options) =>
    statements.query(text, params, withoutDrizzleParsers(options));
  const transaction: PGlite['transaction'] = (run) =>
    statements.transaction((inTransaction) => {
      const tx: Pick<Transaction, 'query'> = {
        query: (text, params, options) =>
          inTransaction(text, params, withoutDrizzleParsers(options)),
      };
      return run(tx as Transaction);
    });
  // Drizzle's PGlite session calls nothing else, on the client or on a transaction.
  const drizzles: Pick<PGlite, 'query' | 'transaction'> = { query, transaction };
  return drizzles as PGlite;
}
