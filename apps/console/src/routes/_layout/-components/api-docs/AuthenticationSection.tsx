import { Code, Paper, Table, Title } from '@mantine/core';
import { useId } from 'react';
import type { OpenApiSecurityScheme } from '../../../../api/openapi-document';
import { useApiDocument } from './ApiDocument.context';
import { useApiDocsText } from './api-docs-text';
import { DocText } from './DocText';
import { dereference } from './resolve-ref';
import { ScrollingTable } from './ScrollingTable';

/** The document's security schemes: what each is called, where it travels, what it is. */
export function AuthenticationSection() {
  const text = useApiDocsText();
  const headingId = useId();
  const document = useApiDocument();
  const schemes = Object.entries(document.components?.securitySchemes ?? {}).flatMap(
    ([name, given]) => {
      const scheme = dereference<OpenApiSecurityScheme>(document, given);
      return scheme ? [{ name, scheme }] : [];
    },
  );
  if (schemes.length === 0) return null;
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
    >
      <Title order={2} size="h4" id={headingId} mb="xs">
        {text.authentication}
      </Title>
      <ScrollingTable minWidth={560} label={text.authentication}>
        <Table verticalSpacing={6} fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{text.column.name}</Table.Th>
              <Table.Th>{text.column.in}</Table.Th>
              <Table.Th>{text.column.description}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {schemes.map(({ name, scheme }) => (
              <Table.Tr key={name} data-scheme={name}>
                <Table.Td>
                  <Code>{name}</Code>
                </Table.Td>
                <Table.Td>
                  {scheme.in !== undefined && scheme.name !== undefined ? (
                    <>
                      <Code>{scheme.name}</Code> {text.in[scheme.in]}
                    </>
                  ) : (
                    [scheme.type, scheme.scheme].filter(Boolean).join(' ')
                  )}
                </Table.Td>
                <Table.Td>{scheme.description && <DocText text={scheme.description} />}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollingTable>
    </Paper>
  );
}
