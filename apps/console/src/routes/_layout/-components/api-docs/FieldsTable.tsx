import { Badge, Table, Text } from '@mantine/core';
import type {
  JsonSchema,
  OpenApiDocument,
  ParameterLocation,
} from '../../../../api/openapi-document';
import classes from './ApiDocs.module.css';
import { useApiDocsText } from './api-docs-text';
import { DocText } from './DocText';
import { describeSchema, type SchemaDescription } from './describe-schema';
import { SchemaRules } from './SchemaRules';
import { ScrollingTable } from './ScrollingTable';
import { TypeView } from './TypeView';

/** One row: a field of an object, a parameter or a response header. */
export interface FieldRow {
  /** Where the field sits (`users.total`), or the parameter's name: unique in the table. */
  path: string;
  /** Where a parameter travels; the table shows the column when any row has one. */
  location?: ParameterLocation;
  required: boolean;
  description: SchemaDescription;
}

/**
 * The row of a parameter or a header: its schema described, with the description and the
 * deprecation the parameter gives itself (they sit beside the schema, not in it).
 */
export function namedRow(
  document: OpenApiDocument,
  given: {
    name: string;
    in?: ParameterLocation;
    required?: boolean;
    deprecated?: boolean;
    description?: string;
    schema?: JsonSchema;
  },
): FieldRow {
  const described = describeSchema(given.schema ?? true, document);
  return {
    path: given.name,
    ...(given.in === undefined ? {} : { location: given.in }),
    // A path parameter is always required, whether the document says so or not.
    required: given.required === true || given.in === 'path',
    description: {
      ...described,
      ...(given.description === undefined ? {} : { description: given.description }),
      deprecated: described.deprecated || given.deprecated === true,
    },
  };
}

/** A nested field's parents dimmed, so its own name stands out: `users.` `total`. */
function FieldName({ path }: { path: string }) {
  const cut = path.lastIndexOf('.') + 1;
  return (
    <span className={classes.path}>
      {cut > 0 && <span className={classes.parentPath}>{path.slice(0, cut)}</span>}
      {path.slice(cut)}
    </span>
  );
}

/**
 * Fields as a table: name, type, whether required, the values and rules allowed, and the
 * description (a column only when some field has one). Scrolls sideways on narrow screens.
 */
export function FieldsTable({
  rows,
  nameLabel,
  label,
}: {
  rows: readonly FieldRow[];
  /** The heading of the names' column: field, name, header. */
  nameLabel: string;
  /** What the table lists, for a screen reader when the table scrolls sideways. */
  label: string;
}) {
  const text = useApiDocsText();
  const withLocation = rows.some((row) => row.location !== undefined);
  const withDescription = rows.some((row) => row.description.description !== undefined);
  return (
    <ScrollingTable minWidth={withDescription ? 760 : 640} label={label}>
      {/* Fixed columns, so the tables of a page line up and long patterns wrap in their cell. */}
      <Table verticalSpacing={6} fz="sm" withTableBorder layout="fixed">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w="22%">{nameLabel}</Table.Th>
            {withLocation && <Table.Th w="9%">{text.column.in}</Table.Th>}
            <Table.Th w="20%">{text.column.type}</Table.Th>
            <Table.Th w="11%">{text.column.required}</Table.Th>
            <Table.Th>{text.column.rules}</Table.Th>
            {withDescription && <Table.Th w="28%">{text.column.description}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.path} data-field={row.path}>
              <Table.Td>
                <FieldName path={row.path} />
                {row.description.deprecated && (
                  <Badge variant="light" color="gray" size="xs" ml={6}>
                    {text.deprecated}
                  </Badge>
                )}
              </Table.Td>
              {withLocation && <Table.Td>{row.location && text.in[row.location]}</Table.Td>}
              <Table.Td>
                <TypeView label={row.description.type} nullable={row.description.nullable} />
              </Table.Td>
              <Table.Td>
                <Text size="sm" fw={row.required ? 600 : undefined}>
                  {row.required ? text.yes : text.no}
                </Text>
              </Table.Td>
              <Table.Td>
                <SchemaRules description={row.description} />
              </Table.Td>
              {withDescription && (
                <Table.Td>
                  {row.description.description && <DocText text={row.description.description} />}
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollingTable>
  );
}
