import { Badge } from '@mantine/core';
import { useI18n } from '@org/admin-shell';
import type { AuditAction } from '@org/api/contract/permissions';

const colors: Record<AuditAction, string> = {
  create: 'green',
  update: 'blue',
  delete: 'red',
  signIn: 'teal',
  signInFailed: 'orange',
  signOut: 'gray',
  locked: 'red',
};

/** An entry's action, in words and a colour of its kind. */
export function AuditActionBadge({ action }: { action: AuditAction }) {
  const { t } = useI18n();
  return (
    <Badge variant="light" color={colors[action]} radius="sm" tt="none">
      {t(`audit.action.${action}`)}
    </Badge>
  );
}
