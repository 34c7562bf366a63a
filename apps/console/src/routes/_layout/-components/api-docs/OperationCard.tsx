import { ActionIcon, Badge, Code, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconLink, IconLock, IconLockOpen } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { OpenApiRequestBody } from '../../../../api/openapi-document';
import classes from './ApiDocs.module.css';
import { useApiDocument } from './ApiDocument.context';
import { useApiDocsText } from './api-docs-text';
import { MethodBadge } from './badges';
import { CredentialsNote } from './CredentialsNote';
import { DocText } from './DocText';
import { FieldsTable, namedRow } from './FieldsTable';
import { operationSecurity } from './operation-security';
import type { OperationEntry } from './operations';
import { ResponsesList } from './ResponsesList';
import { dereference } from './resolve-ref';
import { SchemaBlock } from './SchemaBlock';

function Part({
  title,
  extra,
  children,
}: {
  title: string;
  extra?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Stack gap={6}>
      <Group gap="xs">
        <Title order={4} size="h6">
          {title}
        </Title>
        {extra}
      </Group>
      {children}
    </Stack>
  );
}

function SignInBadge({ required }: { required: boolean }) {
  const text = useApiDocsText();
  const Icon = required ? IconLock : IconLockOpen;
  return (
    <Badge
      variant="light"
      color={required ? 'orange' : 'gray'}
      leftSection={<Icon size={12} stroke={2} aria-hidden />}
      data-sign-in={required}
    >
      {required ? text.signInRequired : text.noSignIn}
    </Badge>
  );
}

/**
 * One operation: method and path (a link to itself beside them), whether it needs sign-in,
 * summary, id and description, the credentials it takes, its parameters, its request body's
 * fields and its responses. Its section's id is its anchor, so `/api-docs#createUser` opens
 * on it.
 */
export function OperationCard({ entry }: { entry: OperationEntry }) {
  const text = useApiDocsText();
  const document = useApiDocument();
  const { method, path, operation, parameters, anchor } = entry;
  const security = operationSecurity(operation, document);
  const body = dereference<OpenApiRequestBody>(document, operation.requestBody);
  const name = `${method.toUpperCase()} ${path}`;
  return (
    <Paper
      id={anchor}
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      className={classes.anchored}
      data-operation={anchor}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Group gap={6} wrap="nowrap" miw={0}>
            <Title order={3} size="h5" className={classes.operationTitle}>
              <MethodBadge method={method} /> <span className={classes.path}>{path}</span>
            </Title>
            <ActionIcon
              renderRoot={(props) => <Link {...props} to="/api-docs" hash={anchor} />}
              variant="subtle"
              color="gray"
              size="sm"
              aria-label={text.linkTo(name)}
            >
              <IconLink size={14} stroke={1.8} />
            </ActionIcon>
          </Group>
          <Group gap={6}>
            {operation.deprecated && (
              <Badge variant="light" color="gray">
                {text.deprecated}
              </Badge>
            )}
            <SignInBadge required={security.signInRequired} />
          </Group>
        </Group>

        {(operation.summary || operation.operationId) && (
          <div>
            {operation.summary && (
              <Text fw={500}>
                <DocText text={operation.summary} />
              </Text>
            )}
            {operation.operationId && (
              <Text size="xs" c="dimmed">
                operationId <Code>{operation.operationId}</Code>
              </Text>
            )}
          </div>
        )}
        {operation.description && (
          <Text size="sm">
            <DocText text={operation.description} />
          </Text>
        )}
        <CredentialsNote security={security} />

        {parameters.length > 0 && (
          <Part title={text.parameters}>
            <FieldsTable
              nameLabel={text.column.name}
              label={text.parameters}
              rows={parameters.map((parameter) => namedRow(document, parameter))}
            />
          </Part>
        )}

        {body && (
          <Part
            title={text.requestBody}
            extra={
              body.required && (
                <Badge variant="light" color="gray" size="sm">
                  {text.column.required}
                </Badge>
              )
            }
          >
            {body.description && (
              <Text size="sm">
                <DocText text={body.description} />
              </Text>
            )}
            {Object.entries(body.content ?? {}).map(([mediaType, media]) => (
              <Stack key={mediaType} gap={4}>
                <Text size="xs" c="dimmed">
                  <Code>{mediaType}</Code>
                </Text>
                {media.schema !== undefined && <SchemaBlock schema={media.schema} open />}
              </Stack>
            ))}
          </Part>
        )}

        {operation.responses && (
          <Part title={text.responses}>
            <ResponsesList responses={operation.responses} />
          </Part>
        )}
      </Stack>
    </Paper>
  );
}
