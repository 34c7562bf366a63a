import { Anchor, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import classes from './ApiDocs.module.css';
import { useApiDocsText } from './api-docs-text';
import { MethodBadge } from './badges';
import type { OperationGroup } from './operations';

/** The page's contents: the operations shown, by tag, each a link to its section. */
export function OperationsIndex({ groups }: { groups: readonly OperationGroup[] }) {
  const text = useApiDocsText();
  const headingId = useId();
  return (
    <Paper
      component="nav"
      aria-labelledby={headingId}
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
    >
      <Title order={2} size="h5" id={headingId} mb="xs">
        {text.contents}
      </Title>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" verticalSpacing="sm">
        {groups.map((group) => (
          <div key={group.tag}>
            <Text size="sm" fw={600} mb={4}>
              {group.tag || text.untagged}
            </Text>
            <ul className={classes.index}>
              {group.operations.map((entry) => (
                <li key={entry.anchor}>
                  <Anchor
                    size="sm"
                    className={`${classes.link} ${classes.indexLink}`}
                    renderRoot={(props) => <Link {...props} to="/api-docs" hash={entry.anchor} />}
                  >
                    <MethodBadge method={entry.method} size="xs" />
                    <span className={classes.path}>{entry.path}</span>
                  </Anchor>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </SimpleGrid>
    </Paper>
  );
}
