import { Text } from '@mantine/core';
import { useI18n } from '@org/admin-shell';
import type { AuditEntry } from '@org/api/contract';
import type { ReactNode } from 'react';
import classes from './AuditChanges.module.css';
import { type ChangeLine, changeLines } from './audit-text';

/** What an entry changed, a field a line: "姓名：Alice → Alicia", "密码：已修改". */
export function AuditChanges({
  entry,
  limit,
  clamp = false,
  empty = null,
}: {
  entry: Pick<AuditEntry, 'resource' | 'changes'>;
  /** The most fields shown, then "N more". Default: all of them. */
  limit?: number;
  /** Cut each change at two lines (an article's content can run to 100 KB). Default: in full. */
  clamp?: boolean;
  /** Shown when the entry changed nothing (a sign-in). Default: nothing. */
  empty?: ReactNode;
}) {
  const { t } = useI18n();
  const lines = changeLines(entry, t);
  if (lines.length === 0) return empty;
  const shown = limit === undefined ? lines : lines.slice(0, limit);
  return (
    <ul className={clamp ? `${classes.list} ${classes.clamped}` : classes.list}>
      {shown.map((line) => (
        <Text component="li" size="sm" key={line.field} data-change>
          <Text span size="sm" fw={500}>
            {t('audit.fieldLabel', { field: line.field })}
          </Text>
          <ChangeValue line={line} />
        </Text>
      ))}
      {shown.length < lines.length && (
        <Text component="li" size="xs" c="dimmed">
          {t('audit.moreChanges', { count: lines.length - shown.length })}
        </Text>
      )}
    </ul>
  );
}

function ChangeValue({ line }: { line: ChangeLine }) {
  const { t } = useI18n();
  switch (line.kind) {
    case 'redacted':
      return t('audit.redacted');
    case 'created':
      return <span className={classes.value}>{line.to}</span>;
    case 'deleted':
      return <span className={`${classes.value} ${classes.from}`}>{line.from}</span>;
    case 'updated':
      return (
        <>
          <span className={`${classes.value} ${classes.from}`}>{line.from}</span>
          {' → '}
          <span className={classes.value}>{line.to}</span>
        </>
      );
  }
}
