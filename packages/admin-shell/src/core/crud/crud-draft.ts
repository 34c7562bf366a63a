import type { RecordId } from '../contracts.js';
import { isRecord } from '../is-record.js';
import { type CrudFieldBase, type FormMode, valueTypeOf } from './crud-definition.js';

/** The modes a draft can be left in: those with a form to type into. */
export type CrudDraftMode = Exclude<FormMode, 'VIEW'>;

/** A CRUD form left with unsaved changes when the shell reloaded the page. */
export interface CrudDraft {
  mode: CrudDraftMode;
  /** The record being edited or copied; absent for CREATE. */
  id?: RecordId;
  /** What the person had typed, field by field: password fields are never kept. */
  values: Record<string, unknown>;
}

/** The draft id of a table's form: one per table (`CrudDefinition.id`). */
export function crudDraftId(tableId: string): string {
  return `crud:${tableId}`;
}

/**
 * The values worth keeping: those of the fields shown that the person `changed`, so an edit
 * reopened over the record as it is now keeps what others changed in the other fields.
 * Passwords are left out.
 */
export function draftValues(
  fields: readonly (Pick<CrudFieldBase<unknown>, 'valueType' | 'options'> & { key: string })[],
  values: Readonly<Record<string, unknown>>,
  changed: (key: string) => boolean,
): Record<string, unknown> {
  const kept: Record<string, unknown> = {};
  for (const field of fields) {
    if (valueTypeOf(field) !== 'password' && changed(field.key)) {
      kept[field.key] = values[field.key];
    }
  }
  return kept;
}

function isDraftMode(value: unknown): value is CrudDraftMode {
  return value === 'CREATE' || value === 'EDIT' || value === 'COPY';
}

/** A stored value read back as a draft, or undefined when it is not one (an edit needs its id). */
export function parseCrudDraft(stored: unknown): CrudDraft | undefined {
  if (!isRecord(stored) || !isRecord(stored.values) || !isDraftMode(stored.mode)) return undefined;
  const { mode, values, id } = stored;
  if (mode === 'CREATE') return { mode, values };
  return typeof id === 'string' || typeof id === 'number' ? { mode, id, values } : undefined;
}
