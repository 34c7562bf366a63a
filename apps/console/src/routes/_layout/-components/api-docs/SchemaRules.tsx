import { Code, Text } from '@mantine/core';
import { Fragment } from 'react';
import classes from './ApiDocs.module.css';
import { useApiDocsText } from './api-docs-text';
import type { Constraint, SchemaDescription } from './describe-schema';
import { boundsText, valueText } from './doc-text';

function RuleValue({ constraint }: { constraint: Constraint }) {
  switch (constraint.kind) {
    case 'length':
    case 'range':
    case 'items':
      return boundsText(constraint.bounds);
    case 'uniqueItems':
      return null;
    case 'multipleOf':
      return String(constraint.value);
    case 'format':
      return <Code>{constraint.value}</Code>;
    case 'pattern':
      return <Code className={classes.wrapAnywhere}>{constraint.value}</Code>;
    case 'default':
      return <Code>{valueText(constraint.value)}</Code>;
  }
}

/**
 * The values a schema allows and its rules, one per line: `one of "admin" "user"`,
 * `length 3–32`, `pattern ^…$`. Nothing when it sets none.
 */
export function SchemaRules({ description }: { description: SchemaDescription }) {
  const text = useApiDocsText();
  const { values, constraints } = description;
  return (
    <>
      {values && values.length > 0 && (
        <Text size="sm" data-rule="values">
          {text.rule.values}
          {values.map((value) => (
            <Fragment key={valueText(value)}>
              {' '}
              <Code>{valueText(value)}</Code>
            </Fragment>
          ))}
        </Text>
      )}
      {constraints.map((constraint) => (
        <Text size="sm" key={constraint.kind} data-rule={constraint.kind}>
          {text.rule[constraint.kind]} <RuleValue constraint={constraint} />
        </Text>
      ))}
    </>
  );
}
