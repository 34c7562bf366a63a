import { Badge, type MantineColor, type MantineSize } from '@mantine/core';
import type { HttpMethod } from '../../../../api/openapi-document';
import classes from './ApiDocs.module.css';

const methodColors: Record<HttpMethod, MantineColor> = {
  get: 'blue',
  post: 'green',
  put: 'orange',
  patch: 'violet',
  delete: 'red',
  head: 'gray',
  options: 'gray',
  trace: 'gray',
};

/** An operation's HTTP method, coloured as API references usually do (GET blue, POST green…). */
export function MethodBadge({ method, size = 'md' }: { method: HttpMethod; size?: MantineSize }) {
  return (
    <Badge
      component="span"
      variant="light"
      color={methodColors[method]}
      size={size}
      radius="sm"
      className={classes.method}
      data-size={size}
    >
      {method.toUpperCase()}
    </Badge>
  );
}

function statusColor(status: string): MantineColor {
  if (status.startsWith('2')) return 'green';
  if (status.startsWith('3')) return 'blue';
  if (status.startsWith('4')) return 'orange';
  if (status.startsWith('5')) return 'red';
  return 'gray';
}

/** A response's status code (or `default`), coloured by its class. */
export function StatusBadge({ status }: { status: string }) {
  return (
    <Badge
      component="span"
      variant="light"
      color={statusColor(status)}
      radius="sm"
      className={classes.badge}
    >
      {status}
    </Badge>
  );
}
