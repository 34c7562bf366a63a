import { Badge, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useDeferredValue, useId, useMemo, useState } from 'react';
import type { OpenApiDocument } from '../../../../api/openapi-document';
import classes from './ApiDocs.module.css';
import { ApiDocumentContext } from './ApiDocument.context';
import { AuthenticationSection } from './AuthenticationSection';
import { useApiDocsText } from './api-docs-text';
import { DocText } from './DocText';
import { OperationCard } from './OperationCard';
import { OperationsIndex } from './OperationsIndex';
import {
  countOperations,
  filterOperations,
  groupOperations,
  type OperationGroup,
} from './operations';
import { SchemasSection } from './SchemasSection';

/** A tag's operations under its name and description. */
function TagSection({ group }: { group: OperationGroup }) {
  const text = useApiDocsText();
  const headingId = useId();
  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId} data-tag={group.tag}>
      <div>
        <Title order={2} size="h3" id={headingId}>
          {group.tag || text.untagged}
        </Title>
        {group.description && (
          <Text c="dimmed" size="sm" mt={2}>
            <DocText text={group.description} />
          </Text>
        )}
      </div>
      {group.operations.map((entry) => (
        <OperationCard key={entry.anchor} entry={entry} />
      ))}
    </Stack>
  );
}

/**
 * The reference drawn from a loaded document: its title, version and description, a search
 * box over the operations, their contents and the operations by tag, then the authentication
 * schemes and the named schemas.
 */
export function ApiReference({ document }: { document: OpenApiDocument }) {
  const text = useApiDocsText();
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const groups = useMemo(() => groupOperations(document), [document]);
  const shown = useMemo(() => filterOperations(groups, deferredQuery), [groups, deferredQuery]);
  const { info } = document;

  return (
    <ApiDocumentContext.Provider value={document}>
      <Stack gap="lg">
        <div>
          <Text size="sm" c="dimmed" fw={500}>
            {text.title}
          </Text>
          <Group gap="xs" align="center">
            <Title order={1} size="h2">
              {info.title}
            </Title>
            <Badge variant="light">{text.version(info.version)}</Badge>
            <Badge variant="light" color="gray">
              OpenAPI {document.openapi}
            </Badge>
          </Group>
          {info.description && (
            <Text mt="xs">
              <DocText text={info.description} />
            </Text>
          )}
        </div>

        <Group gap="sm">
          <TextInput
            type="search"
            aria-label={text.search}
            placeholder={text.searchPlaceholder}
            leftSection={<IconSearch size={16} stroke={1.6} />}
            value={query}
            onChange={(event) => setQuery(event.currentTarget.value)}
            className={classes.search}
          />
          <Text size="sm" c="dimmed" aria-live="polite" data-testid="api-docs-count">
            {text.count(countOperations(shown), countOperations(groups))}
          </Text>
        </Group>

        {shown.length === 0 ? (
          <Text c="dimmed" ta="center" py="xl">
            {text.noMatch(query.trim())}
          </Text>
        ) : (
          <>
            <OperationsIndex groups={shown} />
            {shown.map((group) => (
              <TagSection key={group.tag} group={group} />
            ))}
          </>
        )}

        <AuthenticationSection />
        <SchemasSection />
      </Stack>
    </ApiDocumentContext.Provider>
  );
}
