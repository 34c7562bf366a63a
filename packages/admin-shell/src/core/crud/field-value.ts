import type { CrudFieldBase } from './crud-definition.js';
import { valueTypeOf } from './crud-definition.js';

/** A field's raw value on a row (fields name row properties). */
export function fieldValue(row: unknown, key: string): unknown {
  return typeof row === 'object' && row !== null
    ? (row as Record<string, unknown>)[key]
    : undefined;
}

export interface FieldTextFormat {
  /** An option's or a label's text in the current language. */
  label: (text: CrudFieldBase<unknown>['label']) => string;
  /** A timestamp as the reader wants it. */
  date: (iso: string) => string;
}

/**
 * A field of a row as plain text: the field's own `text`, an option's label, a formatted
 * timestamp, or the value; empty for nothing. Used by the CSV export and the record view.
 */
export function fieldText<Row>(
  field: CrudFieldBase<Row> & { key: string },
  row: Row,
  format: FieldTextFormat,
): string {
  if (field.text) return field.text(row);
  const value = fieldValue(row, field.key);
  if (value === undefined || value === null) return '';
  const option = field.options?.find((candidate) => candidate.value === String(value));
  if (option) return format.label(option.label);
  if (valueTypeOf(field) === 'datetime' && typeof value === 'string') return format.date(value);
  return String(value);
}
