import { Badge, Group } from '@mantine/core';
import { useI18n } from '@org/admin-shell';
import type { RoleRef } from '@org/api/contract';
import { roleName } from '../../../../role-name';

/** The roles a user holds, as the users table and the record view list them. */
export function RoleBadges({ roles }: { roles: readonly RoleRef[] }) {
  const { locale } = useI18n();
  if (roles.length === 0) return <span className="admin-shell-crud-empty">—</span>;
  return (
    <Group gap={4} wrap="wrap">
      {roles.map((role) => (
        <Badge
          key={role.id}
          variant="light"
          color={role.builtIn === 'admin' ? 'violet' : 'gray'}
          // A role's name as it is written, not upper-cased.
          tt="none"
          className="admin-shell-crud-badge"
        >
          {roleName(role, locale)}
        </Badge>
      ))}
    </Group>
  );
}
