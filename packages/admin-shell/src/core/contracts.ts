/**
 * The contracts a team implements to plug its own back end and services into the shell, in the
 * manner of react-admin's and refine's providers. Every one the shell calls lives here; the
 * shell ships implementations of each (`envelopeDataProvider`, `restDataProvider`, the Mantine
 * notifier, the local-storage preferences), and `AdminApp` wires them with those defaults.
 */

/** The id of a record, as the back end names it. */
export type RecordId = string | number;

/** One page of a list, sorted, filtered and searched as a table shows it. */
export interface GetListParams {
  /** The kind of record, as the app names it (`users`). */
  resource: string;
  /** The page, from 1, and how many records it holds. */
  pagination: { page: number; perPage: number };
  /** The order; the back end's own when absent. */
  sort?: { field: string; order: 'asc' | 'desc' };
  /** Records whose field equals the value, for every entry. */
  filters: Readonly<Record<string, string | number>>;
  /** Text the records are searched for (a keyword box). */
  search?: string;
  /** Aborts the request when the page is left or changed. */
  signal?: AbortSignal;
}

/** A page of records and how many match in all. */
export interface GetListResult<Row> {
  data: Row[];
  total: number;
}

/**
 * How the shell reads and writes records. Ordinary refusals reject with the typed errors of
 * `core/data/data-errors` (`ConflictError` for a stale write with the record as it is now,
 * `NotFoundError`, `FieldErrors` for fields at fault), which the forms and tables show in
 * place; anything else rejects with an `Error` whose message a person can read.
 */
export interface DataProvider {
  getList<Row>(params: GetListParams): Promise<GetListResult<Row>>;
  getOne<Row>(params: { resource: string; id: RecordId; signal?: AbortSignal }): Promise<Row>;
  /** Saves a new record; resolves with it as stored. */
  create<Row>(params: { resource: string; data: unknown }): Promise<Row>;
  /** Saves `data` over the record read as `previousData`; resolves with it as stored. */
  update<Row>(params: {
    resource: string;
    id: RecordId;
    data: unknown;
    previousData: Row;
  }): Promise<Row>;
  delete<Row>(params: { resource: string; id: RecordId; previousData: Row }): Promise<void>;
  /** Deletes several records, reporting each outcome rather than stopping at a refusal. */
  deleteMany<Row>(params: {
    resource: string;
    records: readonly { id: RecordId; previousData: Row }[];
  }): Promise<DeleteManyResult>;
}

/** What a bulk delete did, record by record. */
export interface DeleteManyResult {
  deleted: RecordId[];
  failed: { id: RecordId; error: unknown }[];
}

/** Tells the person how something went, out of the page's flow (a toast). */
export interface Notifier {
  notify(notice: { kind: 'success' | 'error'; message: string }): void;
}
