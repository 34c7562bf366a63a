import { Badge } from '@mantine/core';
import type { ReactNode } from 'react';
import type { CrudFieldBase } from '../../core/crud/crud-definition.js';
import { valueTypeOf } from '../../core/crud/crud-definition.js';
import { fieldValue } from '../../core/crud/field-value.js';
import { useLocalText } from '../../core/i18n/local-text.js';

export interface CellFormat {
  /** A timestamp as the table writes it. */
  date(value: string): string;
}

/**
 * A field's cell: the field's own `render`, an option as a badge, a formatted timestamp, or
 * the text (a dash for nothing, so an empty cell reads as empty rather than as missing).
 * Plain spans where Mantine adds nothing: a page of 100 rows renders 800 cells.
 */
export function CrudCell<Row>({
  field,
  row,
  format,
}: {
  field: CrudFieldBase<Row> & { key: string };
  row: Row;
  format: CellFormat;
}): ReactNode {
  const text = useLocalText();
  if (field.render) return field.render(row);
  const value = fieldValue(row, field.key);
  if (value === undefined || value === null || value === '') {
    return <span className="admin-shell-crud-empty">—</span>;
  }
  const option = field.options?.find((candidate) => candidate.value === String(value));
  if (option) {
    return (
      // A dot in the option's colour beside text in the body colour: Mantine's light badges
      // put green or teal text on a pale tint below 4.5:1.
      <Badge variant="dot" color={option.color ?? 'gray'} className="admin-shell-crud-badge">
        {text(option.label)}
      </Badge>
    );
  }
  if (valueTypeOf(field) === 'datetime' && typeof value === 'string') {
    return <span className="admin-shell-crud-nowrap">{format.date(value)}</span>;
  }
  const shown = String(value);
  // Long text is cut with an ellipsis: the whole of it shows on hover.
  return (
    <span className="admin-shell-crud-text" title={shown}>
      {shown}
    </span>
  );
}
