import { Anchor } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { Fragment } from 'react';
import classes from './ApiDocs.module.css';
import { useApiDocument } from './ApiDocument.context';
import type { TypeLabel } from './describe-schema';
import { schemaAnchor } from './operations';
import { resolveRef } from './resolve-ref';

const schemasPrefix = '#/components/schemas/';

/** A named schema's name, linked to its section of the page. */
export function SchemaLink({ name }: { name: string }) {
  return (
    <Anchor
      inherit
      className={classes.link}
      renderRoot={(props) => <Link {...props} to="/api-docs" hash={schemaAnchor(name)} />}
    >
      {name}
    </Anchor>
  );
}

function TypeParts({ label }: { label: TypeLabel }) {
  const document = useApiDocument();
  switch (label.kind) {
    case 'type':
      return label.name;
    case 'ref':
      // Only the named schemas have a section to go to.
      return label.ref.startsWith(schemasPrefix) && resolveRef(document, label.ref) ? (
        <SchemaLink name={label.name} />
      ) : (
        label.name
      );
    case 'array':
      return label.items.kind === 'union' ? (
        <>
          (<TypeParts label={label.items} />
          )[]
        </>
      ) : (
        <>
          <TypeParts label={label.items} />
          []
        </>
      );
    case 'union':
      return label.options.map((option, index) => (
        // Options have no identity but their place, which never changes.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above.
        <Fragment key={index}>
          {index > 0 && (label.combinator === 'allOf' ? ' & ' : ' | ')}
          <TypeParts label={option} />
        </Fragment>
      ));
  }
}

/** A schema's type as TypeScript writes it (`SysUser[]`, `string | null`), named schemas linked. */
export function TypeView({ label, nullable = false }: { label: TypeLabel; nullable?: boolean }) {
  return (
    <span className={classes.type}>
      <TypeParts label={label} />
      {nullable && ' | null'}
    </span>
  );
}
