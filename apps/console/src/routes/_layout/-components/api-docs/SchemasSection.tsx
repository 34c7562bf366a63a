import { Paper, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import classes from './ApiDocs.module.css';
import { useApiDocument } from './ApiDocument.context';
import { useApiDocsText } from './api-docs-text';
import { DocText } from './DocText';
import { schemaAnchor } from './operations';
import { SchemaBlock } from './SchemaBlock';

/** Every named schema of the document, each in a section its links lead to. */
export function SchemasSection() {
  const text = useApiDocsText();
  const headingId = useId();
  const schemas = Object.entries(useApiDocument().components?.schemas ?? {});
  if (schemas.length === 0) return null;
  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h3" id={headingId}>
        {text.schemas}
      </Title>
      {schemas.map(([name, schema]) => (
        <Paper
          key={name}
          id={schemaAnchor(name)}
          withBorder
          radius="md"
          p={{ base: 'sm', sm: 'md' }}
          className={classes.anchored}
          data-schema={name}
        >
          <Stack gap={6}>
            <Title order={3} size="h5" className={classes.path}>
              {name}
            </Title>
            {typeof schema !== 'boolean' && schema.description && (
              <Text size="sm">
                <DocText text={schema.description} />
              </Text>
            )}
            <SchemaBlock schema={schema} />
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
