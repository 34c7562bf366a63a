// The tables, badges, notices, skeletons and the search box, as the CRUD pages use them.
import '@org/admin-shell/styles/crud.css';

import { Alert, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useI18n, useLoadingSlow } from '@org/admin-shell';
import { IconAlertCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import {
  NotOpenApiDocumentError,
  openApiDocumentQueryOptions,
} from '../../../../api/openapi-document';
import { ApiReference } from './ApiReference';
import { useApiDocsText } from './api-docs-text';
import { useScrollToHash } from './use-scroll-to-hash';

/**
 * The API reference page: the OpenAPI document the API serves, drawn for people to read.
 * Skeletons while it loads, a notice with a retry when it cannot.
 */
export function ApiDocsPage() {
  const { t } = useI18n();
  const text = useApiDocsText();
  const reference = useQuery(openApiDocumentQueryOptions());
  const loadingSlow = useLoadingSlow(reference.isPending);
  useScrollToHash(reference.isSuccess);

  if (reference.isSuccess) return <ApiReference document={reference.data} />;
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {text.title}
      </Title>
      {reference.isError ? (
        <Alert
          color="red"
          icon={<IconAlertCircle size={20} />}
          title={text.loadFailed}
          role="alert"
        >
          <Group justify="space-between" gap="sm">
            <Text size="sm">
              {reference.error instanceof NotOpenApiDocumentError
                ? text.notOpenApi
                : reference.error.message}
            </Text>
            <Button size="xs" variant="light" color="red" onClick={() => void reference.refetch()}>
              {t('app.error.retry')}
            </Button>
          </Group>
        </Alert>
      ) : (
        <Stack gap="sm" role="status" aria-label={text.loading} aria-busy>
          <Skeleton height={18} width="40%" />
          <Skeleton height={60} />
          <Skeleton height={160} />
          <Skeleton height={160} />
        </Stack>
      )}
      {loadingSlow && (
        <Text c="dimmed" size="sm" role="status">
          {t('app.loadingSlow')}
        </Text>
      )}
    </Stack>
  );
}
