import { Group, Stack, Text } from '@mantine/core';
import type { JsonSchema } from '../../../../api/openapi-document';
import classes from './ApiDocs.module.css';
import { useApiDocument } from './ApiDocument.context';
import { useApiDocsText } from './api-docs-text';
import { DocText } from './DocText';
import { describeSchema } from './describe-schema';
import { FieldsTable } from './FieldsTable';
import { SchemaRules } from './SchemaRules';
import { isClosedObject, resolveSchema, schemaFields } from './schema-fields';
import { SchemaLink, TypeView } from './TypeView';

/** A schema that is no object written in place, on one line: type, values, rules, description. */
export function SchemaLine({ schema }: { schema: JsonSchema }) {
  const description = describeSchema(schema, useApiDocument());
  return (
    <Group gap="xs" align="baseline">
      <TypeView label={description.type} nullable={description.nullable} />
      <SchemaRules description={description} />
      {description.description && (
        <Text size="sm" c="dimmed">
          <DocText text={description.description} />
        </Text>
      )}
    </Group>
  );
}

/**
 * A schema as the reference shows it: an object's fields as a table (objects written in place
 * flattened into it), anything else on one line. With `open`, references at the top are
 * followed and the schema they lead to is named above its table: what a request body needs,
 * while a response's named schema stays a link (many share one).
 */
export function SchemaBlock({ schema, open = false }: { schema: JsonSchema; open?: boolean }) {
  const text = useApiDocsText();
  const document = useApiDocument();
  const resolved = open ? resolveSchema(schema, document) : { schema, nullable: false };
  const fields = schemaFields(resolved.schema, document);
  if (fields.length === 0) return <SchemaLine schema={schema} />;
  return (
    <Stack gap={6}>
      {resolved.name !== undefined && (
        <Text size="sm">
          {text.schema}{' '}
          <span className={classes.type}>
            <SchemaLink name={resolved.name} />
            {resolved.nullable && ' | null'}
          </span>
        </Text>
      )}
      <FieldsTable
        nameLabel={text.column.field}
        label={resolved.name ?? text.column.field}
        rows={fields}
      />
      {isClosedObject(resolved.schema) && (
        <Text size="xs" c="dimmed">
          {text.closedObject}
        </Text>
      )}
    </Stack>
  );
}
