import { SimpleGrid, Text } from '@mantine/core';
import { useMemo } from 'react';
import type { CrudFieldBase } from '../../core/crud/crud-definition.js';
import { valueTypeOf } from '../../core/crud/crud-definition.js';
import { useI18n } from '../../core/i18n/i18n-context.js';
import { useLocalText } from '../../core/i18n/local-text.js';
import { CrudCell } from '../CrudTable/CrudCell.js';

/**
 * A record read-only (the VIEW mode): the fields it is given (`viewedFields`), as a description
 * list, shown the way the table shows it.
 */
export function CrudRecordView<Row>({
  fields,
  row,
}: {
  fields: readonly (CrudFieldBase<Row> & { key: string })[];
  row: Row;
}) {
  const { locale } = useI18n();
  const text = useLocalText();
  const format = useMemo(() => {
    const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'medium' });
    return { date: (value: string) => date.format(new Date(value)) };
  }, [locale]);
  return (
    <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm" m={0}>
      {fields.map((field) => (
        <div
          key={field.key}
          className={valueTypeOf(field) === 'textarea' ? 'admin-shell-crud-wide' : undefined}
        >
          <Text component="dt" size="xs" c="dimmed" fw={500}>
            {text(field.label)}
          </Text>
          <Text component="dd" size="sm" m={0} mt={2} className="admin-shell-crud-value">
            <CrudCell field={field} row={row} format={format} />
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}
