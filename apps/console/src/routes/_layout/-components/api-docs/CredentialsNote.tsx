import { Code, List, Text } from '@mantine/core';
import { Fragment } from 'react';
import { useApiDocsText } from './api-docs-text';
import type { Credential, OperationSecurity } from './operation-security';

/** A credential by what the caller sends: the `sid` cookie, the `X-XSRF-TOKEN` header. */
function CredentialText({ credential }: { credential: Credential }) {
  const text = useApiDocsText();
  if (credential.in !== undefined && credential.name !== undefined) {
    return (
      <span title={credential.description}>
        <Code>{credential.name}</Code> {text.in[credential.in]}
      </span>
    );
  }
  const kind = [credential.type, credential.httpScheme].filter(Boolean).join(' ');
  return (
    <span title={credential.description}>
      <Code>{credential.scheme}</Code>
      {kind && ` (${kind})`}
    </span>
  );
}

function Alternative({ credentials }: { credentials: readonly Credential[] }) {
  return credentials.map((credential, index) => (
    <Fragment key={credential.scheme}>
      {index > 0 && ' + '}
      <CredentialText credential={credential} />
    </Fragment>
  ));
}

/** What an operation's caller must send: one line, or a list when any one of several will do. */
export function CredentialsNote({ security }: { security: OperationSecurity }) {
  const text = useApiDocsText();
  const [only, ...others] = security.alternatives;
  if (!only) return null;
  if (others.length === 0) {
    return (
      <Text size="sm">
        {text.credentialsAll} <Alternative credentials={only} />
      </Text>
    );
  }
  return (
    <div>
      <Text size="sm">{text.credentials}</Text>
      <List size="sm" spacing={2}>
        {security.alternatives.map((credentials) => (
          <List.Item key={credentials.map((credential) => credential.scheme).join('+')}>
            <Alternative credentials={credentials} />
          </List.Item>
        ))}
      </List>
    </div>
  );
}
