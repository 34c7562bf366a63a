import { Code, Group, Stack, Text } from '@mantine/core';
import type {
  OpenApiHeader,
  OpenApiOperation,
  OpenApiResponse,
} from '../../../../api/openapi-document';
import classes from './ApiDocs.module.css';
import { useApiDocument } from './ApiDocument.context';
import { useApiDocsText } from './api-docs-text';
import { StatusBadge } from './badges';
import { DocText } from './DocText';
import { FieldsTable, namedRow } from './FieldsTable';
import { dereference } from './resolve-ref';
import { SchemaBlock, SchemaLine } from './SchemaBlock';
import { schemaFields } from './schema-fields';

const json = 'application/json';

/** One response: its status, description, headers and body. */
function ResponseItem({ status, response }: { status: string; response: OpenApiResponse }) {
  const text = useApiDocsText();
  const document = useApiDocument();
  const content = Object.entries(response.content ?? {});
  const headers = Object.entries(response.headers ?? {}).flatMap(([name, given]) => {
    const header = dereference<OpenApiHeader>(document, given);
    return header ? [namedRow(document, { ...header, name })] : [];
  });
  const [first, ...others] = content;
  // The usual error answer, a JSON body of a named schema many answers share: on the status's
  // line, where a table would repeat itself down the page.
  const oneLine =
    first && others.length === 0 && first[0] === json && first[1].schema !== undefined
      ? schemaFields(first[1].schema, document).length === 0
      : false;
  return (
    <Stack gap={6} className={classes.response} data-response={status}>
      <Group gap="xs" wrap="nowrap" align="baseline" justify="space-between">
        <Group gap="xs" wrap="nowrap" align="baseline">
          <StatusBadge status={status} />
          <Text size="sm">{response.description && <DocText text={response.description} />}</Text>
        </Group>
        {oneLine && first?.[1].schema !== undefined && <SchemaLine schema={first[1].schema} />}
      </Group>
      {headers.length > 0 && (
        <FieldsTable nameLabel={text.headers} label={text.headers} rows={headers} />
      )}
      {!oneLine &&
        content.map(([mediaType, media]) => (
          <Stack key={mediaType} gap={4}>
            {/* JSON goes without saying; anything else, or a choice, is named. */}
            {(mediaType !== json || content.length > 1) && <Code>{mediaType}</Code>}
            {media.schema !== undefined && <SchemaBlock schema={media.schema} />}
          </Stack>
        ))}
    </Stack>
  );
}

/** An operation's responses by status, in the document's order. */
export function ResponsesList({ responses }: { responses: OpenApiOperation['responses'] }) {
  const document = useApiDocument();
  return (
    <Stack gap="sm">
      {Object.entries(responses ?? {}).map(([status, given]) => {
        const response = dereference<OpenApiResponse>(document, given);
        return response && <ResponseItem key={status} status={status} response={response} />;
      })}
    </Stack>
  );
}
